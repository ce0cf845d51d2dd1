/**
 * Domain tests' world: a fresh in-memory PGlite, a temporary data folder for uploads, and
 * helpers that make users, animals, E/S and observations directly in the database.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createBackupStore } from "../../api/src/backup/backupStore.ts";
import type { Database } from "../../api/src/db/client.ts";
import type { Person } from "../../api/src/domain/actor.ts";
import { countersIn } from "../../api/src/db/counters.ts";
import { createLoginThrottle } from "../../api/src/domain/auth/loginThrottle.ts";
import { createSessionUsers } from "../../api/src/domain/auth/sessionUsers.ts";
import { sessionKey } from "../../api/src/domain/auth/tokens.ts";
import type { Deps } from "../../api/src/domain/deps.ts";
import { pdfPoolErrors } from "../../api/src/domain/errors.ts";
import type { FileKind } from "../../api/src/files/fileStore.ts";
import { createPdfPool } from "../../api/src/pdf/pool.ts";
import { forSuite } from "./forSuite.ts";
import { storedFileNames } from "./storedFiles.ts";
import { openMigratedPglite } from "./testDatabase.ts";

export type DomainWorld = {
  deps: Deps;
  database: Database;
  dataDir: string;
  /** A new active user of that role, as the domain sees a logged-in caller. */
  actor(rolId?: 1 | 2 | 3): Promise<Person>;
  /** Names of the files of a kind the database keeps. */
  storedFiles(kind: FileKind): Promise<string[]>;
  close(): Promise<void>;
};

/** `open` gives the database; by default a fresh in-memory PGlite (see testDatabase.ts for both kinds). */
export async function createDomainWorld(open: () => Promise<Database> = openMigratedPglite): Promise<DomainWorld> {
  const database = await open();
  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-domain-"));
  const deps: Deps = {
    db: database.prisma,
    jwtSecret: sessionKey("s".repeat(32)),
    jwtExpiresIn: "1h",
    // Never told it is listening: every session is read from the database.
    sessionUsers: createSessionUsers(10),
    encryptionKey: randomBytes(32),
    timeZone: "Europe/Madrid",
    healthReminderHour: null,
    loginThrottle: createLoginThrottle(countersIn(database)),
    apiKeyLimit: countersIn(database)({ keyPrefix: "clave", points: 600, duration: 60 }),
    pdf: createPdfPool(1, pdfPoolErrors),
    backups: createBackupStore({
      dir: path.join(dataDir, "backups"),
      keep: 14,
      dataDir,
      source: database.snapshotSource,
      pool: database.pool,
      secretsFromEnvironment: [],
    }),
  };
  let users = 0;
  return {
    deps,
    database,
    dataDir,
    async actor(rolId = 2) {
      const user = await database.prisma.usuario.create({
        data: { username: `persona${++users}`, password: "x", email: null, rolId },
      });
      return { id: user.id, username: user.username, rolId };
    },
    async storedFiles(kind) {
      return storedFileNames(database.prisma, kind);
    },
    async close() {
      await deps.pdf.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The enclosing describe block's world, created before its tests and closed after them (see
 * forSuite), with `user`: a user of `role` made as it opens, whom the suite's calls act as.
 */
export const domainWorldForSuite = (role: 1 | 2 | 3): DomainWorld & { user: Person } =>
  forSuite(async () => {
    const world = await createDomainWorld();
    return { ...world, user: await world.actor(role) };
  });

/** An animal with one open E/S, as the later E/S screens create them. */
export async function createAnimalWithEntradaSalida(
  deps: Deps,
  entrada: { procedenciaId?: number | null; destinoId?: number } = {},
): Promise<{ animalId: number; entradaSalidaId: number }> {
  const animal = await deps.db.animal.create({ data: { registro: "R-1", nombre: "Toby", tipoId: 1, tallaId: 2, sexoId: 1 } });
  const es = await deps.db.entradaSalida.create({
    data: {
      animalId: animal.id,
      procedenciaId: entrada.procedenciaId ?? null,
      destinoId: entrada.destinoId ?? 6,
      fechaLlegada: new Date("2026-01-10"),
      fechaSalida: entrada.destinoId && entrada.destinoId !== 6 ? new Date("2026-02-10") : null,
    },
  });
  return { animalId: animal.id, entradaSalidaId: es.id };
}
