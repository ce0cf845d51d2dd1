/**
 * examples/adoptables.mjs, the README's integration example, run as a user would run it: plain
 * Node against a listening server, with a `lectura` key, paging with cursors through more animals
 * than one page holds. It prints exactly the animals in the shelter now.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { projectRoot } from "../../api/src/projectRoot.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const run = promisify(execFile);
const SCRIPT = path.join(projectRoot, "examples/adoptables.mjs");
const IN_SHELTER = 120;
const GONE = 7;

describe("examples/adoptables.mjs", () => {
  const t = testAppForSuite({ users: { directora: 1 }, env: { BACKUP_HOUR: "off" } });

  test("lists every animal in the shelter now, over several pages, and no other", async () => {
    const db = t.db.prisma;
    await db.animal.createMany({
      data: Array.from({ length: IN_SHELTER + GONE }, (_, i) => ({ registro: `2026/${i + 1}`, nombre: `Animal ${i + 1}`, tipoId: 1, tallaId: 2, sexoId: 1 })),
    });
    const animals = await db.animal.findMany({ orderBy: { id: "asc" }, select: { id: true, nombre: true } });
    await db.entradaSalida.createMany({
      data: animals.map((animal, i) => ({
        animalId: animal.id,
        destinoId: i < IN_SHELTER ? 6 : 3,
        fechaLlegada: new Date("2026-01-10"),
        fechaSalida: i < IN_SHELTER ? null : new Date("2026-02-10"),
      })),
    });
    const created = await t.graphql(
      `mutation { createClaveApi(input: { nombre: "web", alcance: "lectura" }) { ... on CreateClaveApiPayload { clave } } }`,
      {},
      t.tokens.directora,
    );
    const key = created.data.createClaveApi.clave as string;
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });

    const { stdout } = await run(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH, REFUGIO_URL: address, REFUGIO_API_KEY: key } });
    const listed = JSON.parse(stdout) as { id: number; nombre: string; especie: string; edad: { anios: number } }[];
    expect(listed.map((animal) => animal.nombre).sort()).toEqual(
      animals
        .slice(0, IN_SHELTER)
        .map((animal) => animal.nombre)
        .sort(),
    );
    expect(new Set(listed.map((animal) => animal.id)).size).toBe(IN_SHELTER);
    expect(listed[0]).toMatchObject({ especie: expect.any(String), edad: { anios: expect.any(Number) } });

    const refused = await run(process.execPath, [SCRIPT], { env: { PATH: process.env.PATH, REFUGIO_URL: address, REFUGIO_API_KEY: "rfg_otra" } }).catch(
      (error) => error,
    );
    expect([refused.code, refused.stderr.trim()]).toEqual([1, "La clave de API no es válida, ha caducado o se ha revocado"]);
  });
});
