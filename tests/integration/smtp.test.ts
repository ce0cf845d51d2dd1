/**
 * SMTP configuration and password recovery against a real SMTP server on 127.0.0.1: the stored
 * password is encrypted, 'Probar Conexión' really connects, and recovery answers the spec's messages
 * and changes nothing when the mail cannot be sent (what the mailed password does:
 * passwordRecovery.test.ts).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { hashPassword } from "../../api/src/domain/auth/passwords.ts";
import { decryptSecret } from "../../api/src/domain/smtp/secretBox.ts";
import { SMTP_PASSWORD_PURPOSE } from "../../api/src/domain/smtp/smtpSettings.ts";
import { forSuite } from "../helpers/forSuite.ts";
import { startSmtpServer } from "../helpers/smtpServer.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const TEST_CONNECTION = `mutation ($input: SmtpSettingsInput!) {
  testSmtpConnection(input: $input) { __typename ... on TestSmtpConnectionPayload { message } ... on Error { message } ... on AppError { code } }
}`;
const FORGOT = `mutation ($input: ForgotPasswordInput!) {
  forgotPassword(input: $input) { __typename ... on ForgotPasswordPayload { message } ... on Error { message } }
}`;

describe("SMTP configuration and password recovery", () => {
  const t = testAppForSuite({ users: { directora: 1 } });
  const smtp = forSuite(startSmtpServer);
  let settings: Record<string, unknown>;

  const login = (username: string, password: string) => t.rest({ method: "POST", url: "/api/auth/login", payload: { username, password } });
  const forgot = (username: unknown) => t.rest({ method: "POST", url: "/api/auth/forgot-password", payload: { username } });
  const save = (payload: Record<string, unknown>) => t.rest({ method: "PUT", url: "/api/configuration", payload, token: t.tokens.directora });
  const testConnection = (payload: Record<string, unknown>) => t.rest({ method: "POST", url: "/api/configuration/test", payload, token: t.tokens.directora });

  beforeAll(() => {
    settings = smtp.settingsJson();
  });

  test("without a configuration: About only, recovery unavailable and refused with the spec's message", async () => {
    const config = await t.rest({ method: "GET", url: "/api/configuration", token: t.tokens.directora });
    expect(config.json()).toEqual({ app_version: "1.0.0", app_version_fecha: "2026-11-22" });
    expect((await t.rest({ method: "GET", url: "/api/auth/smtp-available" })).json()).toEqual({ available: false });
    const refused = await forgot("directora");
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe("SMTP not configured");
    const graphql = await t.graphql(FORGOT, { input: { username: "directora" } });
    expect(graphql.data.forgotPassword.message).toBe("El servidor de correo no está configurado");
  });

  test("saving validates every field in Spanish and needs the password the first time", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ smtp_host: " " }, "El servidor SMTP es obligatorio", "smtp_host"],
      [{ smtp_port: 0 }, "El puerto SMTP debe ser un número entre 1 y 65535", "smtp_port"],
      [{ smtp_port: 65536 }, "El puerto SMTP debe ser un número entre 1 y 65535", "smtp_port"],
      [{ smtp_port: "abc" }, "El puerto SMTP debe ser un número entre 1 y 65535", "smtp_port"],
      [{ smtp_user: "" }, "El usuario SMTP es obligatorio", "smtp_user"],
      [{ remitente_email: "no-es-correo" }, "El correo remitente no es válido", "remitente_email"],
      [{ remitente_nombre: undefined }, "El nombre remitente es obligatorio", "remitente_nombre"],
      [{ smtp_host: "h".repeat(101) }, "El servidor SMTP no puede superar 100 caracteres", "smtp_host"],
      [{ smtp_password: "" }, "La contraseña SMTP es obligatoria", "smtp_password"],
    ];
    for (const [change, message, field] of cases) {
      const response = await save({ ...settings, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ message, field });
    }
    expect(await t.db.prisma.smtpConfig.count()).toBe(0);
  });

  test("the password is stored encrypted with AES-256-GCM and never returned", async () => {
    const saved = await save(settings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      id: expect.any(Number),
      smtp_host: "127.0.0.1",
      smtp_port: smtp.port,
      smtp_user: smtp.user,
      smtp_ssl: false,
      remitente_email: "refugio@refugio.test",
      remitente_nombre: "Refugio Municipal",
    });
    const row = await t.db.prisma.smtpConfig.findFirstOrThrow();
    expect(
      await t.db.prisma.actividad.findFirst({ where: { tabla: "smtp_config", accion: "crear", usuario: "directora", registroId: row.id } }),
    ).not.toBeNull();
    expect(row.smtpPassword).not.toContain(smtp.password);
    expect(row.smtpPassword).toMatch(/^v1\./);
    const key = Buffer.from(await readFile(path.join(t.dataDir, "secrets", "encryption.key"), "utf8"), "hex");
    expect(decryptSecret(key, SMTP_PASSWORD_PURPOSE, row.smtpPassword)).toBe(smtp.password);

    const forAdmin = await t.rest({ method: "GET", url: "/api/configuration", token: t.tokens.directora });
    expect(forAdmin.json()).toMatchObject({ app_version: "1.0.0", smtp_host: "127.0.0.1", smtp_ssl: false });
    expect(forAdmin.body).not.toContain(smtp.password);
    expect(forAdmin.body).not.toContain("smtp_password");
    const employee = await t.userToken(2);
    expect((await t.rest({ method: "GET", url: "/api/configuration", token: employee })).json()).toEqual({
      app_version: "1.0.0",
      app_version_fecha: "2026-11-22",
    });
    expect((await t.rest({ method: "GET", url: "/api/auth/smtp-available" })).json()).toEqual({ available: true });

    const { data } = await t.graphql(
      `{ smtpConfig { smtpHost smtpPort smtpUser smtpSsl remitenteEmail remitenteNombre } __type(name: "SmtpConfig") { fields { name } } }`,
      {},
      t.tokens.directora,
    );
    expect(data.smtpConfig).toEqual({
      smtpHost: "127.0.0.1",
      smtpPort: smtp.port,
      smtpUser: smtp.user,
      smtpSsl: false,
      remitenteEmail: "refugio@refugio.test",
      remitenteNombre: "Refugio Municipal",
    });
    expect(data.__type.fields.map((f: { name: string }) => f.name)).not.toContain("smtpPassword");
  });

  test("the stored password cannot be steered to another host or user: those changes need it again", async () => {
    const before = await t.db.prisma.smtpConfig.findFirstOrThrow();
    for (const change of [{ smtp_host: "smtp.atacante.example" }, { smtp_user: "otra-cuenta" }]) {
      const refused = await save({ ...settings, ...change, smtp_password: "" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: "Al cambiar el servidor o el usuario SMTP, escriba de nuevo la contraseña", field: "smtp_password" });
    }
    expect(await t.db.prisma.smtpConfig.findFirstOrThrow()).toEqual(before);
  });

  test("saving again with an empty password keeps the stored one; a new one replaces it", async () => {
    const before = await t.db.prisma.smtpConfig.findFirstOrThrow();
    expect((await save({ ...settings, smtp_password: "", remitente_nombre: "Protectora" })).statusCode).toBe(200);
    const kept = await t.db.prisma.smtpConfig.findFirstOrThrow();
    expect(kept).toMatchObject({ id: before.id, smtpPassword: before.smtpPassword, remitenteNombre: "Protectora" });
    expect(await t.db.prisma.smtpConfig.count()).toBe(1);
    const { data } = await t.graphql(
      `mutation ($input: SmtpSettingsInput!) { saveSmtpConfig(input: $input) { __typename ... on SaveSmtpConfigPayload { smtpConfig { remitenteNombre } } } }`,
      {
        input: {
          smtpHost: "127.0.0.1",
          smtpPort: smtp.port,
          smtpUser: smtp.user,
          smtpPassword: smtp.password,
          smtpSsl: false,
          remitenteEmail: "refugio@refugio.test",
          remitenteNombre: "Refugio Municipal",
        },
      },
      t.tokens.directora,
    );
    expect(data.saveSmtpConfig.smtpConfig.remitenteNombre).toBe("Refugio Municipal");
    expect((await t.db.prisma.smtpConfig.findFirstOrThrow()).smtpPassword).not.toBe(before.smtpPassword);
  });

  test("'Probar Conexión' really logs in; authentication, refused connection and wrong SSL each have their message", async () => {
    const ok = await testConnection(settings);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: "Conexión SMTP probada exitosamente" });

    const wrongPassword = await testConnection({ ...settings, smtp_password: "equivocada" });
    expect(wrongPassword.statusCode).toBe(502);
    expect(wrongPassword.json().message).toMatch(/^Error de autenticación SMTP/);

    const closed = await testConnection({ ...settings, smtp_port: 1 });
    expect(closed.json().message).toMatch(/^No se pudo conectar al servidor SMTP 127\.0\.0\.1:1/);

    const wrongSsl = await testConnection({ ...settings, smtp_ssl: true });
    expect(wrongSsl.json().message).toMatch(/^Error de conexión SMTP con 127\.0\.0\.1:\d+: compruebe el puerto y la opción SSL\/TLS$/);

    const noPassword = await testConnection({ ...settings, smtp_password: "" });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toMatchObject({ message: "La contraseña SMTP es obligatoria para probar la conexión", field: "smtp_password" });

    const input = { smtpHost: "127.0.0.1", smtpPort: smtp.port, smtpUser: smtp.user, smtpSsl: false, remitenteEmail: "a@refugio.test", remitenteNombre: "R" };
    const viaGraphql = await t.graphql(TEST_CONNECTION, { input: { ...input, smtpPassword: smtp.password } }, t.tokens.directora);
    expect(viaGraphql.data.testSmtpConnection).toEqual({ __typename: "TestSmtpConnectionPayload", message: "Conexión SMTP probada exitosamente" });
    const failing = await t.graphql(TEST_CONNECTION, { input: { ...input, smtpPassword: "mala" } }, t.tokens.directora);
    expect(failing.data.testSmtpConnection).toMatchObject({ __typename: "AppError", code: "SMTP_ERROR" });
    expect(failing.data.testSmtpConnection.message).toMatch(/^Error de autenticación SMTP/);
    expect(smtp.mails).toHaveLength(0);
  });

  test("recovery answers the spec's messages for unknown, inactive and e-mail-less users", async () => {
    await t.db.prisma.usuario.create({
      data: { username: "baja", password: await hashPassword("secreto1"), email: "b@refugio.test", rolId: 2, activo: false },
    });
    await t.db.prisma.usuario.create({ data: { username: "sinmail", password: await hashPassword("secreto1"), email: null, rolId: 3 } });
    expect((await forgot("nadie")).json()).toMatchObject({ message: "User not found or inactive" });
    expect((await forgot("baja")).json()).toMatchObject({ message: "User not found or inactive" });
    const noEmail = await forgot("sinmail");
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json()).toMatchObject({ message: "User has no email configured" });
    const empty = await forgot("  ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Por favor, ingrese su nombre de usuario");

    const graphql = async (username: string) => (await t.graphql(FORGOT, { input: { username } })).data.forgotPassword.message;
    expect(await graphql("nadie")).toBe("Usuario no encontrado o inactivo");
    expect(await graphql("sinmail")).toBe("El usuario no tiene un email configurado");
    expect(await graphql("")).toBe("Por favor, ingrese su nombre de usuario");
    expect(smtp.mails).toHaveLength(0);
  });

  test("when the mail cannot be sent nothing changes: the old password keeps working", async () => {
    await t.db.prisma.usuario.create({ data: { username: "lucia", password: await hashPassword("antigua1"), email: "lucia@refugio.test", rolId: 3 } });
    expect((await save({ ...settings, smtp_password: "equivocada" })).statusCode).toBe(200);
    const authFailure = await forgot("lucia");
    expect(authFailure.statusCode).toBe(502);
    expect(authFailure.json().message).toMatch(/^Error de autenticación SMTP/);
    expect((await login("lucia", "antigua1")).statusCode).toBe(200);

    expect((await save({ ...settings, smtp_port: 1 })).statusCode).toBe(200);
    const refused = await t.graphql(FORGOT, { input: { username: "lucia" } });
    expect(refused.data.forgotPassword.message).toMatch(/^No se pudo conectar al servidor SMTP/);
    expect((await login("lucia", "antigua1")).statusCode).toBe(200);
    expect(smtp.mails).toHaveLength(0);
  });

  test("a stored password the current key cannot read asks to enter it again", async () => {
    await t.db.prisma.smtpConfig.updateMany({ data: { smtpPassword: "v1.AAAA.BBBB.CCCC" } });
    const { data } = await t.graphql(FORGOT, { input: { username: "lucia" } });
    expect(data.forgotPassword.message).toContain("no se puede descifrar con la clave actual");
  });

  test("delete removes the configuration; deleting again says there is none", async () => {
    const deleted = await t.rest({ method: "DELETE", url: "/api/configuration", token: t.tokens.directora });
    expect(deleted.json()).toEqual({ message: "Configuración SMTP eliminada correctamente" });
    expect(await t.db.prisma.smtpConfig.count()).toBe(0);
    expect((await t.rest({ method: "GET", url: "/api/auth/smtp-available" })).json()).toEqual({ available: false });
    const again = await t.graphql(`mutation { deleteSmtpConfig { __typename ... on Error { message } } }`, {}, t.tokens.directora);
    expect(again.data.deleteSmtpConfig).toEqual({ __typename: "AppError", message: "No hay ninguna configuración SMTP guardada" });
  });
});
