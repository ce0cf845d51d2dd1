/** Environment parsing with defaults; a bad value stops the start with a clear message. */
import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { projectRoot } from "./projectRoot.ts";

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .pipe(z.number().max(65535))
    .default(3000),
  HOST: z.union([z.ipv4(), z.ipv6(), z.hostname()]).default("127.0.0.1"),
  DATA_DIR: z.string().refine(isFolderOrAbsent).default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//)
    .refine(URL.canParse)
    .optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/)
    .default("8h"),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .optional(),
  TIME_ZONE: z.string().refine(isTimeZone).default("Europe/Madrid"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().refine(isFolderOrAbsent).optional(),
  ALLOWED_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isOrigin)))
    .default([]),
  PUBLIC_URL: z
    .string()
    .transform((value) => value.replace(/\/$/, ""))
    .refine(isOrigin)
    .optional(),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .default(false),
  PDF_WORKERS: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(16))
    .default(defaultPdfWorkers()),
  BACKUP_DIR: z.string().refine(isFolderOrAbsent).optional(),
  BACKUP_HOUR: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/)
    .default("03:00"),
  HEALTH_REMINDER_HOUR: z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|off)$/)
    .default("off"),
  BACKUP_KEEP: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(365))
    .default(14),
});

/** One worker per spare core, at least one and at most two: PDFs are occasional work. */
function defaultPdfWorkers(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

type EnvName = keyof z.input<typeof envSchema>;

/** The one message a bad value gets: what the variable accepts, in Spanish, naming it. */
const EXPECTED: Record<EnvName, string> = {
  PORT: "PORT debe ser un número de puerto entre 0 y 65535, como 3000",
  HOST: "HOST debe ser una dirección IP o un nombre de equipo, como 127.0.0.1, 0.0.0.0 o localhost",
  DATA_DIR: "DATA_DIR debe ser una carpeta (se crea si no existe), no un archivo",
  DATABASE_URL: "DATABASE_URL debe ser una dirección como postgres://usuario:contraseña@servidor:5432/base",
  JWT_SECRET: "JWT_SECRET debe tener al menos 32 caracteres",
  JWT_EXPIRES_IN: "JWT_EXPIRES_IN debe ser un número seguido de s, m, h o d, como 30m, 8h o 1d",
  ENCRYPTION_KEY: "ENCRYPTION_KEY debe tener 64 caracteres hexadecimales (32 bytes)",
  TIME_ZONE: "TIME_ZONE debe ser una zona horaria IANA, como Europe/Madrid o Atlantic/Canary",
  LOG_LEVEL: "LOG_LEVEL debe ser fatal, error, warn, info, debug, trace o silent",
  WEB_DIST: "WEB_DIST debe ser la carpeta de la aplicación web compilada, no un archivo",
  ALLOWED_ORIGINS: "ALLOWED_ORIGINS debe ser una lista de orígenes separados por comas, como https://refugio.example.org",
  PUBLIC_URL: "PUBLIC_URL debe ser la dirección pública de Refugio, sin ruta, como https://refugio.example.org",
  TRUST_PROXY: "TRUST_PROXY debe ser true (detrás de un proxy inverso que fija X-Forwarded-*) o false",
  PDF_WORKERS: "PDF_WORKERS debe ser un número de hilos para preparar PDF entre 1 y 16",
  BACKUP_DIR: "BACKUP_DIR debe ser la carpeta de las copias de seguridad (se crea si no existe), no un archivo",
  BACKUP_HOUR: "BACKUP_HOUR debe ser la hora de la copia diaria en formato HH:mm, como 03:00, u off para no hacerla",
  HEALTH_REMINDER_HOUR:
    "HEALTH_REMINDER_HOUR debe ser la hora del correo diario de actuaciones pendientes en formato HH:mm, como 08:00, u off para no enviarlo",
  BACKUP_KEEP: "BACKUP_KEEP debe ser cuántas copias diarias se guardan, entre 1 y 365",
};

/** scheme://host[:port] and nothing else, as browsers send it in the Origin header. */
function isOrigin(value: string): boolean {
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value;
}

/** A path that names a folder or nothing yet; a file there would fail later with a system error. */
function isFolderOrAbsent(value: string): boolean {
  const stats = statSync(path.resolve(projectRoot, value), { throwIfNoEntry: false });
  return !stats || stats.isDirectory();
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("es-ES", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  port: number;
  host: string;
  /** Absolute folder that holds everything writable: PGlite database, uploads, generated secrets. */
  dataDir: string;
  databaseUrl?: string;
  jwtSecret?: string;
  jwtExpiresIn: string;
  encryptionKey?: string;
  /** The shelter's time zone: day boundaries of date filters and times printed in documents. */
  timeZone: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Folder of the built web app (vite build output). */
  webDist: string;
  /** Other origins whose pages may call the API; the app's own origin is always allowed. */
  allowedOrigins: string[];
  /**
   * The address people reach the app at (PUBLIC_URL), for links in mail and in public answers;
   * without it they take the request's address, which a client outside a browser chooses.
   */
  publicOrigin?: string;
  /** Whether X-Forwarded-Proto/-For from a reverse proxy are believed (HTTPS detection, client address). */
  trustProxy: boolean;
  /** Worker threads that lay out PDFs. */
  pdfWorkers: number;
  /** Where backups are written (the daily one, 'Hacer copia ahora', and the one before a forced restore). */
  backupDir: string;
  /** The daily backup's time on the shelter's clock, HH:mm; null (BACKUP_HOUR=off) when backups are made by other means. */
  backupHour: string | null;
  /** How many backups the daily job keeps; older ones are deleted after a good one. */
  backupKeep: number;
  /** The plan sanitario's daily reminder e-mail, HH:mm on the shelter's clock; null (the default, off) sends none. */
  healthReminderHour: string | null;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in a compose file) means "not set".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const names = new Set(parsed.error.issues.map((issue) => issue.path[0] as EnvName));
    const lines = [...names].map((name) => `  ${EXPECTED[name]}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(projectRoot, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    encryptionKey: e.ENCRYPTION_KEY,
    timeZone: e.TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(projectRoot, e.WEB_DIST ?? "web/dist"),
    allowedOrigins: e.ALLOWED_ORIGINS,
    publicOrigin: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    pdfWorkers: e.PDF_WORKERS,
    backupDir: e.BACKUP_DIR ? path.resolve(projectRoot, e.BACKUP_DIR) : path.join(dataDir, "backups"),
    backupHour: e.BACKUP_HOUR === "off" ? null : e.BACKUP_HOUR,
    backupKeep: e.BACKUP_KEEP,
    healthReminderHour: e.HEALTH_REMINDER_HOUR === "off" ? null : e.HEALTH_REMINDER_HOUR,
  };
}

/** Why listening failed, when PORT or HOST is the cause; undefined for anything else. */
export function listenFailureMessage(error: unknown, config: Pick<Config, "port" | "host">): string | undefined {
  switch ((error as NodeJS.ErrnoException).code) {
    case "EADDRINUSE":
      return `PORT: el puerto ${config.port} ya está en uso. Indique otro con PORT=...`;
    case "EACCES":
      return `PORT: este usuario no puede abrir el puerto ${config.port}. Use uno a partir de 1024, como 3000.`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `HOST: ${config.host} no es una dirección de este equipo. Use 127.0.0.1, 0.0.0.0 o la dirección de una de sus interfaces de red.`;
    default:
      return undefined;
  }
}
