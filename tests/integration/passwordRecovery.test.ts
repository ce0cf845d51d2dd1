/**
 * Password recovery as an attacker and as the user see it, against a real SMTP server on
 * 127.0.0.1: the e-mailed password waits beside the current one, so an anonymous request locks
 * nobody out; used once to log in, it becomes the password and ends the other sessions. One mail
 * per user every 15 minutes; the mailed password expires after 24 hours, and a later recovery, a
 * password change or an administrator's new password cancels it.
 */
import { beforeAll, describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import { forSuite } from "../helpers/forSuite.ts";
import { startSmtpServer } from "../helpers/smtpServer.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

describe("password recovery", () => {
  const t = testAppForSuite({ users: { directora: 1 } });
  const smtp = forSuite(startSmtpServer);

  const login = (username: string, password: string) => t.rest({ method: "POST", url: "/api/auth/login", payload: { username, password } });
  const forgot = (username: string) => t.rest({ method: "POST", url: "/api/auth/forgot-password", payload: { username } });

  beforeAll(async () => {
    const saved = await t.rest({ method: "PUT", url: "/api/configuration", payload: smtp.settingsJson(), token: t.tokens.directora });
    expect(saved.statusCode).toBe(200);
  });

  /** The password a recovery mail carries. */
  const mailedPassword = (mail: { text: string }) => /Su nueva contraseña es: (\S+)/.exec(mail.text)?.[1] ?? "";
  const restUser = async (token: string) => (await t.rest({ method: "GET", url: "/api/auth/user", token })).statusCode;
  /** As if the last recovery mail had been sent `minutes` ago. */
  const sentMinutesAgo = (username: string, minutes: number) =>
    t.db.prisma.usuario.updateMany({ where: { username }, data: { recuperacionEnviada: new Date(Date.now() - minutes * 60_000) } });

  test("recovery mails a password that waits: the current one and the sessions keep working until it is used once", async () => {
    await t.db.prisma.usuario.create({
      data: { username: "Pepe", password: await hashPassword("antigua1"), email: "pepe@refugio.test", rolId: 2 },
    });
    const before = (await login("pepe", "antigua1")).json().token as string;
    const response = await forgot("pepe");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Nueva contraseña enviada" });

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(["pepe@refugio.test"]);
    expect(mail.from).toBe("refugio@refugio.test");
    expect(mail.subject).toBe("Refugio: su nueva contraseña");
    expect(mail.text).toContain("Hola, Pepe:");
    expect(mail.text).toContain(
      "Su contraseña actual sigue funcionando hasta que inicie sesión con la nueva. En ese momento la\nanterior deja de funcionar y se cierran sus sesiones abiertas en otros dispositivos.",
    );
    expect(mail.text).toContain("La nueva contraseña caduca 24 horas después de este mensaje.");
    expect(mail.text).toContain("Si usted no ha pedido este cambio, no tiene que hacer nada");
    const mailed = mailedPassword(mail);
    expect(mailed).toMatch(/^[A-Za-z2-9]{14}$/);

    // Nothing is locked: the old password logs in and the session opened before still works.
    expect((await login("pepe", "antigua1")).statusCode).toBe(200);
    expect(await restUser(before)).toBe(200);

    const again = await forgot("pepe");
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: "Ya se envió una nueva contraseña hace menos de 15 minutos. Revise su correo.", code: "RATE_LIMITED" });
    expect(smtp.mails).toHaveLength(0);

    // Used once, the mailed password becomes the password: the old one and the old sessions end.
    const session = await login("pepe", mailed);
    expect(session.statusCode).toBe(200);
    const after = session.json().token as string;
    expect(await restUser(after)).toBe(200);
    expect(await restUser(before)).toBe(401);
    expect((await login("pepe", "antigua1")).json()).toEqual({ message: "Invalid credentials", code: "INVALID_CREDENTIALS" });
    expect((await login("pepe", mailed)).statusCode).toBe(200);
    const logged = await t.db.prisma.log.findMany({ where: { username: "Pepe" }, orderBy: { id: "asc" }, select: { descripcion: true } });
    expect(logged.map((row) => row.descripcion)).toEqual([
      "Inicio de sesión",
      "Recuperación de contraseña: nueva contraseña enviada por correo; la actual sigue valiendo hasta que se use la nueva",
      "Inicio de sesión",
      "Inicio de sesión con la contraseña enviada por correo: la anterior deja de valer y se cierran las demás sesiones",
      "Inicio de sesión",
    ]);
  });

  test("a later recovery replaces the mailed password, GraphQL logs in with it, and it expires after 24 hours", async () => {
    await t.db.prisma.usuario.create({ data: { username: "rosa", password: await hashPassword("antigua1"), email: "rosa@refugio.test", rolId: 3 } });
    expect((await forgot("rosa")).statusCode).toBe(200);
    const first = mailedPassword(await smtp.nextMail());
    await sentMinutesAgo("rosa", 16);
    expect((await forgot("rosa")).statusCode).toBe(200);
    const second = mailedPassword(await smtp.nextMail());
    expect((await login("rosa", first)).statusCode).toBe(401);

    const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { __typename ... on LoginPayload { token } ... on Error { message } } }`;
    const { data } = await t.graphql(LOGIN, { input: { username: "rosa", password: second } });
    expect(data.login.__typename).toBe("LoginPayload");
    expect(await restUser(data.login.token)).toBe(200);
    expect((await login("rosa", "antigua1")).statusCode).toBe(401);

    await sentMinutesAgo("rosa", 16);
    expect((await forgot("rosa")).statusCode).toBe(200);
    const expired = mailedPassword(await smtp.nextMail());
    await sentMinutesAgo("rosa", 24 * 60 + 1);
    expect((await t.graphql(LOGIN, { input: { username: "rosa", password: expired } })).data.login.message).toBe("Usuario o contraseña incorrectos");
    expect((await login("rosa", second)).statusCode).toBe(200);
  });

  test("changing the password, or an administrator giving a new one, cancels the mailed password", async () => {
    await t.db.prisma.usuario.create({ data: { username: "juan", password: await hashPassword("antigua1"), email: "juan@refugio.test", rolId: 2 } });
    const token = (await login("juan", "antigua1")).json().token as string;
    expect((await forgot("juan")).statusCode).toBe(200);
    const mailed = mailedPassword(await smtp.nextMail());
    const changed = await t.rest({
      method: "PUT",
      url: "/api/users/change-password",
      token,
      payload: { currentPassword: "antigua1", newPassword: "nueva-clave-9" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await login("juan", mailed)).statusCode).toBe(401);

    await sentMinutesAgo("juan", 16);
    expect((await forgot("juan")).statusCode).toBe(200);
    const mailedAgain = mailedPassword(await smtp.nextMail());
    const juan = await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "juan" } });
    const edit = await t.rest({
      method: "PUT",
      url: `/api/usuarios/${juan.id}`,
      token: t.tokens.directora,
      payload: { password: "clave-nueva-7", email: "juan@refugio.test", rol_id: 2, activo: true },
    });
    expect(edit.statusCode).toBe(200);
    expect((await login("juan", mailedAgain)).statusCode).toBe(401);
    expect((await login("juan", "clave-nueva-7")).statusCode).toBe(200);
  });

  test("several requests at once send one mail", async () => {
    await t.db.prisma.usuario.create({ data: { username: "eva", password: await hashPassword("antigua1"), email: "eva@refugio.test", rolId: 2 } });
    const FORGOT = `mutation { forgotPassword(input: { username: "eva" }) { __typename ... on Error { message } } }`;
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.graphql(FORGOT)));
    const sent = answers.filter((answer) => answer.data.forgotPassword.__typename === "ForgotPasswordPayload");
    expect(sent).toHaveLength(1);
    expect(answers.filter((answer) => answer.data.forgotPassword.message?.startsWith("Ya se envió una nueva contraseña"))).toHaveLength(3);
    await smtp.nextMail();
    expect(smtp.mails).toHaveLength(0);
  });
});
