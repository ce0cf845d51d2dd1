/** New passwords: not blank, not the username, not one of the most common ones; on every path. */
import { describe, expect, test } from "vitest";
import { PASSWORD_POLICY_MESSAGES } from "../../api/src/domain/auth/passwordPolicy.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

describe("password policy", () => {
  const t = testAppForSuite();

  test("first-run setup refuses the username as password", async () => {
    const setup = await t.rest({
      method: "POST",
      url: "/api/usuarios",
      payload: { username: "directora", password: "Directora", email: "d@refugio.test", rol_id: 1, activo: true },
    });
    expect(setup.statusCode).toBe(400);
    expect(setup.json()).toMatchObject({ message: PASSWORD_POLICY_MESSAGES.username, field: "password" });
    expect(await t.db.prisma.usuario.count()).toBe(0);
  });

  test("creating, editing and changing refuse common and blank passwords", async () => {
    const admin = await t.userToken(1, "admin");
    const create = await t.rest({
      method: "POST",
      url: "/api/usuarios",
      token: admin,
      payload: { username: "martina", password: "qwerty123", email: "m@refugio.test", rol_id: 2, activo: true },
    });
    expect(create.json()).toMatchObject({ message: PASSWORD_POLICY_MESSAGES.common, field: "password" });
    const created = await t.rest({
      method: "POST",
      url: "/api/usuarios",
      token: admin,
      payload: { username: "martina", password: "perro-gato-7", email: "m@refugio.test", rol_id: 2, activo: true },
    });
    expect(created.statusCode).toBe(201);
    const edit = await t.rest({
      method: "PUT",
      url: `/api/usuarios/${created.json().id}`,
      token: admin,
      payload: { password: "MARTINA", email: "m@refugio.test", rol_id: 2, activo: true },
    });
    expect(edit.json()).toMatchObject({ message: PASSWORD_POLICY_MESSAGES.username });
    const own = await t.userToken(2, "pablo");
    const blank = await t.rest({
      method: "PUT",
      url: "/api/users/change-password",
      token: own,
      payload: { currentPassword: "secreto123", newPassword: "        " },
    });
    expect(blank.json()).toMatchObject({ message: PASSWORD_POLICY_MESSAGES.blank, field: "newPassword" });
  });
});
