/** Environment parsing with defaults; a bad value stops the start with a clear message. */
import path from "node:path";
import { z } from "zod";
import { projectRoot } from "./db/migrations.ts";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL debe empezar por postgres:// o postgresql://")
    .optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET debe tener al menos 32 caracteres").optional(),
  JWT_EXPIRES_IN: z.string().regex(/^\d+[smhd]$/, "JWT_EXPIRES_IN debe ser como 8h, 30m o 1d").default("8h"),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "ENCRYPTION_KEY debe ser 64 caracteres hexadecimales (32 bytes)")
    .optional(),
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, "TIME_ZONE debe ser una zona horaria IANA, como Europe/Madrid o Atlantic/Canary")
    .default("Europe/Madrid"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().optional(),
});

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
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO= in a compose file) means "not set".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(projectRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    encryptionKey: e.ENCRYPTION_KEY,
    timeZone: e.TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(projectRoot, e.WEB_DIST ?? "web/dist"),
  };
}
