import { describe, expect, test } from "vitest";
import { testAppForSuite } from "../helpers/testApp.ts";

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
  const t = testAppForSuite();

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
    for (const [role, label] of [
      [2, "Empleado"],
      [3, "Veterinario"],
    ] as const) {
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

type Suite = ReturnType<typeof testAppForSuite>;

/** A login sent from `remoteAddress`, over GraphQL or over REST. */
const loginOverGraphQL = (t: Suite, remoteAddress: string, username: string, password: string) =>
  t.rest({ method: "POST", url: "/graphql", remoteAddress, payload: { query: LOGIN, variables: { input: { username, password } } } });
const loginOverRest = (t: Suite, remoteAddress: string, username: string, password: string) =>
  t.rest({ method: "POST", url: "/api/auth/login", remoteAddress, payload: { username, password } });

describe("failed logins are throttled per username and client, over every transport", () => {
  const t = testAppForSuite({ users: { cuidadora: 2, veterinaria: 3 } });

  test("after five failures that client waits for that username; elsewhere the right password still works", async () => {
    for (let i = 0; i < 4; i++) {
      const wrong = await t.graphql(LOGIN, { input: { username: "cuidadora", password: `mala${i}` } });
      expect(wrong.data.login.code).toBe("INVALID_CREDENTIALS");
    }
    const fifth = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "CUIDADORA", password: "mala" } });
    expect(fifth.json()).toEqual({ message: "Invalid credentials", code: "INVALID_CREDENTIALS" });

    const waiting = await t.graphql(LOGIN, { input: { username: "cuidadora", password: "secreto123" } });
    expect(waiting.data.login).toMatchObject({ __typename: "AppError", code: "RATE_LIMITED" });
    expect(waiting.data.login.message).toMatch(/^Demasiados intentos fallidos\. Inténtelo de nuevo dentro de [12] segundos?\.$/);
    const waitingRest = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "cuidadora", password: "secreto123" } });
    expect(waitingRest.statusCode).toBe(429);

    // The owner of the account, on another machine, is not shut out by someone else's failures.
    const elsewhere = await loginOverGraphQL(t, "10.20.30.40", "cuidadora", "secreto123");
    expect(elsewhere.json().data.login.__typename).toBe("LoginPayload");
    const unknownUser = await t.graphql(LOGIN, { input: { username: "nadie", password: "x" } });
    expect(unknownUser.data.login.code).toBe("INVALID_CREDENTIALS");
  });

  test("a successful login clears the count", async () => {
    for (let i = 0; i < 4; i++) await t.graphql(LOGIN, { input: { username: "veterinaria", password: "mala" } });
    const ok = await t.graphql(LOGIN, { input: { username: "veterinaria", password: "secreto123" } });
    expect(ok.data.login.__typename).toBe("LoginPayload");
    for (let i = 0; i < 4; i++) await t.graphql(LOGIN, { input: { username: "veterinaria", password: "mala" } });
    const again = await t.graphql(LOGIN, { input: { username: "veterinaria", password: "secreto123" } });
    expect(again.data.login.__typename).toBe("LoginPayload");
  });
});

describe("an IPv6 client is its /64 network: its budgets do not renew with each address it takes", () => {
  const t = testAppForSuite({ users: { cuidadora: 2 } });
  /** The n-th address of one subscriber's /64. */
  const inNetwork = (n: number) => `2001:db8:a:b:${n.toString(16)}::${n + 1}`;

  test("five failures from five addresses of one /64 make the sixth wait; another /64 logs in", async () => {
    for (let n = 0; n < 5; n++) {
      const wrong = await loginOverRest(t, inNetwork(n), "cuidadora", "mala");
      expect(wrong.json()).toEqual({ message: "Invalid credentials", code: "INVALID_CREDENTIALS" });
    }
    const waiting = await loginOverRest(t, inNetwork(5), "cuidadora", "secreto123");
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(/^Demasiados intentos fallidos\./);
    const overGraphQL = await loginOverGraphQL(t, inNetwork(6), "cuidadora", "secreto123");
    expect(overGraphQL.json().data.login.code).toBe("RATE_LIMITED");

    const otherNetwork = await loginOverRest(t, "2001:db8:a:c::1", "cuidadora", "secreto123");
    expect(otherNetwork.statusCode).toBe(200);
  });

  test("a route's request limit (@fastify/rate-limit's own keys) counts every address of the /64 together too", async () => {
    const recover = (remoteAddress: string) => t.rest({ method: "POST", url: "/api/auth/forgot-password", remoteAddress, payload: { username: "nadie" } });
    for (let n = 0; n < 10; n++) expect((await recover(`2001:db8:f:1::${n + 1}`)).statusCode).not.toBe(429);
    const refused = await recover("2001:db8:f:1:ffff:ffff:ffff:ffff");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("Demasiadas peticiones. Inténtelo de nuevo en un minuto.");
    expect((await recover("2001:db8:f:2::1")).statusCode).not.toBe(429);
  });
});
