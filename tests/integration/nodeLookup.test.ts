/**
 * node(id:) tells nobody which records exist: a missing record and one the caller may not see
 * both answer null, with no error and no log line.
 */
import type { GraphQLInterfaceType } from "graphql";
import { beforeAll, describe, expect, test } from "vitest";
import { schema } from "../../api/src/graphql/schema.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const globalId = (typename: string, id: number) => Buffer.from(`${typename}:${id}`).toString("base64");

describe("node(id:) for unseen ids", () => {
  const log: string[] = [];
  const t = testAppForSuite({ log, users: { directora: 1, empleado: 2 } });
  let personaId: number;
  let userId: number;
  beforeAll(async () => {
    userId = (await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "empleado" } })).id;
    personaId = (
      await t.db.prisma.persona.create({
        data: { dni: "12345678Z", nombre: "Ana", apellido1: "Pérez", localidad: "Valencia", provincia: "Valencia", telefono1: "600000000" },
      })
    ).id;
  });

  const lookup = (ids: string[], token?: string) => t.graphql(`query { ${ids.map((id, i) => `n${i}: node(id: "${id}") { id }`).join(" ")} }`, {}, token);

  test("anonymous callers get null for existing and missing records alike", async () => {
    const answer = await lookup([globalId("Persona", personaId), globalId("Persona", 999_999), globalId("Usuario", userId)]);
    expect(answer).toEqual({ data: { n0: null, n1: null, n2: null } });
  });

  test("an employee gets null for users (administrators only) and for missing people; the existing person", async () => {
    const answer = await lookup(
      [globalId("Usuario", userId), globalId("Usuario", 999_999), globalId("Persona", 999_999), globalId("Persona", personaId)],
      t.tokens.empleado,
    );
    expect(answer).toEqual({ data: { n0: null, n1: null, n2: null, n3: { id: globalId("Persona", personaId) } } });
  });

  test("an administrator sees the user", async () => {
    expect((await lookup([globalId("Usuario", userId)], t.tokens.directora)).data).toEqual({ n0: { id: globalId("Usuario", userId) } });
  });

  test("missing records leave no error in the log", async () => {
    log.length = 0;
    await lookup(
      Array.from({ length: 10 }, (_, i) => globalId("Animal", 900_000 + i)),
      t.tokens.directora,
    );
    expect(log.filter((line) => JSON.parse(line).level >= 50)).toEqual([]);
  });

  test("a malformed or out-of-range record id is INVALID_ID for every record type, never an unexpected error", async () => {
    const types = schema.getPossibleTypes(schema.getType("Node") as GraphQLInterfaceType).map((type) => type.name);
    expect(types).toContain("RegistroActividad");
    for (const type of types) {
      const malformed = [`${type}:abc`, `${type}:1.5`, `${type}:2147483648`, `${type}:9999999999`].map((id) => Buffer.from(id).toString("base64"));
      const answer = await lookup(malformed, t.tokens.directora);
      expect(answer.data, type).toEqual({ n0: null, n1: null, n2: null, n3: null });
      expect(
        answer.errors?.map((error) => [error.message, (error as { extensions?: { code?: string } }).extensions?.code]),
        type,
      ).toEqual(Array(4).fill(["Identificador no válido", "INVALID_ID"]));
    }
  });
});
