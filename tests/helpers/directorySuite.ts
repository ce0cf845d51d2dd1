/**
 * What the two directories of spec section 7 (/api/personas, /api/ayuntamientos) share over REST:
 * who may call them, a document number (DNI, CIF) that counts spaces and hyphens as nothing, and
 * no delete while an E/S names the record. Each directory's own rules and messages stay in its
 * suite, which calls describeDirectoryOverRest with what differs.
 */
import { describe, expect, test } from "vitest";
import { directoryCalls, expectEveryRoleMayEdit, expectSessionNeeded } from "./restAccess.ts";
import { testAppForSuite } from "./testApp.ts";

/** What each directory's REST resource calls its record, its document number and the E/S column naming it. */
const DIRECTORIES = {
  personas: { record: "persona", numberField: "dni", linkColumn: "datosEntradaId" },
  ayuntamientos: { record: "ayuntamiento", numberField: "cif", linkColumn: "ayuntamientoId" },
} as const;

export type Directory = {
  /** A valid REST payload with that document number. */
  payload(number: string): object;
  /** One number as typed with hyphens and spaces, as stored, other spellings of it, and another record's number. */
  number: { typed: string; stored: string; spellings: string[]; duplicate: string; clash: string; other: string };
  /** The 409 answer to a number taken; what the refusal to delete a linked record says; the answer to a delete. */
  messages: { taken: { message: string; code: string }; linked: string; deleted: string };
};

export function describeDirectoryOverRest(resource: keyof typeof DIRECTORIES, { payload, number, messages }: Directory): void {
  const { record, numberField, linkColumn } = DIRECTORIES[resource];
  const base = `/api/${resource}`;

  describe(`${resource}: what every directory does over REST`, () => {
    const t = testAppForSuite({ users: { cuidadora: 2 } });
    const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: object) =>
      t.rest({ method, url, token: t.tokens.cuidadora, ...(body && { payload: body }) });
    const lookup = (spelling: string) => call("GET", `${base}/${numberField}/${encodeURIComponent(spelling)}`);

    test("anonymous callers get 401 everywhere; every role may work", async () => {
      await expectSessionNeeded(t, directoryCalls(resource, `${numberField}/123`, payload("N1")));
      expect((await call("GET", base)).json()).toEqual([]);
      await expectEveryRoleMayEdit(t, resource, (role) => payload(`R${role}`));
    });

    test("hyphens count as little as spaces: stored without them, found and refused as duplicates with them", async () => {
      const created = await call("POST", base, payload(number.typed));
      expect(created.json()[numberField]).toBe(number.stored);
      for (const spelling of [number.stored, ...number.spellings]) {
        expect((await lookup(spelling)).json(), spelling).toEqual({ exists: true, [record]: expect.objectContaining({ id: created.json().id }) });
      }
      const duplicate = await call("POST", base, payload(number.duplicate));
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ ...messages.taken, field: numberField });
      const other = (await call("POST", base, payload(number.other))).json();
      const clash = await call("PUT", `${base}/${other.id}/from-ficha`, payload(number.clash));
      expect(clash.statusCode).toBe(409);
      expect((await call("GET", `${base}/${other.id}`)).json()[numberField]).toBe(number.other);
      expect((await lookup("---")).statusCode).toBe(400);
    });

    test(`DELETE is refused with 409 while an E/S names the ${record}, and goes once it does not`, async () => {
      const created = (await call("POST", base, payload("D1"))).json();
      const animal = await t.db.prisma.animal.create({ data: { registro: "R1", nombre: "Luna" } });
      const es = await t.db.prisma.entradaSalida.create({ data: { animalId: animal.id, fechaLlegada: new Date("2026-03-01"), [linkColumn]: created.id } });
      const refused = await call("DELETE", `${base}/${created.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(messages.linked);
      expect((await call("GET", `${base}/${created.id}`)).statusCode).toBe(200);
      await t.db.prisma.entradaSalida.update({ where: { id: es.id }, data: { [linkColumn]: null } });
      expect((await call("DELETE", `${base}/${created.id}`)).json()).toEqual({ id: created.id, message: messages.deleted });
      expect((await call("DELETE", `${base}/${created.id}`)).statusCode).toBe(404);
    });
  });
}
