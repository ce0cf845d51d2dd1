import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { type Database, DatabaseLockedError, openDatabase } from "./client.ts";
import { applyPendingMigrations, pendingSchemaChangeSql } from "./migrations.ts";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { copyMigratedPgliteFolder, migratedPgliteImage, openMigratedPglite } from "../../../tests/helpers/testDatabase.ts";
import { newPGlite } from "./pglite.ts";

// The migration tests migrate a new database from nothing: seconds alone, much more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

describe("PGlite folder", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "refugio-db-"));
    await copyMigratedPgliteFolder(path.join(dir, "db"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  test("a second opener of the same folder is refused with a clear message, and reopening after close works", async () => {
    const first = await openDatabase({ kind: "pglite", dir: path.join(dir, "db") });
    await expect(openDatabase({ kind: "pglite", dir: path.join(dir, "db") })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ kind: "pglite", dir: path.join(dir, "db") })).rejects.toThrow(/ya está abierta por otro proceso/);
    await first.prisma.tipo.findMany();
    await first.close();
    const again = await openDatabase({ kind: "pglite", dir: path.join(dir, "db") });
    expect(await again.prisma.rol.count()).toBe(3);
    await again.close();
  });
});

describe("PGlite folder lock held by a live process, and only by one", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "refugio-lock-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Another Node process that opens the folder, says "abierta", then runs `then`. */
  async function holder(dbDir: string, then: string): Promise<ChildProcess> {
    await copyMigratedPgliteFolder(dbDir);
    const script = path.join(dir, `holder-${Math.random().toString(36).slice(2)}.mts`);
    await writeFile(
      script,
      `import { openDatabase } from ${JSON.stringify(path.resolve(import.meta.dirname, "client.ts"))};
       await openDatabase({ kind: "pglite", dir: ${JSON.stringify(dbDir)} });
       console.log("abierta");
       ${then}`,
    );
    const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("abierta") && resolve());
      child.on("exit", (code) => reject(new Error(`el proceso terminó (${code}) sin abrir la base de datos`)));
    });
    return child;
  }

  test("a holder whose event loop is blocked for 17 s keeps the folder (the old lock went stale at 15 s)", async () => {
    const dbDir = path.join(dir, "bloqueada");
    // Atomics.wait blocks the event loop without spending CPU.
    const child = await holder(dbDir, "Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 17_000); process.exit(0);");
    await new Promise((resolve) => setTimeout(resolve, 16_000));
    await expect(openDatabase({ kind: "pglite", dir: dbDir })).rejects.toThrow(DatabaseLockedError);
    await new Promise((resolve) => child.once("exit", resolve));
  }, 60_000);

  test("straight after a kill -9 of the holder, the next start opens the folder", async () => {
    const dbDir = path.join(dir, "matada");
    const child = await holder(dbDir, "setInterval(() => {}, 1000);");
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const reopened = await openDatabase({ kind: "pglite", dir: dbDir });
    expect(await reopened.prisma.rol.count()).toBe(3);
    await reopened.close();
  }, 60_000);
});

describe("migrations", () => {
  test("the migrations folder matches schema.prisma (no drift)", async () => {
    expect(await pendingSchemaChangeSql(new PrismaPGlite(newPGlite()))).toBe("");
  });

  test("applying twice applies nothing the second time", async () => {
    const factory = new PrismaPGlite(newPGlite());
    expect((await applyPendingMigrations(factory)).length).toBeGreaterThan(0);
    expect(await applyPendingMigrations(factory)).toEqual([]);
  });

  test("a migration left failed is not taken as applied: the engine reports it", async () => {
    const pglite = newPGlite(undefined, { loadDataDir: await migratedPgliteImage() });
    const factory = new PrismaPGlite(pglite);
    await pglite.exec("UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = (SELECT max(migration_name) FROM _prisma_migrations)");
    await expect(applyPendingMigrations(factory)).rejects.toThrow(/No se ha podido aplicar la migración/);
  });
});

