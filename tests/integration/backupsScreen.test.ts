/**
 * 'Copias de seguridad' over the API: 'Hacer copia ahora', the list, the download (REST) and
 * BACKUP_KEEP, the Dashboard's warning, and who may do each (administrators; the others are
 * refused before their input is read).
 */
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { BACKUP_LOCK } from "../../api/src/backup/backupStore.ts";
import { advisoryLockKey } from "../../api/src/db/advisoryLock.ts";
import { CUT_OFF } from "../../api/src/domain/backups/backups.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const MAKE = `mutation { makeBackupNow { __typename ... on MakeBackupNowPayload { copia { databaseId origen archivo bytes error terminada downloadUrl } } ... on AppError { code message } } }`;
const LIST = "{ copiasSeguridad { databaseId origen archivo bytes error borrada downloadUrl } }";
const WARNING = "{ dashboard { copiaSeguridadAtrasada { ultimaCorrecta } } }";

describe("'Copias de seguridad'", () => {
  const t = testAppForSuite({ users: { directora: 1, marta: 2 }, env: { BACKUP_KEEP: "2" } });
  const backupsDir = () => path.join(t.dataDir, "backups");

  test("with no backup yet, the Dashboard warns administrators only", async () => {
    expect((await t.graphql(WARNING, {}, t.tokens.directora)).data).toEqual({ dashboard: { copiaSeguridadAtrasada: { ultimaCorrecta: null } } });
    expect((await t.graphql(WARNING, {}, t.tokens.marta)).data).toEqual({ dashboard: { copiaSeguridadAtrasada: null } });
  });

  test("others are refused before anything is read or made", async () => {
    for (const token of [t.tokens.marta, undefined]) {
      const status = token ? 403 : 401;
      expect((await t.rest({ method: "GET", url: "/api/backups/no-es-un-numero/download", token })).statusCode).toBe(status);
      expect((await t.rest({ method: "GET", url: "/api/backups/1/download", token })).statusCode).toBe(status);
    }
    expect((await t.graphql(MAKE, {}, t.tokens.marta)).data).toEqual({
      makeBackupNow: { __typename: "AppError", code: "FORBIDDEN", message: expect.any(String) },
    });
    expect(await readdir(backupsDir()).catch(() => [])).toEqual([]);
  });

  test("'Hacer copia ahora' makes one, listed and downloadable as the same bytes", async () => {
    const { data } = await t.graphql(MAKE, {}, t.tokens.directora);
    const copia = data.makeBackupNow.copia;
    expect(copia).toMatchObject({ origen: "manual", error: null, terminada: expect.any(String), downloadUrl: `/api/backups/${copia.databaseId}/download` });
    const onDisk = await readFile(path.join(backupsDir(), copia.archivo));
    expect(copia.bytes).toBe(onDisk.length);

    const download = await t.rest({ method: "GET", url: copia.downloadUrl, token: t.tokens.directora });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/gzip");
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="${copia.archivo}"`);
    expect(createHash("sha256").update(download.rawPayload).digest("hex")).toBe(createHash("sha256").update(onDisk).digest("hex"));

    expect((await t.graphql(LIST, {}, t.tokens.directora)).data.copiasSeguridad[0]).toMatchObject({ databaseId: copia.databaseId, archivo: copia.archivo });
    expect((await t.graphql(WARNING, {}, t.tokens.directora)).data).toEqual({ dashboard: { copiaSeguridadAtrasada: null } });
  });

  test("beyond BACKUP_KEEP good backups, the oldest are removed and no longer downloadable", async () => {
    // Names carry the second they were made: wait so that each is a new file.
    for (let i = 0; i < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await t.graphql(MAKE, {}, t.tokens.directora)).data.makeBackupNow.copia.error).toBeNull();
    }
    const list = (await t.graphql(LIST, {}, t.tokens.directora)).data.copiasSeguridad;
    expect(list).toHaveLength(3);
    expect(list.map((row: { borrada: string | null }) => row.borrada !== null)).toEqual([false, false, true]);
    expect(list[2].downloadUrl).toBeNull();
    expect((await readdir(backupsDir())).sort()).toEqual([list[1].archivo, list[0].archivo].sort());
    const gone = await t.rest({ method: "GET", url: `/api/backups/${list[2].databaseId}/download`, token: t.tokens.directora });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("Esa copia de seguridad no está en la carpeta de copias de este servidor.");
  });

  test("each download is recorded: who took which backup, and when; a refused one records nothing", async () => {
    // A new second, so that this backup is a new file (see above).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { data } = await t.graphql(MAKE, {}, t.tokens.directora);
    const copia = data.makeBackupNow.copia;
    const before = new Date();
    const recorded = () => t.db.prisma.log.findMany({ where: { descripcion: { contains: copia.archivo } }, orderBy: { id: "asc" } });
    expect((await t.rest({ method: "GET", url: copia.downloadUrl, token: t.tokens.marta })).statusCode).toBe(403);
    expect(await recorded()).toEqual([]);

    expect((await t.rest({ method: "GET", url: copia.downloadUrl, token: t.tokens.directora })).statusCode).toBe(200);
    const directora = await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "directora" } });
    const [line] = await recorded();
    expect(line).toMatchObject({
      usuarioId: directora.id,
      username: "directora",
      descripcion: `Descargada la copia de seguridad nº ${copia.databaseId}: ${copia.archivo}`,
    });
    // The database's clock and this process's are the same machine's; a second's slack for rounding.
    expect(line?.fechaHora.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(line?.fechaHora.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const activity = await t.db.prisma.actividad.findMany({ where: { tabla: "copias_seguridad", registroId: copia.databaseId } });
    expect(activity).toMatchObject([{ accion: "descargar", usuario: "directora" }]);

    expect((await t.rest({ method: "GET", url: copia.downloadUrl, token: t.tokens.directora })).statusCode).toBe(200);
    expect(await recorded()).toHaveLength(2);
  });
  test("a backup left unfinished by a server that stopped holds back no later one", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // As a crash leaves it: started a moment ago, never ended.
    const cut = await t.db.prisma.copiaSeguridad.create({ data: { origen: "programada", archivo: "refugio-20261127-010000Z.tar.gz" } });
    const source = t.db.snapshotSource;
    if (source.kind === "postgres") {
      // Another instance, running a backup: it holds the lock on its own connection.
      const other = new pg.Client({ connectionString: source.url });
      await other.connect();
      await other.query("SELECT pg_advisory_lock($1, $2)", advisoryLockKey(BACKUP_LOCK));
      other.on("error", () => {});
      const { rows } = await other.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      expect((await t.graphql(MAKE, {}, t.tokens.directora)).data.makeBackupNow).toMatchObject({ __typename: "AppError", code: "BACKUP_IN_PROGRESS" });
      expect(await t.db.prisma.copiaSeguridad.findUniqueOrThrow({ where: { id: cut.id } })).toMatchObject({ terminada: null, error: null });
      // That instance dies: the server ends its session, and the lock with it.
      await t.db.prisma.$queryRaw`SELECT pg_terminate_backend(${rows[0]?.pid})`;
      await other.end().catch(() => {});
    }
    const { data } = await t.graphql(MAKE, {}, t.tokens.directora);
    expect(data.makeBackupNow.copia).toMatchObject({ error: null, terminada: expect.any(String) });
    expect(await t.db.prisma.copiaSeguridad.findUniqueOrThrow({ where: { id: cut.id } })).toMatchObject({ terminada: expect.any(Date), error: CUT_OFF });
  });
});
