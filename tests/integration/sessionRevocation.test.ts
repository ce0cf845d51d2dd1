/**
 * Sessions end when they should: a password change, a login with a password e-mailed by
 * recovery, an administrator's edit and a logout each make every earlier token of that user
 * useless, over REST and GraphQL alike; asking for a recovery alone ends nothing. The process keeps
 * the session users it read (auth/sessionUsers.ts): each case uses the token first, so a kept user
 * that outlived its change would fail it.
 */
import jwt from "jsonwebtoken";
import { describe, expect, test } from "vitest";
import { forSuite } from "../helpers/forSuite.ts";
import { startSmtpServer } from "../helpers/smtpServer.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

describe("sessions end when they should", () => {
  const t = testAppForSuite({ users: { directora: 1 } });
  const smtp = forSuite(() => startSmtpServer());

  const viewer = async (token: string) => (await t.graphql("{ viewer { username } }", {}, token)).data?.viewer?.username ?? null;
  const restStatus = async (token: string) => (await t.rest({ method: "GET", url: "/api/configuration", token })).statusCode;
  const login = async (username: string, password: string) =>
    (await t.rest({ method: "POST", url: "/api/auth/login", payload: { username, password } })).json().token as string;

  test("changing one's password ends the other sessions and keeps this one under a new token", async () => {
    const phone = await t.userToken(2, "lucia");
    const desktop = await login("lucia", "secreto123");
    expect(await viewer(desktop)).toBe("lucia");
    expect(await viewer(phone)).toBe("lucia");
    const changed = await t.rest({
      method: "PUT",
      url: "/api/users/change-password",
      token: phone,
      payload: { currentPassword: "secreto123", newPassword: "otra-clave-1" },
    });
    expect(changed.statusCode).toBe(200);
    expect(await viewer(desktop)).toBeNull();
    expect(await restStatus(desktop)).toBe(401);
    expect(await viewer(phone)).toBeNull();
    expect(await viewer(changed.json().token)).toBe("lucia");
  });

  test("an administrator's edit (new password, role or activation) ends the user's sessions", async () => {
    const token = await t.userToken(3, "vicente");
    expect(await viewer(token)).toBe("vicente");
    const user = await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "vicente" } });
    const edit = await t.rest({
      method: "PUT",
      url: `/api/usuarios/${user.id}`,
      token: t.tokens.directora,
      payload: { password: "nueva-clave-1", email: "v@refugio.test", rol_id: 2, activo: true },
    });
    expect(edit.statusCode).toBe(200);
    expect(await viewer(token)).toBeNull();
    expect(await viewer(await login("vicente", "nueva-clave-1"))).toBe("vicente");
  });

  test("logout ends the session on the server, over either transport", async () => {
    const viaRest = await t.userToken(2, "raquel");
    expect(await restStatus(viaRest)).toBe(200);
    expect((await t.rest({ method: "POST", url: "/api/auth/logout", token: viaRest })).statusCode).toBe(200);
    expect(await restStatus(viaRest)).toBe(401);
    const viaGraphql = await login("raquel", "secreto123");
    expect(await viewer(viaGraphql)).toBe("raquel");
    expect((await t.graphql("mutation { logout { __typename } }", {}, viaGraphql)).data).toEqual({ logout: { __typename: "LogoutPayload" } });
    expect(await viewer(viaGraphql)).toBeNull();
  });

  test("a password recovery ends no session; logging in with the mailed password ends the others", async () => {
    const saved = await t.rest({
      method: "PUT",
      url: "/api/configuration",
      token: t.tokens.directora,
      payload: {
        smtp_host: "127.0.0.1",
        smtp_port: smtp.port,
        smtp_user: smtp.user,
        smtp_password: smtp.password,
        smtp_ssl: false,
        remitente_email: "refugio@refugio.test",
        remitente_nombre: "Refugio",
      },
    });
    expect(saved.statusCode).toBe(200);
    const token = await t.userToken(2, "ines");
    const recovery = await t.rest({ method: "POST", url: "/api/auth/forgot-password", payload: { username: "ines" } });
    expect(recovery.statusCode).toBe(200);
    const mailed = /Su nueva contraseña es: (\S+)/.exec((await smtp.nextMail()).text)![1]!;
    expect(await viewer(token)).toBe("ines");
    const renewed = await login("ines", mailed);
    expect(await viewer(token)).toBeNull();
    expect(await viewer(renewed)).toBe("ines");
  });

  test("a token signed with the server's key but without an expiry is refused", async () => {
    await t.userToken(2, "sinfin");
    const user = await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "sinfin" } });
    const sign = (options: jwt.SignOptions) =>
      jwt.sign({ username: user.username, rol_id: user.rolId, sv: user.sesionVersion }, t.app.deps.jwtSecret, {
        algorithm: "HS256",
        subject: String(user.id),
        ...options,
      });
    const forever = sign({ noTimestamp: true });
    expect(await viewer(forever)).toBeNull();
    expect(await restStatus(forever)).toBe(401);
    expect(await viewer(sign({ expiresIn: "1h" }))).toBe("sinfin");
  });

  test("a token of another session version is refused", async () => {
    const token = await t.userToken(2, "tomas");
    expect(await viewer(token)).toBe("tomas");
    await t.db.prisma.usuario.updateMany({ where: { username: "tomas" }, data: { sesionVersion: 5 } });
    expect(await viewer(token)).toBeNull();
    expect(await viewer(await t.sessionToken("tomas"))).toBe("tomas");
  });

  test("a user's row changed by hand in SQL is never answered from what the process kept: role, deactivation, deletion", async () => {
    const token = await t.userToken(2, "mano");
    const user = async () => (await t.rest({ method: "GET", url: "/api/auth/user", token })).json() as unknown;
    expect(await user()).toEqual({ username: "mano", rol_id: 2 });
    // A role changed without a new session version takes effect on the next request.
    await t.db.prisma.$executeRaw`UPDATE usuarios SET rol_id = 3 WHERE username = 'mano'`;
    expect(await user()).toEqual({ username: "mano", rol_id: 3 });
    await t.db.prisma.$executeRaw`UPDATE usuarios SET activo = false WHERE username = 'mano'`;
    expect(await restStatus(token)).toBe(401);
    await t.db.prisma.$executeRaw`UPDATE usuarios SET activo = true WHERE username = 'mano'`;
    expect(await viewer(token)).toBe("mano");
    await t.db.prisma.$executeRaw`DELETE FROM usuarios WHERE username = 'mano'`;
    expect(await viewer(token)).toBeNull();
    expect(await restStatus(token)).toBe(401);
  });
});