describe("constraints and seeded lookups", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedPglite();
  });
  afterAll(() => db.close());

  test("lookups carry the spec's fixed ids", async () => {
    expect(await db.prisma.rol.findMany({ orderBy: { id: "asc" } })).toEqual([
      { id: 1, rol: "Administrador" },
      { id: 2, rol: "Empleado" },
      { id: 3, rol: "Veterinario" },
    ]);
    expect((await db.prisma.procedencia.findUnique({ where: { id: 1 } }))?.procedencia).toBe("Abandono");
    expect((await db.prisma.destino.findUnique({ where: { id: 3 } }))?.destino).toBe("Adopción");
    expect((await db.prisma.destino.findUnique({ where: { id: 4 } }))?.destino).toBe("Reconocimiento");
    expect((await db.prisma.destino.findUnique({ where: { id: 6 } }))?.destino).toBe("En refugio");
    expect(await db.prisma.tipo.count()).toBeGreaterThan(0);
    expect(await db.prisma.talla.count()).toBeGreaterThan(0);
    expect(await db.prisma.sexo.count()).toBeGreaterThan(0);
  });

  test("usernames are unique ignoring case", async () => {
    await db.prisma.usuario.create({ data: { username: "Marta", password: "x", rolId: 2 } });
    await expect(db.prisma.usuario.create({ data: { username: "MARTA", password: "x", rolId: 2 } })).rejects.toThrow();
  });

  test("DNI and CIF are unique ignoring case and spaces", async () => {
    const persona = { apellido1: "García", nombre: "Ana", localidad: "Teruel", provincia: "Teruel", telefono1: "600000000" };
    await db.prisma.persona.create({ data: { ...persona, dni: "12345678Z" } });
    await expect(db.prisma.persona.create({ data: { ...persona, dni: "12345678 z" } })).rejects.toThrow();
    await db.prisma.ayuntamiento.create({ data: { cif: "P4400000A", ayuntamiento: "Teruel" } });
    await expect(db.prisma.ayuntamiento.create({ data: { cif: "p 4400000a", ayuntamiento: "Otro" } })).rejects.toThrow();
  });

  test("an animal has at most one open stay (destino 6), and a linked person cannot be deleted", async () => {
    const animal = await db.prisma.animal.create({ data: { registro: "R-1", nombre: "Toby" } });
    const persona = await db.prisma.persona.create({
      data: { dni: "00000001R", apellido1: "López", nombre: "Luis", localidad: "Teruel", provincia: "Teruel", telefono1: "600000001" },
    });
    const ayuntamiento = await db.prisma.ayuntamiento.create({ data: { cif: "P4400001B", ayuntamiento: "Alcañiz" } });
    const fechaLlegada = new Date("2026-11-01");
    await db.prisma.entradaSalida.create({
      data: { animalId: animal.id, fechaLlegada, destinoId: 6, datosEntradaId: persona.id, ayuntamientoId: ayuntamiento.id },
    });
    await expect(db.prisma.entradaSalida.create({ data: { animalId: animal.id, fechaLlegada, destinoId: 6 } })).rejects.toThrow();
    // A closed stay beside the open one is fine.
    await db.prisma.entradaSalida.create({
      data: { animalId: animal.id, fechaLlegada, destinoId: 3, fechaSalida: new Date("2026-11-02") },
    });
    await expect(db.prisma.persona.delete({ where: { id: persona.id } })).rejects.toThrow();
    await expect(db.prisma.ayuntamiento.delete({ where: { id: ayuntamiento.id } })).rejects.toThrow();
  });

  test("ages and exit dates keep their bounds", async () => {
    await expect(db.prisma.animal.create({ data: { registro: "R-2", nombre: "Mia", edadMeses: 12 } })).rejects.toThrow();
    await expect(db.prisma.animal.create({ data: { registro: "R-3", nombre: "Kira", edadAnios: -1 } })).rejects.toThrow();
    const animal = await db.prisma.animal.create({ data: { registro: "R-4", nombre: "Lola" } });
    await expect(
      db.prisma.entradaSalida.create({
        data: { animalId: animal.id, fechaLlegada: new Date("2026-11-05"), destinoId: 3, fechaSalida: new Date("2026-11-01") },
      }),
    ).rejects.toThrow();
  });

  test("a value longer than its column is refused", async () => {
    await expect(db.prisma.animal.create({ data: { registro: "R".repeat(26), nombre: "Max" } })).rejects.toThrow();
  });
});
