import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import { domainWorldForSuite } from "../../../tests/helpers/domainDeps.ts";
import { scheduledBackup } from "./scheduledBackup.ts";

const world = domainWorldForSuite(1);
const job = scheduledBackup("03:00");
const context = () => ({ deps: world.deps, period: "2026-11-27", signal: new AbortController().signal });

test("the daily backup writes an archive into BACKUP_DIR and records it", async () => {
  await job.run(context());
  const rows = await world.deps.db.copiaSeguridad.findMany();
  expect(rows).toEqual([expect.objectContaining({ origen: "programada", error: null, usuarioId: null, terminada: expect.any(Date) })]);
  expect(await readdir(path.join(world.dataDir, "backups"))).toEqual([rows[0]!.archivo]);
  await world.deps.db.copiaSeguridad.deleteMany();
});

test("a failed backup is recorded with its reason, the job fails with it, and the next one is not held back", async () => {
  const failing = { ...world.deps, backups: { ...world.deps.backups, write: () => Promise.reject(new Error("No queda espacio en el disco")) } };
  await expect(job.run({ ...context(), deps: failing })).rejects.toThrow("No queda espacio en el disco");
  expect(await world.deps.db.copiaSeguridad.findFirst()).toMatchObject({ error: "No queda espacio en el disco", terminada: expect.any(Date) });
  await job.run(context());
  expect(await world.deps.db.copiaSeguridad.count({ where: { error: null } })).toBe(1);
});

test("a backup under way holds back another until it ends", async () => {
  let finish!: () => void;
  const slow = { ...world.deps, backups: { ...world.deps.backups, write: () => new Promise<number>((resolve) => (finish = () => resolve(1))) } };
  const first = job.run({ ...context(), deps: slow });
  await expect.poll(() => world.deps.db.copiaSeguridad.count({ where: { terminada: null } })).toBe(1);
  await expect(job.run(context())).rejects.toThrow("Ya se está haciendo una copia de seguridad: espere a que termine.");
  finish();
  await first;
});
