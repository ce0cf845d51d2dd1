/** What domain services need from the outside world, built once per app in app.ts. */
import type { KeyObject } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { BackupStore } from "../backup/backupStore.ts";
import type { Db } from "../db/client.ts";
import type { LoginThrottle } from "./auth/loginThrottle.ts";
import type { SessionUsers } from "./auth/sessionUsers.ts";
import type { PdfRenderer } from "../pdf/pool.ts";

export type Deps = {
  db: Db;
  /** HS256 secret for session tokens (auth/tokens.ts sessionKey). */
  jwtSecret: KeyObject;
  jwtExpiresIn: string;
  /** The session users this process has read, forgotten as their rows change (auth/sessionUsers.ts). */
  sessionUsers: SessionUsers;
  /** AES-256-GCM key (32 bytes) that encrypts stored secrets such as the SMTP password. */
  encryptionKey: Buffer;
  /** IANA zone of the shelter, e.g. Europe/Madrid. */
  timeZone: string;
  /** The daily reminder's hour (HH:mm on the shelter's clock), or null: the reminder is off (HEALTH_REMINDER_HOUR). */
  healthReminderHour: string | null;
  /** Failed logins per username (see auth/loginThrottle.ts). */
  loginThrottle: LoginThrottle;
  /** Each API key's requests per minute, keyed by the key's id (apiKeys/apiKeys.ts). */
  apiKeyLimit: RateLimiterAbstract;
  /** Lays out documents on worker threads (pdf/pool.ts). */
  pdf: PdfRenderer;
  /** Backup archives of this app's database and data folder, in BACKUP_DIR (domain/backups). */
  backups: BackupStore;
};
