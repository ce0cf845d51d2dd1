/**
 * The session cookie (spec section 7: the client loads photos with <img src> and opens documents
 * and pdfUrl in a tab, and 'cookies are sent with every request'). Logging in sets it beside the
 * token; it carries the same session, so it ends with it; it opens stored files and PDFs (GET)
 * and nothing else: the bearer token stays the credential for every other call.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { insertAnimal, insertStay, JPEG_24X12 } from "../helpers/fixtures.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const COOKIE = "refugio_sesion";
const EIGHT_HOURS = 8 * 60 * 60;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { token } } }`;
const LOGOUT = "mutation { logout { __typename } }";
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on ChangePasswordPayload { token } } }`;
const SETUP = `mutation ($input: SetupFirstAdminInput!) { setupFirstAdmin(input: $input) { __typename ... on SetupFirstAdminPayload { token } } }`;

type Answer = {
  cookies: { name: string; value: string; path?: string; maxAge?: number; expires?: Date; httpOnly?: boolean; sameSite?: string; secure?: boolean }[];
};

/** The session cookie an answer sets (undefined when it sets none). */
const sessionCookieOf = (answer: Answer) => answer.cookies.find((cookie) => cookie.name === COOKIE);

describe("the session cookie", () => {
  const t = testAppForSuite({ users: { directora: 1 } });
  let photoPath: string;
  let pdfUrl: string;
  let animalId: number;

  beforeAll(async () => {
    animalId = (await insertAnimal(t.db.prisma)).id;
    const stay = await insertStay(t.db.prisma, animalId);
    const body = multipartBody([{ field: "photo", filename: "foto.jpg", contentType: "image/jpeg", bytes: JPEG_24X12 }]);
    photoPath = (await t.rest({ method: "POST", url: `/api/animales/${animalId}/upload-photo`, token: t.tokens.directora, ...body })).json().photoPath;
    pdfUrl = (
      await t.rest({
        method: "POST",
        url: "/api/reports/generate",
        token: t.tokens.directora,
        payload: { type: "ficha-registral", animalId, entradaSalidaId: stay.id },
      })
    ).json().pdfUrl;
  });

  const loginRest = async (username: string, password = "secreto123") => {
    const answer = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username, password } });
    expect(answer.statusCode).toBe(200);
    return { token: answer.json().token as string, cookie: sessionCookieOf(answer)! };
  };
  const loginGraphql = async (username: string, password = "secreto123") => {
    const answer = await t.rest({ method: "POST", url: "/graphql", payload: { query: LOGIN, variables: { input: { username, password } } } });
    expect(answer.json().data.login.__typename).toBe("LoginPayload");
    return { token: answer.json().data.login.token as string, cookie: sessionCookieOf(answer)! };
  };
  /** A GET with the cookie and no bearer token, as an <img> or a new tab sends it. */
  const withCookie = (value: string, url: string, method: "GET" | "POST" | "PUT" | "DELETE" = "GET", payload?: Record<string, unknown>) =>
    t.rest({ method, url, payload, cookies: { [COOKIE]: value } });

  test("logging in over REST or GraphQL sets it: HttpOnly, SameSite=Strict, for /api, as long as the session, the token's own value", async () => {
    await t.userToken(2, "carmen");
    for (const login of [loginRest, loginGraphql]) {
      const { token, cookie } = await login("carmen");
      expect(cookie).toMatchObject({ value: token, path: "/api", httpOnly: true, sameSite: "Strict" });
      expect(cookie.secure).toBeUndefined();
      expect(cookie.maxAge).toBeGreaterThan(EIGHT_HOURS - 60);
      expect(cookie.maxAge).toBeLessThanOrEqual(EIGHT_HOURS);
      expect(Math.abs(cookie.expires!.getTime() - Date.now() - EIGHT_HOURS * 1000)).toBeLessThan(60_000);
    }
    const refused = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "carmen", password: "otra" } });
    expect(refused.statusCode).toBe(401);
    expect(sessionCookieOf(refused)).toBeUndefined();
  });

  test("alone, it opens stored files and PDFs, and nothing else", async () => {
    const { cookie } = await loginRest("directora");
    expect((await withCookie(cookie.value, photoPath)).statusCode).toBe(200);
    expect((await withCookie(cookie.value, `/api/animales/${animalId}/photo/original`)).statusCode).toBe(200);
    expect((await withCookie(cookie.value, pdfUrl)).statusCode).toBe(200);
    // Past the session check: there is just no logo yet.
    expect((await withCookie(cookie.value, "/api/refugio/logo")).json()).toMatchObject({ code: "NOT_FOUND" });

    for (const url of ["/api/auth/user", `/api/animales/${animalId}`, "/api/refugio", "/api/usuarios", "/api/configuration"]) {
      expect((await withCookie(cookie.value, url)).statusCode, url).toBe(401);
    }
    expect((await withCookie(cookie.value, `/api/animales/${animalId}/photo`, "DELETE")).statusCode).toBe(401);
    expect((await withCookie(cookie.value, "/api/refugio", "PUT", { nombre: "Otro" })).statusCode).toBe(401);
    expect((await withCookie(cookie.value, "/api/listados/pdf", "POST", { fechaDesde: "2026-01-01", fechaHasta: "2026-01-31" })).statusCode).toBe(401);
    expect((await withCookie(cookie.value, "/api/reports/generate", "POST", { type: "ficha-registral", animalId, entradaSalidaId: 1 })).statusCode).toBe(401);
    const graphql = await withCookie(cookie.value, "/graphql", "POST", { query: "{ viewer { username } }" });
    expect(graphql.json()).toMatchObject({ data: { viewer: null } });
    const graphqlGet = await t.rest({
      method: "GET",
      url: "/graphql?query=%7B%20viewer%20%7B%20username%20%7D%20%7D",
      headers: { "x-graphql-yoga-csrf": "1" },
      cookies: { [COOKIE]: cookie.value },
    });
    expect(graphqlGet.json()).toMatchObject({ data: { viewer: null } });
    // Nor does it stand in for a bad bearer token.
    expect(
      (await t.rest({ method: "GET", url: photoPath, headers: { authorization: "Bearer caducado" }, cookies: { [COOKIE]: cookie.value } })).statusCode,
    ).toBe(401);
  });

  test("logging out over REST or GraphQL clears it, and that session's cookie opens nothing any more", async () => {
    await t.userToken(2, "lorena");
    for (const [login, logout] of [
      [loginRest, (token: string) => t.rest({ method: "POST", url: "/api/auth/logout", token })],
      [loginGraphql, (token: string) => t.rest({ method: "POST", url: "/graphql", token, payload: { query: LOGOUT } })],
    ] as const) {
      const { token, cookie } = await login("lorena");
      expect((await withCookie(cookie.value, photoPath)).statusCode).toBe(200);
      const answer = await logout(token);
      expect(answer.statusCode).toBe(200);
      const cleared = sessionCookieOf(answer);
      expect(cleared).toMatchObject({ value: "", path: "/api", httpOnly: true, sameSite: "Strict" });
      expect(cleared!.expires!.getTime()).toBeLessThan(Date.now());
      expect((await withCookie(cookie.value, photoPath)).statusCode).toBe(401);
    }
  });

  test("a password change ends every session's cookie as it ends their tokens; the answer sets the new session's cookie", async () => {
    await t.userToken(3, "vicente");
    const desk = await loginRest("vicente");
    const phone = await loginGraphql("vicente");
    const changed = await t.rest({
      method: "PUT",
      url: "/api/users/change-password",
      token: desk.token,
      payload: { currentPassword: "secreto123", newPassword: "clave-nueva-7" },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = sessionCookieOf(changed)!;
    expect(renewed).toMatchObject({ value: changed.json().token, httpOnly: true, sameSite: "Strict", path: "/api" });
    for (const old of [desk.cookie, phone.cookie]) expect((await withCookie(old.value, photoPath)).statusCode).toBe(401);
    expect((await withCookie(renewed.value, photoPath)).statusCode).toBe(200);

    const viaGraphql = await t.rest({
      method: "POST",
      url: "/graphql",
      token: changed.json().token,
      payload: { query: CHANGE_PASSWORD, variables: { input: { currentPassword: "clave-nueva-7", newPassword: "clave-nueva-8" } } },
    });
    expect(viaGraphql.json().data.changePassword.__typename).toBe("ChangePasswordPayload");
    expect(sessionCookieOf(viaGraphql)?.value).toBe(viaGraphql.json().data.changePassword.token);
    expect((await withCookie(renewed.value, photoPath)).statusCode).toBe(401);
    expect((await withCookie(sessionCookieOf(viaGraphql)!.value, photoPath)).statusCode).toBe(200);
  });

  test("deactivating the user ends the cookie with the token", async () => {
    await t.userToken(2, "julia");
    const { cookie } = await loginRest("julia");
    await t.db.prisma.usuario.updateMany({ where: { username: "julia" }, data: { activo: false } });
    expect((await withCookie(cookie.value, photoPath)).statusCode).toBe(401);
  });
});

describe("the session cookie behind an HTTPS proxy, from first-run setup", () => {
  const t = testAppForSuite({ env: { TRUST_PROXY: "true" } });

  test("setup logs the first administrator in with the cookie, Secure over HTTPS; over plain HTTP it is not Secure", async () => {
    const setup = await t.rest({
      method: "POST",
      url: "/graphql",
      headers: { "x-forwarded-proto": "https" },
      payload: { query: SETUP, variables: { input: { username: "admin", password: "clave-segura-1", email: "admin@refugio.test" } } },
    });
    expect(setup.json().data.setupFirstAdmin.__typename).toBe("SetupFirstAdminPayload");
    expect(sessionCookieOf(setup)).toMatchObject({
      value: setup.json().data.setupFirstAdmin.token,
      secure: true,
      httpOnly: true,
      sameSite: "Strict",
      path: "/api",
    });
    const overHttp = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "admin", password: "clave-segura-1" } });
    expect(sessionCookieOf(overHttp)?.secure).toBeUndefined();
    const overHttps = await t.rest({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-forwarded-proto": "https" },
      payload: { username: "admin", password: "clave-segura-1" },
    });
    expect(sessionCookieOf(overHttps)?.secure).toBe(true);
  });
});
