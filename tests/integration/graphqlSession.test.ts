import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../helpers/testApp.ts";

const SETUP = `mutation ($input: SetupFirstAdminInput!) {
  setupFirstAdmin(input: $input) {
    __typename
    ... on SetupFirstAdminPayload { token viewer { username rolId roleLabel isAdmin } }
    ... on Error { message }
    ... on ValidationError { field issues { path message } }
    ... on AppError { code }
  }
}`;

const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) {
    __typename
    ... on LoginPayload { token viewer { username roleLabel } }
    ... on Error { message }
    ... on AppError { code }
  }
}`;

describe("first-run setup and session over GraphQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("appStatus and viewer before setup", async () => {
    const { data } = await t.graphql("{ appStatus { hasUsers smtpAvailable } viewer { username } }");
    expect(data).toEqual({ appStatus: { hasUsers: false, smtpAvailable: false }, viewer: null });
  });

  test("setup returns typed validation errors with the field", async () => {
    const { data } = await t.graphql(SETUP, { input: { username: "admin", password: "123", email: "a@refugio.test" } });
    expect(data.setupFirstAdmin).toMatchObject({
      __typename: "ValidationError",
      message: "La contraseña debe tener al menos 6 caracteres",
      field: "password",
    });
  });

  test("setup creates the administrator and logs them in; a second setup is refused", async () => {
    const { data } = await t.graphql(SETUP, { input: { username: "directora", password: "secreto1", email: "d@refugio.test" } });
    expect(data.setupFirstAdmin).toMatchObject({
      __typename: "SetupFirstAdminPayload",
      viewer: { username: "directora", rolId: 1, roleLabel: "Administrador", isAdmin: true },
    });
    const me = await t.graphql("{ viewer { username roleLabel } }", {}, data.setupFirstAdmin.token);
    expect(me.data).toEqual({ viewer: { username: "directora", roleLabel: "Administrador" } });
    const again = await t.graphql(SETUP, { input: { username: "otra", password: "secreto1", email: "o@refugio.test" } });
    expect(again.data.setupFirstAdmin).toMatchObject({ __typename: "AppError", code: "SETUP_DONE" });
    expect(await t.db.prisma.usuario.count()).toBe(1);
  });

  test("login: a session, or a typed error with the spec's Spanish text", async () => {
    const ok = await t.graphql(LOGIN, { input: { username: "Directora", password: "secreto1" } });
    expect(ok.data.login).toMatchObject({ __typename: "LoginPayload", viewer: { username: "directora", roleLabel: "Administrador" } });
    const wrong = await t.graphql(LOGIN, { input: { username: "directora", password: "otra" } });
    expect(wrong.data.login).toEqual({ __typename: "AppError", message: "Usuario o contraseña incorrectos", code: "INVALID_CREDENTIALS" });
    const empty = await t.graphql(LOGIN, { input: { username: " ", password: "" } });
    expect(empty.data.login.message).toBe("Por favor, complete todos los campos");
  });

  test("the role label follows the spec for every role", async () => {
    for (const [role, label] of [[2, "Empleado"], [3, "Veterinario"]] as const) {
      const token = await t.userToken(role);
      const { data } = await t.graphql("{ viewer { roleLabel isAdmin } }", {}, token);
      expect(data.viewer).toEqual({ roleLabel: label, isAdmin: false });
    }
  });

  test("an invalid token reads as logged out, and unexpected errors stay masked", async () => {
    expect((await t.graphql("{ viewer { username } }", {}, "basura")).data).toEqual({ viewer: null });
    const malformed = await t.rest({ method: "POST", url: "/graphql", payload: { query: "{ noExiste }" } });
    expect(malformed.statusCode).toBeLessThan(500);
    expect(malformed.json().errors[0].message).toContain("noExiste");
    const notJson = await t.rest({ method: "POST", url: "/graphql", headers: { "content-type": "application/json" }, payload: "{mal" });
    expect(notJson.statusCode).toBe(400);
  });
});

describe("failed logins are throttled per username, over every transport", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.userToken(2, "cuidadora");
  });
  afterAll(() => t.close());

  test("after 10 failures the username is refused even with the right password; others are not", async () => {
    for (let i = 0; i < 9; i++) {
      const wrong = await t.graphql(LOGIN, { input: { username: "cuidadora", password: `mala${i}` } });
      expect(wrong.data.login.code).toBe("INVALID_CREDENTIALS");
    }
    const tenth = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "CUIDADORA", password: "mala" } });
    expect(tenth.json()).toEqual({ message: "Invalid credentials", code: "INVALID_CREDENTIALS" });

    const locked = await t.graphql(LOGIN, { input: { username: "cuidadora", password: "secreto123" } });
    expect(locked.data.login).toMatchObject({ __typename: "AppError", code: "RATE_LIMITED" });
    expect(locked.data.login.message).toMatch(/^Demasiados intentos fallidos para este usuario\. Inténtelo de nuevo dentro de 1[45] minutos\.$/);
    const lockedRest = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "cuidadora", password: "secreto123" } });
    expect(lockedRest.statusCode).toBe(429);

    const unknownUser = await t.graphql(LOGIN, { input: { username: "nadie", password: "x" } });
    expect(unknownUser.data.login.code).toBe("INVALID_CREDENTIALS");
    await t.userToken(3, "veterinaria");
  });

  test("a successful login clears the count", async () => {
    for (let i = 0; i < 9; i++) await t.graphql(LOGIN, { input: { username: "veterinaria", password: "mala" } });
    const ok = await t.graphql(LOGIN, { input: { username: "veterinaria", password: "secreto123" } });
    expect(ok.data.login.__typename).toBe("LoginPayload");
    for (let i = 0; i < 9; i++) await t.graphql(LOGIN, { input: { username: "veterinaria", password: "mala" } });
    const again = await t.graphql(LOGIN, { input: { username: "veterinaria", password: "secreto123" } });
    expect(again.data.login.__typename).toBe("LoginPayload");
  });
});
