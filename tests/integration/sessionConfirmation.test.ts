/**
 * A query of the app's runs at once on the session user the process keeps, before it is confirmed
 * that no change to the users was missed (auth/sessionConfirmation.ts); its answer, and any write
 * on its behalf, wait for that confirmation. Here the user is deactivated while the confirmation
 * is asked, as when the change commits on another instance just before the request arrives: the
 * answer computed on the old row is never sent, the query runs again and is refused, and the
 * access record it would have written is not there.
 */
import { describe, expect, test } from "vitest";
import { ANA_PERSONA } from "../helpers/fixtures.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

describe("a query run before its session is confirmed", () => {
  const t = testAppForSuite();
  const db = () => t.db.prisma;

  /**
   * The listener's next confirmation first deactivates `username`, and then hears it as the
   * listener hears a committed change. Listening again forgets every kept user.
   */
  function deactivateWhileConfirming(username: string) {
    let pending = true;
    t.app.deps.sessionUsers.listening(async () => {
      if (pending) {
        pending = false;
        const { id } = await db().usuario.findFirstOrThrow({ where: { username } });
        await db().usuario.update({ where: { id }, data: { activo: false } });
        t.app.deps.sessionUsers.changed(id);
      }
      return true;
    });
  }

  test("an answer computed on a session that ended meanwhile is never sent: the query runs again on the row read afresh", async () => {
    const token = await t.userToken(2, "marta");
    const viewer = () => t.graphql("{ viewer { username } }", {}, token);
    deactivateWhileConfirming("marta");
    // Read from the database (and kept): nothing to confirm.
    expect(await viewer()).toEqual({ data: { viewer: { username: "marta" } } });
    // From what was kept, confirmed after it ran: the user was deactivated meanwhile.
    expect(await viewer()).toEqual({ data: { viewer: null } });
    expect(await db().usuario.count({ where: { username: "marta", activo: false } })).toBe(1);
  });

  test("a write on its behalf waits for the confirmation: a DNI lookup by a user deactivated meanwhile is refused and records no access", async () => {
    const token = await t.userToken(2, "pedro");
    const ana = await db().persona.create({ data: { ...ANA_PERSONA, dni: "00000042T", telefono2: null } });
    const lookup = () => t.graphql("query ($dni: String!) { personaByDni(dni: $dni) { nombre } }", { dni: ana.dni }, token);
    const accessRecords = () => db().log.count({ where: { personaAccedidaId: ana.id } });
    deactivateWhileConfirming("pedro");
    expect((await lookup()).data?.personaByDni).toEqual({ nombre: "Ana" });
    expect(await accessRecords()).toBe(1);

    const refused = await lookup();
    expect(refused.data?.personaByDni ?? null).toBeNull();
    expect(refused.errors?.map((error) => error.message)).toEqual(["Debe iniciar sesión"]);
    expect(await accessRecords()).toBe(1);
    expect(await db().usuario.count({ where: { username: "pedro", activo: false } })).toBe(1);
  });
});
