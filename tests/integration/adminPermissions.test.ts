/**
 * Role matrix of every operation of the administration area, over REST and GraphQL: anonymous
 * callers get 401 / UNAUTHENTICATED, employees and veterinarians 403 / FORBIDDEN on admin-only
 * operations, and the allowed callers succeed.
 */
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { forSuite } from "../helpers/forSuite.ts";
import { startSmtpServer } from "../helpers/smtpServer.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

type Caller = "anonymous" | 1 | 2 | 3;
type Access = "public" | "loggedIn" | "admin";

const CALLERS: Caller[] = ["anonymous", 3, 2, 1];

function expectedOutcome(access: Access, caller: Caller): "ok" | "UNAUTHENTICATED" | "FORBIDDEN" {
  if (access === "public") return "ok";
  if (caller === "anonymous") return "UNAUTHENTICATED";
  return access === "admin" && caller !== 1 ? "FORBIDDEN" : "ok";
}

const STATUS = { UNAUTHENTICATED: 401, FORBIDDEN: 403 } as const;

describe("who may use the administration area", () => {
  const t = testAppForSuite();
  const smtp = forSuite(() => startSmtpServer());
  const tokens = new Map<Caller, string | undefined>([["anonymous", undefined]]);
  let targetId: number;
  let targetGlobalId: string;

  const smtpJson = () => smtp.settingsJson();
  const smtpInput = () => ({
    smtpHost: "127.0.0.1",
    smtpPort: smtp.port,
    smtpUser: smtp.user,
    smtpPassword: smtp.password,
    smtpSsl: false,
    remitenteEmail: "refugio@refugio.test",
    remitenteNombre: "Refugio",
  });

  beforeAll(async () => {
    for (const role of [1, 2, 3] as const) tokens.set(role, await t.userToken(role, `rol${role}`));
    const target = await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "rol2" } });
    targetId = target.id;
    targetGlobalId = Buffer.from(`Usuario:${targetId}`).toString("base64");
  });
  // Edits and password changes end the sessions of the users they touch.
  beforeEach(async () => {
    for (const role of [1, 2, 3] as const) tokens.set(role, await t.sessionToken(`rol${role}`));
  });

  // Ordered so that deleting the SMTP configuration comes after the calls that need it.
  const restOperations: Array<{
    name: string;
    access: Access;
    call: (caller: Caller) => { method: string; url: string; payload?: unknown };
    /** POST /api/usuarios without a session is first-run setup, refused once users exist. */
    anonymousCode?: string;
  }> = [
    { name: "GET /api/usuarios", access: "admin", call: () => ({ method: "GET", url: "/api/usuarios" }) },
    {
      name: "POST /api/usuarios",
      access: "admin",
      anonymousCode: "SETUP_DONE",
      call: (caller) => ({
        method: "POST",
        url: "/api/usuarios",
        payload: { username: `alta_${caller}`, password: "secreto1", email: "a@refugio.test", rol_id: 2, activo: true },
      }),
    },
    {
      name: "PUT /api/usuarios/:id",
      access: "admin",
      call: () => ({
        method: "PUT",
        url: `/api/usuarios/${targetId}`,
        payload: { username: "rol2", password: "secreto123", email: "rol2@refugio.test", rol_id: 2, activo: true },
      }),
    },
    { name: "GET /api/roles", access: "admin", call: () => ({ method: "GET", url: "/api/roles" }) },
    {
      name: "PUT /api/users/change-password",
      access: "loggedIn",
      call: () => ({ method: "PUT", url: "/api/users/change-password", payload: { currentPassword: "secreto123", newPassword: "secreto123" } }),
    },
    { name: "GET /api/configuration", access: "loggedIn", call: () => ({ method: "GET", url: "/api/configuration" }) },
    { name: "PUT /api/configuration", access: "admin", call: () => ({ method: "PUT", url: "/api/configuration", payload: smtpJson() }) },
    { name: "POST /api/configuration/test", access: "admin", call: () => ({ method: "POST", url: "/api/configuration/test", payload: smtpJson() }) },
    { name: "POST /api/logs", access: "loggedIn", call: () => ({ method: "POST", url: "/api/logs", payload: { actividad: "Acceso a Listados" } }) },
    { name: "GET /api/logs", access: "admin", call: () => ({ method: "GET", url: "/api/logs" }) },
    { name: "POST /api/logs/report", access: "admin", call: () => ({ method: "POST", url: "/api/logs/report", payload: {} }) },
    {
      name: "POST /api/actividades",
      access: "loggedIn",
      call: () => ({ method: "POST", url: "/api/actividades", payload: { tabla: "personas", accion: "vincular", descripcion: "Prueba" } }),
    },
    { name: "DELETE /api/configuration", access: "admin", call: () => ({ method: "DELETE", url: "/api/configuration" }) },
    { name: "GET /api/refugio", access: "loggedIn", call: () => ({ method: "GET", url: "/api/refugio" }) },
    { name: "PUT /api/refugio", access: "admin", call: () => ({ method: "PUT", url: "/api/refugio", payload: { nombre: "Refugio", provincia: "Murcia" } }) },
    { name: "DELETE /api/refugio/logo", access: "admin", call: () => ({ method: "DELETE", url: "/api/refugio/logo" }) },
  ];

  for (const operation of restOperations) {
    test(`REST ${operation.name} (${operation.access})`, async () => {
      for (const caller of CALLERS) {
        const { method, url, payload } = operation.call(caller);
        const response = await t.rest({ method: method as "GET", url, payload: payload as object, token: tokens.get(caller) });
        const outcome = expectedOutcome(operation.access, caller);
        if (outcome === "ok") {
          expect(response.statusCode, `${caller}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
        } else {
          expect(response.statusCode, String(caller)).toBe(STATUS[outcome]);
          const code = caller === "anonymous" ? (operation.anonymousCode ?? outcome) : outcome;
          expect(response.json()).toMatchObject({ code });
        }
      }
    });
  }

  test("GET /api/configuration shows the SMTP settings to administrators only", async () => {
    await t.rest({ method: "PUT", url: "/api/configuration", payload: smtpJson(), token: tokens.get(1) });
    for (const caller of [2, 3] as const) {
      const body = (await t.rest({ method: "GET", url: "/api/configuration", token: tokens.get(caller) })).json();
      expect(Object.keys(body).sort()).toEqual(["app_version", "app_version_fecha"]);
    }
    const admin = (await t.rest({ method: "GET", url: "/api/configuration", token: tokens.get(1) })).json();
    expect(admin.smtp_host).toBe("127.0.0.1");
  });

  const graphqlOperations: Array<{ name: string; access: Access; query: string; variables?: (caller: Caller) => Record<string, unknown>; field: string }> = [
    { name: "usuarios", access: "admin", field: "usuarios", query: "{ usuarios { edges { node { username } } } }" },
    { name: "roles", access: "admin", field: "roles", query: "{ roles { rol } }" },
    { name: "usernameAvailable", access: "admin", field: "usernameAvailable", query: `{ usernameAvailable(username: "rol1") }` },
    { name: "registrosActividad", access: "admin", field: "registrosActividad", query: "{ registrosActividad { totalCount edges { node { descripcion } } } }" },
    { name: "smtpConfig", access: "admin", field: "smtpConfig", query: "{ smtpConfig { smtpHost } }" },
    { name: "about", access: "loggedIn", field: "about", query: "{ about { appVersion appVersionFecha } }" },
    {
      name: "node(User)",
      access: "admin",
      field: "node",
      query: "query ($id: ID!) { node(id: $id) { ... on Usuario { username } } }",
      variables: () => ({ id: targetGlobalId }),
    },
    {
      name: "createUsuario",
      access: "admin",
      field: "createUsuario",
      query: `mutation ($input: CreateUsuarioInput!) { createUsuario(input: $input) { __typename ... on AppError { code } } }`,
      variables: (caller) => ({ input: { username: `gql_${caller}`, password: "secreto1", email: "g@refugio.test", rolId: 3, activo: true } }),
    },
    {
      name: "updateUsuario",
      access: "admin",
      field: "updateUsuario",
      query: `mutation ($input: UpdateUsuarioInput!) { updateUsuario(input: $input) { __typename ... on AppError { code } } }`,
      variables: () => ({ input: { id: targetGlobalId, password: "secreto123", email: "rol2@refugio.test", rolId: 2, activo: true } }),
    },
    {
      name: "changePassword",
      access: "loggedIn",
      field: "changePassword",
      query: `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { __typename ... on AppError { code } } }`,
      variables: () => ({ input: { currentPassword: "secreto123", newPassword: "secreto123" } }),
    },
    {
      name: "saveSmtpConfig",
      access: "admin",
      field: "saveSmtpConfig",
      query: `mutation ($input: SmtpSettingsInput!) { saveSmtpConfig(input: $input) { __typename ... on AppError { code } } }`,
      variables: () => ({ input: smtpInput() }),
    },
    {
      name: "testSmtpConnection",
      access: "admin",
      field: "testSmtpConnection",
      query: `mutation ($input: SmtpSettingsInput!) { testSmtpConnection(input: $input) { __typename ... on AppError { code } } }`,
      variables: () => ({ input: smtpInput() }),
    },
    {
      name: "logNavigation",
      access: "loggedIn",
      field: "logNavigation",
      query: `mutation { logNavigation(input: { actividad: "Acceso a Listados" }) { __typename ... on AppError { code } } }`,
    },
    {
      name: "recordActivity",
      access: "loggedIn",
      field: "recordActivity",
      query: `mutation { recordActivity(input: { tabla: "personas", accion: "vincular", descripcion: "Prueba" }) { __typename ... on AppError { code } } }`,
    },
    {
      name: "forgotPassword",
      access: "public",
      field: "forgotPassword",
      query: `mutation { forgotPassword(input: { username: "nadie" }) { __typename ... on AppError { code } } }`,
    },
    { name: "deleteSmtpConfig", access: "admin", field: "deleteSmtpConfig", query: `mutation { deleteSmtpConfig { __typename ... on AppError { code } } }` },
    { name: "refugio", access: "loggedIn", field: "refugio", query: "{ refugio { nombre completo camposPendientes } }" },
    {
      name: "updateRefugio",
      access: "admin",
      field: "updateRefugio",
      query: `mutation { updateRefugio(input: { nombre: "Refugio", provincia: "Murcia" }) { __typename ... on AppError { code } } }`,
    },
    { name: "deleteRefugioLogo", access: "admin", field: "deleteRefugioLogo", query: `mutation { deleteRefugioLogo { __typename ... on AppError { code } } }` },
    { name: "copiasSeguridad", access: "admin", field: "copiasSeguridad", query: "{ copiasSeguridad { databaseId } }" },
    { name: "makeBackupNow", access: "admin", field: "makeBackupNow", query: `mutation { makeBackupNow { __typename ... on AppError { code } } }` },
  ];

  for (const operation of graphqlOperations) {
    test(`GraphQL ${operation.name} (${operation.access})`, async () => {
      for (const caller of CALLERS) {
        const body = await t.graphql(operation.query, operation.variables?.(caller) ?? {}, tokens.get(caller));
        const result = (body.data as Record<string, { __typename?: string; code?: string }> | null)?.[operation.field];
        const code = (body.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code ?? result?.code;
        const outcome = expectedOutcome(operation.access, caller);
        if (outcome !== "ok" && operation.field === "node") {
          // node(id:) hides a record the caller may not see, as if it did not exist.
          expect(body, String(caller)).toEqual({ data: { node: null } });
        } else if (outcome === "ok" && operation.field === "node") {
          expect(result, String(caller)).toEqual({ username: "rol2" });
        } else if (outcome === "ok" && operation.name === "forgotPassword") {
          expect(code, String(caller)).toBe("NOT_FOUND");
        } else if (outcome === "ok") {
          expect(body.errors, `${caller}: ${JSON.stringify(body.errors)}`).toBeUndefined();
          expect(result?.__typename ?? "data", `${caller}: ${JSON.stringify(result)}`).not.toMatch(/Error$/);
        } else {
          expect(code, `${caller}: ${JSON.stringify(body)}`).toBe(outcome);
        }
      }
    });
  }
});
