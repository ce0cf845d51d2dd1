/** What domain services need from the outside world, built once per app in app.ts. */
import type { KeyObject } from "node:crypto";
import type { Db } from "../db/client.ts";
import type { LoginThrottle } from "./auth/loginThrottle.ts";
import type { PdfRenderer } from "../pdf/pool.ts";

export type Deps = {
  db: Db;
  /** HS256 secret for session tokens (auth/tokens.ts sessionKey). */
  jwtSecret: KeyObject;
  jwtExpiresIn: string;
  /** AES-256-GCM key (32 bytes) that encrypts stored secrets such as the SMTP password. */
  encryptionKey: Buffer;
  /** IANA zone of the shelter, e.g. Europe/Madrid. */
  timeZone: string;
  /** Failed logins per username (see auth/loginThrottle.ts). */
  loginThrottle: LoginThrottle;
  /** Lays out documents on worker threads (pdf/pool.ts). */
  pdf: PdfRenderer;
};
