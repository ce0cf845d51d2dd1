/** Users and roles over REST and GraphQL: list, create, edit, last-admin protection, change password. */
import { beforeAll, describe, expect, test } from "vitest";
import { testAppForSuite } from "../helpers/testApp.ts";

const USERS = `{ usuarios(first: 50) { edges { node { id username email rolId roleName activo isLastActiveAdmin } } } }`;
const UPDATE = `mutation ($input: UpdateUsuarioInput!) {
  updateUsuario(input: $input) {
    __typename
    ... on UpdateUsuarioPayload { usuario { id username roleName activo isLastActiveAdmin } }
    ... on Error { message }
    ... on AppError { code field }
    ... on ValidationError { field }
  }
}`;
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) {
  changePassword(input: $input) { __typename ... on ChangePasswordPayload { message token } ... on Error { message } ... on ValidationError { field } }
}`;

/** marta as the REST answers show her once created: the spec's fields, then the name and colegiado number she has not. */
const MARTA_JSON = {
  id: expect.any(Number),
  username: "marta",
  email: "marta@refugio.test",
  rol_id: 2,
  activo: true,
  nombre_completo: null,
  numero_colegiado: null,
};

describe("users and roles", () => {
  const t = testAppForSuite({ users: { directora: 1 } });
  let adminId: number;

  const loginStatus = async (username: string, password: string) =>
    (await t.rest({ method: "POST", url: "/api/auth/login", payload: { username, password } })).statusCode;
  const createUserAsAdmin = (payload: object) => t.rest({ method: "POST", url: "/api/usuarios", token: t.tokens.directora, payload });

  beforeAll(async () => {
    adminId = (await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "directora" } })).id;
  });

  test("GET /api/roles lists the three roles", async () => {
    const roles = await t.rest({ method: "GET", url: "/api/roles", token: t.tokens.directora });
    expect(roles.json()).toEqual([
      { id: 1, rol: "Administrador" },
      { id: 2, rol: "Empleado" },
      { id: 3, rol: "Veterinario" },
    ]);
    const { data } = await t.graphql("{ roles { databaseId rol } }", {}, t.tokens.directora);
    expect(data.roles.map((r: { rol: string }) => r.rol)).toEqual(["Administrador", "Empleado", "Veterinario"]);
  });

  test("an administrator creates users; usernames are unique ignoring case", async () => {
    const created = await createUserAsAdmin({ username: "marta", password: "secreto1", email: "marta@refugio.test", rol_id: "2", activo: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(MARTA_JSON);
    expect(await loginStatus("marta", "secreto1")).toBe(200);

    const duplicate = await createUserAsAdmin({ username: "MARTA", password: "secreto1", email: "m2@refugio.test", rol_id: 3, activo: true });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: "Ya existe un usuario con ese nombre", field: "username" });

    const unknownRole = await createUserAsAdmin({ username: "raro", password: "secreto1", email: "r@refugio.test", rol_id: 9, activo: true });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json()).toMatchObject({ message: "El rol seleccionado no existe", field: "rol_id" });
    // Past the INT column's range it was a 500: the role is read by the one id rule.
    const outOfRange = await createUserAsAdmin({ username: "raro", password: "secreto1", email: "r@refugio.test", rol_id: 2 ** 31, activo: true });
    expect([outOfRange.statusCode, outOfRange.json()]).toEqual([
      400,
      { message: "Todos los campos obligatorios deben estar completos", code: "VALIDATION", field: "rol_id" },
    ]);

    const { data } = await t.graphql(
      `mutation ($input: CreateUsuarioInput!) { createUsuario(input: $input) { __typename ... on CreateUsuarioPayload { totalCount usuarioEdge { node { username roleName activo } } } ... on Error { message } } }`,
      { input: { username: "vete", password: "secreto1", email: "vete@refugio.test", rolId: 3, activo: false } },
      t.tokens.directora,
    );
    expect(data.createUsuario).toEqual({
      __typename: "CreateUsuarioPayload",
      totalCount: await t.db.prisma.usuario.count(),
      usuarioEdge: { node: { username: "vete", roleName: "Veterinario", activo: false } },
    });
  });

  test("the live uniqueness check ignores case", async () => {
    const check = async (username: string) =>
      (await t.graphql(`query ($u: String!) { usernameAvailable(username: $u) }`, { u: username }, t.tokens.directora)).data.usernameAvailable;
    expect(await check("Marta")).toBe(false);
    expect(await check("martina")).toBe(true);
  });

  test("the list shows every user with the role name, alphabetically, never the password", async () => {
    const list = await t.rest({ method: "GET", url: "/api/usuarios", token: t.tokens.directora });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((u: { username: string }) => u.username)).toEqual(["directora", "marta", "vete"]);
    expect(list.json()[1]).toEqual({ ...MARTA_JSON, rol: "Empleado" });
    expect(list.body).not.toContain("argon2");

    const { data } = await t.graphql(USERS, {}, t.tokens.directora);
    const nodes = data.usuarios.edges.map((e: { node: unknown }) => e.node);
    expect(nodes[0]).toMatchObject({ username: "directora", roleName: "Administrador", isLastActiveAdmin: true });
    expect(nodes[1]).toMatchObject({ username: "marta", roleName: "Empleado", isLastActiveAdmin: false });
  });

  test("editing changes email, role, active and the password, never the username", async () => {
    const marta = await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "marta" } });
    const putMarta = (payload: Record<string, unknown>) => t.rest({ method: "PUT", url: `/api/usuarios/${marta.id}`, token: t.tokens.directora, payload });
    const updated = await putMarta({ username: "marta", password: "nueva123", email: "marta@protectora.test", rol_id: 3, activo: true });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id: marta.id,
      username: "marta",
      email: "marta@protectora.test",
      rol_id: 3,
      activo: true,
      nombre_completo: null,
      numero_colegiado: null,
    });
    expect(await loginStatus("marta", "nueva123")).toBe(200);
    expect(await loginStatus("marta", "secreto1")).toBe(401);

    const rename = await putMarta({ username: "martita", password: "nueva123", email: "m@refugio.test", rol_id: 3, activo: true });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject({ message: "El nombre de usuario no se puede modificar", field: "username" });

    const weak = await putMarta({ username: "marta", password: "123", email: "m@refugio.test", rol_id: 3, activo: true });
    expect(weak.json()).toMatchObject({ message: "La contraseña debe tener al menos 6 caracteres", field: "password" });

    const missing = await t.rest({
      method: "PUT",
      url: "/api/usuarios/99999",
      token: t.tokens.directora,
      payload: { password: "nueva123", email: "x@refugio.test", rol_id: 2, activo: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Usuario no encontrado");
    const badId = await t.rest({ method: "PUT", url: "/api/usuarios/abc", token: t.tokens.directora, payload: {} });
    expect(badId.statusCode).toBe(400);
    const noActive = await putMarta({ password: "nueva123", email: "m@refugio.test", rol_id: 3 });
    expect(noActive.json()).toMatchObject({ message: "Todos los campos obligatorios deben estar completos", field: "activo" });

    const deactivated = await putMarta({ username: "marta", password: "nueva123", email: "m@refugio.test", rol_id: 3, activo: false });
    expect(deactivated.json().activo).toBe(false);
    expect((await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "marta", password: "nueva123" } })).json()).toEqual({
      message: "User account is inactive",
      code: "INACTIVE_USER",
    });
  });

  test("a vet's name and colegiado number: set on creation, kept by an edit that leaves them out (the spec's client), cleared when sent blank", async () => {
    const created = await createUserAsAdmin({
      username: "vera",
      password: "secreto1",
      email: "vera@refugio.test",
      rol_id: 3,
      activo: true,
      nombre_completo: " Vera Martín Ruiz ",
      numero_colegiado: "28/1234",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nombre_completo: "Vera Martín Ruiz", numero_colegiado: "28/1234" });
    const putVera = (payload: object) => t.rest({ method: "PUT", url: `/api/usuarios/${created.json().id}`, token: t.tokens.directora, payload });
    const specEdit = await putVera({ username: "vera", password: "", email: "vera@protectora.test", rol_id: 3, activo: true });
    expect(specEdit.json()).toMatchObject({ email: "vera@protectora.test", nombre_completo: "Vera Martín Ruiz", numero_colegiado: "28/1234" });
    const tooLong = await putVera({ password: "", email: "vera@protectora.test", rol_id: 3, activo: true, numero_colegiado: "2".repeat(26) });
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      { message: "El número de colegiado no puede superar 25 caracteres", code: "VALIDATION", field: "numero_colegiado" },
    ]);

    const id = Buffer.from(`Usuario:${created.json().id}`).toString("base64");
    const cleared = await t.graphql(
      `mutation ($input: UpdateUsuarioInput!) {
        updateUsuario(input: $input) { ... on UpdateUsuarioPayload { usuario { nombreCompleto numeroColegiado email } } ... on Error { message } }
      }`,
      { input: { id, email: "vera@protectora.test", rolId: 3, activo: true, nombreCompleto: "  ", numeroColegiado: null } },
      t.tokens.directora,
    );
    expect(cleared.data.updateUsuario.usuario).toEqual({ nombreCompleto: null, numeroColegiado: null, email: "vera@protectora.test" });
  });

  test("a blank password keeps the current one, and an edit that changes nothing of access keeps the sessions", async () => {
    const token = await t.userToken(2, "sara");
    const sara = await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "sara" } });
    const saraGlobalId = Buffer.from(`Usuario:${sara.id}`).toString("base64");
    const restUser = async () => (await t.rest({ method: "GET", url: "/api/auth/user", token })).statusCode;
    const putSara = (payload: Record<string, unknown>) => t.rest({ method: "PUT", url: `/api/usuarios/${sara.id}`, token: t.tokens.directora, payload });

    const omitted = await putSara({ username: "sara", email: "sara@protectora.test", rol_id: 2, activo: true });
    expect(omitted.statusCode).toBe(200);
    expect(omitted.json()).toMatchObject({ email: "sara@protectora.test" });
    const blank = await putSara({ username: "sara", password: "", email: "sara@refugio.org", rol_id: 2, activo: true });
    expect(blank.statusCode).toBe(200);
    const viaGraphql = await t.graphql(
      UPDATE,
      { input: { id: saraGlobalId, password: null, email: "sara@refugio.es", rolId: 2, activo: true } },
      t.tokens.directora,
    );
    expect(viaGraphql.data.updateUsuario.__typename).toBe("UpdateUsuarioPayload");
    // The spec's form always sends a password: the one she has already changes nothing.
    const samePassword = await putSara({ username: "sara", password: "secreto123", email: "sara@refugio.es", rol_id: 2, activo: true });
    expect(samePassword.statusCode, samePassword.body).toBe(200);
    expect(await loginStatus("sara", "secreto123")).toBe(200);
    expect(await restUser()).toBe(200);

    // A new role ends the sessions, and so does a new password; each keeps the other's value.
    expect((await putSara({ email: "sara@refugio.es", rol_id: 3, activo: true })).statusCode).toBe(200);
    expect(await restUser()).toBe(401);
    expect(await loginStatus("sara", "secreto123")).toBe(200);
    const newPassword = await t.graphql(
      UPDATE,
      { input: { id: saraGlobalId, password: "clave-nueva-5", email: "sara@refugio.es", rolId: 3, activo: true } },
      t.tokens.directora,
    );
    expect(newPassword.data.updateUsuario.__typename).toBe("UpdateUsuarioPayload");
    expect(await loginStatus("sara", "secreto123")).toBe(401);
    expect(await loginStatus("sara", "clave-nueva-5")).toBe(200);
    const saraAgain = await t.sessionToken("sara");
    expect((await putSara({ email: "sara@refugio.es", rol_id: 3, activo: false })).statusCode).toBe(200);
    expect((await t.rest({ method: "GET", url: "/api/auth/user", token: saraAgain })).statusCode).toBe(401);
  });

  test("the last active administrator can be neither demoted nor deactivated", async () => {
    const { data } = await t.graphql(USERS, {}, t.tokens.directora);
    const directora = data.usuarios.edges.find((e: { node: { username: string } }) => e.node.username === "directora").node;
    const base = { id: directora.id, password: "secreto123", email: "d@refugio.test", rolId: 1, activo: true };
    for (const change of [{ rolId: 2 }, { activo: false }]) {
      const result = await t.graphql(UPDATE, { input: { ...base, ...change } }, t.tokens.directora);
      expect(result.data.updateUsuario).toMatchObject({
        __typename: "AppError",
        code: "LAST_ADMIN",
        message: "No se puede cambiar el rol ni desactivar al único administrador activo",
      });
    }
    const rest = await t.rest({
      method: "PUT",
      url: `/api/usuarios/${adminId}`,
      token: t.tokens.directora,
      payload: { password: "secreto123", email: "d@refugio.test", rol_id: 2, activo: true },
    });
    expect(rest.statusCode).toBe(409);
    // REST names the field as its payload does (rol_id), with the same code.
    expect(rest.json()).toEqual({ message: "No se puede cambiar el rol ni desactivar al único administrador activo", code: "LAST_ADMIN", field: "rol_id" });
    expect((await t.db.prisma.usuario.findUniqueOrThrow({ where: { id: adminId } })).rolId).toBe(1);

    // With a second active administrator, either may step down, but not both.
    const vete = await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "vete" } });
    await t.db.prisma.usuario.update({ where: { id: vete.id }, data: { rolId: 1, activo: true } });
    const veteToken = (await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "vete", password: "secreto1" } })).json().token;
    const [a, b] = await Promise.all([
      t.rest({
        method: "PUT",
        url: `/api/usuarios/${vete.id}`,
        token: t.tokens.directora,
        payload: { password: "secreto1", email: "v@refugio.test", rol_id: 2, activo: true },
      }),
      t.rest({
        method: "PUT",
        url: `/api/usuarios/${adminId}`,
        token: veteToken,
        payload: { password: "secreto1", email: "d@refugio.test", rol_id: 2, activo: true },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.db.prisma.usuario.count({ where: { rolId: 1, activo: true } })).toBe(1);
  });

  test("changing the password checks the current one and the spec's rules, in its order", async () => {
    const token = await t.userToken(2, "pablo");
    const change = (payload: Record<string, string>) => t.rest({ method: "PUT", url: "/api/users/change-password", token, payload });
    expect((await change({ currentPassword: "", newPassword: "" })).json()).toMatchObject({ message: "Todos los campos son obligatorios" });
    expect((await change({ currentPassword: "secreto123", newPassword: "corta" })).json()).toMatchObject({
      message: "La nueva contraseña debe tener al menos 6 caracteres",
      field: "newPassword",
    });
    const wrong = await change({ currentPassword: "otra-cosa", newPassword: "nueva123" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: "La contraseña actual no es correcta", field: "currentPassword" });
    const notJson = await t.rest({ method: "PUT", url: "/api/users/change-password", token, headers: { "content-type": "application/json" }, payload: "{" });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe("El cuerpo de la petición no es JSON válido");

    const ok = await change({ currentPassword: "secreto123", newPassword: "nueva123" });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toContain("application/json");
    expect(ok.json()).toEqual({ message: "Contraseña cambiada correctamente", token: expect.any(String) });
    expect(await loginStatus("pablo", "nueva123")).toBe(200);
    expect(await loginStatus("pablo", "secreto123")).toBe(401);
    // The change ended the old session; the answer carries the one that replaces it.
    const renewed = ok.json().token as string;
    expect((await change({ currentPassword: "nueva123", newPassword: "otra1234" })).statusCode).toBe(401);

    const viaGraphql = await t.graphql(CHANGE_PASSWORD, { input: { currentPassword: "nueva123", newPassword: "otra1234" } }, renewed);
    expect(viaGraphql.data.changePassword).toEqual({
      __typename: "ChangePasswordPayload",
      message: "Contraseña cambiada correctamente",
      token: expect.any(String),
    });
    const wrongGraphql = await t.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: "nueva123", newPassword: "otra1234" } },
      viaGraphql.data.changePassword.token,
    );
    expect(wrongGraphql.data.changePassword).toEqual({
      __typename: "ValidationError",
      message: "La contraseña actual no es correcta",
      field: "currentPassword",
    });
  });

  test("wrong current passwords cost from the login's budget: past its free failures the change waits, and so does a login", async () => {
    const token = await t.userToken(2, "lucas");
    const change = (currentPassword: string) =>
      t.rest({ method: "PUT", url: "/api/users/change-password", token, payload: { currentPassword, newPassword: "nueva123" } });
    for (let i = 0; i < 5; i++) expect((await change(`intento-${i}`)).statusCode).toBe(400);
    const waiting = await change("intento-5");
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(/^Demasiados intentos fallidos\. Inténtelo de nuevo dentro de \d+ segundos?\.$/);
    // Even the right password waits its turn, and the same budget holds the login from this client.
    expect((await change("secreto123")).statusCode).toBe(429);
    expect(await loginStatus("lucas", "secreto123")).toBe(429);
  });

  test("changes are recorded in the audit trail and on the activity log", async () => {
    const activities = await t.db.prisma.actividad.findMany({ where: { tabla: "usuarios" }, orderBy: { id: "asc" } });
    expect(activities.map((a) => `${a.usuario}: ${a.accion} ${a.descripcion}`)).toEqual(
      expect.arrayContaining([
        "directora: crear Creado el usuario marta",
        "directora: modificar Modificado el usuario marta",
        "pablo: cambiar contraseña Cambio de contraseña",
      ]),
    );
    const logs = await t.db.prisma.log.findMany({ where: { username: "directora" } });
    expect(logs.map((l) => l.descripcion)).toContain("Creado el usuario marta");
  });
});
