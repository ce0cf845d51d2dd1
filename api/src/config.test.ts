import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ConfigError, listenFailureMessage, loadConfig } from "./config.ts";

/** Words of zod's default English messages; none may reach the operator. */
const ENGLISH = /invalid|expected|received|too (big|small)|must|option/i;

function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was accepted`);
}

describe("configuration errors are in Spanish and name the variable", () => {
  let dir: string;
  let aFile: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "refugio-config-"));
    aFile = path.join(dir, "archivo.txt");
    await writeFile(aFile, "no es una carpeta");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const badValues: [string, string[], RegExp][] = [
    ["PORT", ["abc", "70000", "3.5", "-1", "0x10", "1e3"], /PORT debe ser un número de puerto entre 0 y 65535/],
    ["HOST", ["mi equipo", "a_b", "-x"], /HOST debe ser una dirección IP o un nombre de equipo/],
    ["DATABASE_URL", ["mysql://x", "postgres://[nada"], /DATABASE_URL debe ser una dirección como postgres:\/\//],
    ["JWT_SECRET", ["corta"], /JWT_SECRET debe tener al menos 32 caracteres/],
    ["JWT_EXPIRES_IN", ["siempre", "8 horas", "1w"], /JWT_EXPIRES_IN debe ser un número seguido de s, m, h o d/],
    ["ENCRYPTION_KEY", ["zz", "a".repeat(63)], /ENCRYPTION_KEY debe tener 64 caracteres hexadecimales/],
    ["TIME_ZONE", ["Marte/Base", "CET+99"], /TIME_ZONE debe ser una zona horaria IANA/],
    ["PDF_WORKERS", ["0", "17", "dos"], /PDF_WORKERS debe ser un número de hilos/],
    ["BACKUP_HOUR", ["3", "24:00", "03:60", "tres"], /BACKUP_HOUR debe ser la hora de la copia diaria/],
    ["BACKUP_KEEP", ["0", "366", "catorce"], /BACKUP_KEEP debe ser cuántas copias/],
    ["LOG_LEVEL", ["ruidoso", "INFO"], /LOG_LEVEL debe ser fatal, error, warn, info, debug, trace o silent/],
    ["PUBLIC_URL", ["refugio.example.org", "https://refugio.example.org/adopta", "ftp://refugio.example.org"], /PUBLIC_URL debe ser la dirección pública/],
  ];

  test.each(badValues)("%s", (name, values, message) => {
    for (const value of values) {
      const text = configErrorOf({ [name]: value });
      expect(text, `${name}=${value}`).toMatch(message);
      expect(text, `${name}=${value}`).not.toMatch(ENGLISH);
    }
  });

  test("DATA_DIR, WEB_DIST and BACKUP_DIR must not name a file", () => {
    for (const name of ["DATA_DIR", "WEB_DIST", "BACKUP_DIR"]) {
      const text = configErrorOf({ [name]: aFile });
      expect(text).toMatch(new RegExp(`${name} debe ser .*carpeta.*no un archivo`));
      expect(text).not.toMatch(ENGLISH);
    }
  });

  test("several bad values are all listed, each once, and secrets are not echoed", () => {
    const text = configErrorOf({ PORT: "abc", LOG_LEVEL: "ruidoso", JWT_SECRET: "secreto-corto", ENCRYPTION_KEY: "clave" });
    expect(text.split("\n")).toEqual([
      "Configuración no válida:",
      expect.stringMatching(/^ {2}PORT /),
      expect.stringMatching(/^ {2}JWT_SECRET /),
      expect.stringMatching(/^ {2}ENCRYPTION_KEY /),
      expect.stringMatching(/^ {2}LOG_LEVEL /),
    ]);
    expect(text).not.toContain("secreto-corto");
    expect(text).not.toContain("clave\n");
  });

  test("good values and defaults are accepted; an empty variable counts as unset", () => {
    const config = loadConfig({ PORT: "8080", HOST: "0.0.0.0", DATA_DIR: dir, LOG_LEVEL: "warn", TIME_ZONE: "" });
    expect(config).toMatchObject({ port: 8080, host: "0.0.0.0", dataDir: dir, logLevel: "warn", timeZone: "Europe/Madrid" });
    expect(loadConfig({ HOST: "::1", DATA_DIR: path.join(dir, "nueva") })).toMatchObject({ port: 3000, host: "::1" });
    expect(loadConfig({ DATA_DIR: dir, PDF_WORKERS: "4" }).pdfWorkers).toBe(4);
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: "https://refugio.example.org/" }).publicOrigin).toBe("https://refugio.example.org");
    expect(loadConfig({ DATA_DIR: dir }).publicOrigin).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir }).pdfWorkers).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ backupDir: path.join(dir, "backups"), backupHour: "03:00", backupKeep: 14 });
    expect(loadConfig({ DATA_DIR: dir, BACKUP_DIR: path.join(dir, "copias"), BACKUP_HOUR: "22:30", BACKUP_KEEP: "30" })).toMatchObject({
      backupDir: path.join(dir, "copias"),
      backupHour: "22:30",
      backupKeep: 30,
    });
  });
});

describe("a listen failure caused by PORT or HOST is explained", () => {
  async function listenError(host: string, port: number): Promise<unknown> {
    const app = Fastify();
    try {
      await app.listen({ host, port });
    } catch (error) {
      return error;
    } finally {
      await app.close();
    }
    throw new Error(`listening on ${host}:${port} worked`);
  }

  test("a port in use", async () => {
    const taken = Fastify();
    await taken.listen({ host: "127.0.0.1", port: 0 });
    const port = (taken.server.address() as { port: number }).port;
    try {
      expect(listenFailureMessage(await listenError("127.0.0.1", port), { port, host: "127.0.0.1" })).toBe(
        `PORT: el puerto ${port} ya está en uso. Indique otro con PORT=...`,
      );
    } finally {
      await taken.close();
    }
  });

  test("an address of another machine, and a name that does not resolve", async () => {
    for (const host of ["192.0.2.1", "equipo-inexistente.invalid"]) {
      expect(listenFailureMessage(await listenError(host, 0), { port: 0, host })).toBe(
        `HOST: ${host} no es una dirección de este equipo. Use 127.0.0.1, 0.0.0.0 o la dirección de una de sus interfaces de red.`,
      );
    }
  });

  test("a privileged port for an ordinary user (the error Node gives it)", () => {
    const error = Object.assign(new Error("listen EACCES: permission denied 0.0.0.0:80"), { code: "EACCES" });
    expect(listenFailureMessage(error, { port: 80, host: "0.0.0.0" })).toMatch(/^PORT: este usuario no puede abrir el puerto 80\./);
  });

  test("other failures are left to the caller", () => {
    expect(listenFailureMessage(new Error("otra cosa"), { port: 3000, host: "127.0.0.1" })).toBeUndefined();
  });
});
