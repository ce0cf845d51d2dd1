import { stat, readFile } from "node:fs/promises";
import path from "node:path";
import jwt from "jsonwebtoken";
import { describe, expect, test } from "vitest";
import { testAppForSuite } from "../helpers/testApp.ts";

const admin = { username: "admin", password: "secreto1", email: "admin@refugio.test", rol_id: 1, activo: true };

describe("first-run setup and session over REST", () => {
  const t = testAppForSuite();

  test("before setup: no users, no SMTP", async () => {
    expect((await t.rest({ method: "GET", url: "/api/auth/check-users" })).json()).toEqual({ hasUsers: false });
    expect((await t.rest({ method: "GET", url: "/api/auth/smtp-available" })).json()).toEqual({ available: false });
  });

  test("setup validates in Spanish and never answers 500", async () => {
    const missing = await t.rest({ method: "POST", url: "/api/usuarios", payload: { username: "admin" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Todos los campos obligatorios deben estar completos");
    const shortPassword = await t.rest({ method: "POST", url: "/api/usuarios", payload: { ...admin, password: "12345" } });
    expect(shortPassword.json()).toMatchObject({ message: "La contraseña debe tener al menos 6 caracteres", field: "password" });
    const badEmail = await t.rest({ method: "POST", url: "/api/usuarios", payload: { ...admin, email: "no-es-correo" } });
    expect(badEmail.json().message).toBe("El correo electrónico no es válido");
    const tooLong = await t.rest({ method: "POST", url: "/api/usuarios", payload: { ...admin, username: "u".repeat(26) } });
    expect(tooLong.statusCode).toBe(400);
  });

  test("two concurrent setups create exactly one administrator; later ones get 401", async () => {
    const [a, b] = await Promise.all([
      t.rest({ method: "POST", url: "/api/usuarios", payload: admin }),
      t.rest({ method: "POST", url: "/api/usuarios", payload: { ...admin, username: "otro" } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 401]);
    const created = a.statusCode === 201 ? a.json() : b.json();
    expect(created).toMatchObject({ rol_id: 1, activo: true, email: admin.email });
    expect(created).not.toHaveProperty("password");
    expect(await t.db.prisma.usuario.count()).toBe(1);
    const again = await t.rest({ method: "POST", url: "/api/usuarios", payload: { ...admin, username: "tercero" } });
    expect(again.statusCode).toBe(401);
    expect((await t.rest({ method: "GET", url: "/api/auth/check-users" })).json()).toEqual({ hasUsers: true });
  });

  test("the password is stored only as an argon2id hash", async () => {
    const stored = await t.db.prisma.usuario.findFirstOrThrow();
    expect(stored.password).toMatch(/^\$argon2id\$/);
    expect(stored.password).not.toContain(admin.password);
  });

  test("login answers the spec's shapes: {token} or {message}", async () => {
    const winner = (await t.db.prisma.usuario.findFirstOrThrow()).username;
    const ok = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: winner.toUpperCase(), password: admin.password } });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json())).toEqual(["token"]);
    const wrong = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: winner, password: "mala" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid credentials", code: "INVALID_CREDENTIALS" });
    const unknown = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "nadie", password: "mala" } });
    expect(unknown.json()).toEqual({ message: "Invalid credentials", code: "INVALID_CREDENTIALS" });
    // Too long to be anyone's: a wrong login's answer, which the spec's client maps, not a form error.
    for (const payload of [
      { username: winner, password: "x".repeat(5000) },
      { username: "u".repeat(5000), password: "mala" },
    ]) {
      const overlong = await t.rest({ method: "POST", url: "/api/auth/login", payload });
      expect([overlong.statusCode, overlong.json()]).toEqual([401, { message: "Invalid credentials", code: "INVALID_CREDENTIALS" }]);
    }
    const recovery = await t.rest({ method: "POST", url: "/api/auth/forgot-password", payload: { username: "u".repeat(5000) } });
    expect([recovery.statusCode, recovery.json().message]).toEqual([404, "User not found or inactive"]);
    const empty = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "", password: "" } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Por favor, complete todos los campos");
  });

  test("an inactive account cannot log in, and its existing token stops working", async () => {
    const token = await t.userToken(2, "inactiva");
    expect((await t.rest({ method: "GET", url: "/api/auth/user", token })).statusCode).toBe(200);
    await t.db.prisma.usuario.updateMany({ where: { username: "inactiva" }, data: { activo: false } });
    const login = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "inactiva", password: "secreto123" } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: "User account is inactive", code: "INACTIVE_USER" });
    expect((await t.rest({ method: "GET", url: "/api/auth/user", token })).statusCode).toBe(401);
  });

  test("GET /api/auth/user returns {username, rol_id}; 401 without a valid token", async () => {
    const token = await t.userToken(3, "vet");
    const me = await t.rest({ method: "GET", url: "/api/auth/user", token });
    expect(me.json()).toEqual({ username: "vet", rol_id: 3 });
    expect((await t.rest({ method: "GET", url: "/api/auth/user" })).statusCode).toBe(401);
    expect((await t.rest({ method: "GET", url: "/api/auth/user", token: "basura" })).statusCode).toBe(401);
    const forged = jwt.sign({ username: "vet", rol_id: 1 }, "otro-secreto-de-al-menos-32-caracteres!!", { subject: "1" });
    expect((await t.rest({ method: "GET", url: "/api/auth/user", token: forged })).statusCode).toBe(401);
    const unsigned = jwt.sign({ username: "vet", rol_id: 1 }, "", { algorithm: "none", subject: "1" });
    expect((await t.rest({ method: "GET", url: "/api/auth/user", token: unsigned })).statusCode).toBe(401);
    const secret = (await readFile(path.join(t.dataDir, "secrets/jwt.key"), "utf8")).trim();
    const expired = jwt.sign({ username: "vet", rol_id: 3 }, secret, { subject: "1", expiresIn: -10 });
    expect((await t.rest({ method: "GET", url: "/api/auth/user", token: expired })).statusCode).toBe(401);
  });

  test("the JWT secret is generated once into the data folder, readable only by its owner", async () => {
    const info = await stat(path.join(t.dataDir, "secrets/jwt.key"));
    expect(info.mode & 0o777).toBe(0o600);
    expect((await readFile(path.join(t.dataDir, "secrets/jwt.key"), "utf8")).trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  test("logout answers 200 and records the event", async () => {
    const token = await t.userToken(2, "salida");
    const response = await t.rest({ method: "POST", url: "/api/auth/logout", token });
    expect(response.statusCode).toBe(200);
    expect(await t.db.prisma.log.count({ where: { username: "salida", descripcion: "Cierre de sesión" } })).toBe(1);
    expect((await t.rest({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(200);
    // Whatever its body, the logout proceeds and the session ends (spec section 7).
    for (const [type, payload] of [
      ["application/json", "{mal"],
      ["application/xml", "<x/>"],
      ["application/json", "x".repeat(7 * 1024 * 1024)],
    ]) {
      const other = await t.sessionToken("salida");
      const answer = await t.app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { authorization: `Bearer ${other}`, "content-type": type },
        payload,
      });
      expect([answer.statusCode, answer.json().message], type).toEqual([200, "Sesión cerrada"]);
      expect((await t.rest({ method: "GET", url: "/api/auth/user", token: other })).statusCode).toBe(401);
    }
  });

  test("malformed JSON is a 400 with a message; unknown /api paths are JSON 404s", async () => {
    const bad = await t.rest({ method: "POST", url: "/api/auth/login", headers: { "content-type": "application/json" }, payload: "{mal" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("El cuerpo de la petición no es JSON válido");
    const missing = await t.rest({ method: "GET", url: "/api/no-existe", headers: { accept: "text/html" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Ruta no encontrada", code: "NOT_FOUND" });
  });

  test("login is rate limited per client", async () => {
    const attempts = [];
    for (let i = 0; i < 25; i++) attempts.push(await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "x", password: "y" } }));
    const limited = attempts.filter((response) => response.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    // The per-user throttle and the per-client limit both answer 429 labelled RATE_LIMITED.
    for (const response of limited) expect(response.json().code).toBe("RATE_LIMITED");
  });
});

describe("counts: role matrix", () => {
  const t = testAppForSuite();

  test("anonymous callers get 401 / UNAUTHENTICATED; every role may read the counts", async () => {
    expect((await t.rest({ method: "GET", url: "/api/stats/counts" })).statusCode).toBe(401);
    const anon = await t.graphql("{ counts { animales } }");
    expect(anon.errors?.[0]).toMatchObject({ message: "Debe iniciar sesión", extensions: { code: "UNAUTHENTICATED" } });
    for (const role of [1, 2, 3] as const) {
      const token = await t.userToken(role);
      const rest = await t.rest({ method: "GET", url: "/api/stats/counts", token });
      expect(rest.json()).toEqual({ animales: 0, personas: 0, ayuntamientos: 0 });
      const gql = await t.graphql("{ counts { animales personas ayuntamientos } }", {}, token);
      expect(gql.data).toEqual({ counts: { animales: 0, personas: 0, ayuntamientos: 0 } });
    }
  });
});
