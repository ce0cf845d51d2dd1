/**
 * Who may call comes before what was sent, on every route and mutation: a caller without a
 * session learns nothing of an input's rules (a weak password answered 400 before 401 did), and
 * an employee nothing of an administrator's form. Routes come from the server's route table and
 * mutations from the schema, so a new one that validates first fails here.
 */
import { getNamedType, type GraphQLInputType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from "graphql";
import { describe, expect, test } from "vitest";
import { schema } from "../../api/src/graphql/schema.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { bodyVocabulary, routeTable } from "../helpers/apiSurface.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

/**
 * Routes anyone may call: the login screen's, logout (which ends nothing without a session), and
 * the public adoptables (tests/integration/publicAdoptables.test.ts), the signing link's and the
 * verification's (tests/integration/firmas.test.ts: what each shows).
 */
const PUBLIC_ROUTES = [
  "POST /api/auth/login",
  "POST /api/auth/forgot-password",
  "POST /api/auth/logout",
  "GET /api/auth/check-users",
  "GET /api/auth/smtp-available",
  "GET /api/public/adoptables",
  "GET /api/public/adoptables/:id/foto",
  "GET /api/public/logo",
  "POST /api/firma-remota/abrir",
  "POST /api/firma-remota/firmar",
  "GET /api/verificar/:sha256",
];

/**
 * Routes employees may not call: administrators only (spec section 6: users, roles, activity logs,
 * SMTP; and the shelter's data, its backups), and the plan sanitario's catalogue (also veterinarians).
 */
const ADMIN_ROUTES = [
  "GET /api/usuarios",
  "POST /api/usuarios",
  "PUT /api/usuarios/:id",
  "GET /api/roles",
  "GET /api/logs",
  "POST /api/logs/report",
  "PUT /api/configuration",
  "DELETE /api/configuration",
  "POST /api/configuration/test",
  "PUT /api/refugio",
  "PUT /api/refugio/condiciones-adopcion",
  "POST /api/refugio/logo",
  "DELETE /api/refugio/logo",
  "PUT /api/tipos/:id/especie-ley",
  "GET /api/backups/:id/download",
  "POST /api/personas/:id/exportar",
  // The plan sanitario's catalogue: administrators and veterinarians (issue 27).
  "POST /api/plan-sanitario/actuaciones",
  "PUT /api/plan-sanitario/actuaciones/:id",
  "DELETE /api/plan-sanitario/actuaciones/:id",
  "POST /api/plan-sanitario/ejemplo",
  "POST /api/plan-sanitario/protocolos",
  "PUT /api/plan-sanitario/protocolos/:id",
  "DELETE /api/plan-sanitario/protocolos/:id",
];

/** Every value wrong: an id that is no number, overlong searches, impossible dates and pages. */
const INVALID_QUERY = `?page=-1&limit=abc&paginated=quizas&search=${"x".repeat(101)}&filtro=${"x".repeat(101)}&fromDate=ayer&toDate=31-02-2026&usuarioId=abc&animal_id=abc&t=x&from=nada`;

/** A JSON body where every field any route reads (all the GraphQL input names, in both spellings) is a list. */
const invalidBody = () => Object.fromEntries(bodyVocabulary().map((name) => [name, [name]]));

/** Mutations anyone may call. setupFirstAdmin is refused once users exist (tested below). */
const PUBLIC_MUTATIONS = ["login", "forgotPassword", "logout", "setupFirstAdmin"];

/** Mutations for administrators only (and the plan sanitario's catalogue, for veterinarians too), in the schema's order. */
const ADMIN_MUTATIONS = [
  "addPasoProtocolo",
  "anonymisePersona",
  "anonymisePersonasFueraDePlazo",
  "blockPersona",
  "cargarEjemploPlanSanitario",
  "createActuacionSanitaria",
  "createClaveApi",
  "createUsuario",
  "deleteActuacionSanitaria",
  "deletePasoProtocolo",
  "deleteRefugioLogo",
  "deleteSmtpConfig",
  "makeBackupNow",
  "revokeClaveApi",
  "saveSmtpConfig",
  "testSmtpConnection",
  "unblockPersona",
  "updateActuacionSanitaria",
  "updateCondicionesAdopcion",
  "updatePasoProtocolo",
  "updatePlazoConservacion",
  "updateRefugio",
  "updateTipoEspecieLey",
  "updateUsuario",
  "uploadRefugioLogo",
];

/**
 * A value of the right GraphQL type that the domain refuses: an empty text, a negative number, an
 * id that names nothing, a file that is not what it should be. Upload variables are collected in
 * `files` (their paths in the variables), to be sent as multipart.
 */
function invalidValue(type: GraphQLInputType, path: string, files: string[]): unknown {
  if (isNonNullType(type)) return invalidValue(type.ofType, path, files);
  if (isListType(type)) return [invalidValue(type.ofType, `${path}.0`, files)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, invalidValue(field.type, `${path}.${field.name}`, files)]));
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (!isScalarType(type)) return null;
  switch (type.name) {
    case "Int":
    case "Float":
      return -1;
    case "Boolean":
      return false;
    case "ID":
      return "no-es-un-id";
    case "Date":
    case "DateTime":
      return "2026-01-01";
    case "Upload":
      files.push(path);
      return null;
    default:
      return "";
  }
}

describe("authorisation comes before validation", () => {
  const t = testAppForSuite({ users: { directora: 1, marta: 2 } });

  const routes = () =>
    routeTable(t.app)
      .filter((route) => route.path.startsWith("/api/"))
      // The API's reference page is files and a JSON, not inputs; openapi.test.ts checks that each needs a login.
      .filter((route) => !route.path.startsWith("/api/docs"))
      // One node of the printed tree can hold two parameter names (`:id|:animalId`): either names the route.
      .map((route) => ({ ...route, path: route.path.replace(/\|:\w+/g, "") }))
      .filter((route) => !PUBLIC_ROUTES.includes(`${route.method} ${route.path}`));

  async function callWithInvalidInput(route: { method: string; path: string }, token?: string) {
    const url = route.path.replace(/:\w+/g, "no-es-un-id") + INVALID_QUERY;
    const withBody = route.method !== "GET";
    return t.rest({ method: route.method as "POST", url, token, ...(withBody ? { payload: invalidBody() } : {}) });
  }

  test("without a session, every other REST route answers 401 whatever it was sent", async () => {
    const answers = [];
    for (const route of routes()) {
      const response = await callWithInvalidInput(route);
      answers.push(`${route.method} ${route.path} → ${response.statusCode} ${response.json().message}`);
    }
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.filter((answer) => !/ → 401 /.test(answer))).toEqual([]);
  });

  test("without a session, a body that cannot be read (malformed JSON, a NUL, announced too large) is refused with 401 too", async () => {
    const changes = routes().filter((route) => route.method !== "GET");
    expect(changes.length).toBeGreaterThan(30);
    const unreadable = [
      { payload: "{ esto no es JSON", headers: { "content-type": "application/json" } },
      { payload: '{"nombre":"a\u0000b"}', headers: { "content-type": "application/json" } },
      { payload: "x", headers: { "content-type": "application/octet-stream" } },
    ];
    const answers = [];
    for (const route of changes) {
      for (const body of unreadable) {
        const response = await t.app.inject({ method: route.method as "POST", url: route.path.replace(/:\w+/g, "1"), ...body });
        answers.push(`${route.method} ${route.path} ${body.payload.slice(0, 8)} → ${response.statusCode}`);
      }
    }
    expect(answers.filter((answer) => !answer.endsWith("→ 401"))).toEqual([]);
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/animales/1/upload-photo",
      ...multipartBody([{ field: "file", filename: "enorme.png", contentType: "image/png", bytes: Buffer.alloc(6 * 1024 * 1024) }]),
    });
    expect([upload.statusCode, upload.json().message]).toEqual([401, "Debe iniciar sesión"]);
  });

  test("an employee gets 403 from every administrator's route whatever was sent, and only from those", async () => {
    const forbidden: string[] = [];
    for (const route of routes()) {
      const response = await callWithInvalidInput(route, await t.sessionToken("marta"));
      if (response.statusCode === 403) forbidden.push(`${route.method} ${route.path}`);
    }
    expect(forbidden.sort()).toEqual([...ADMIN_ROUTES].sort());
  });

  test("an employee's body that cannot be read gets an administrator's route's 403, not a 400 that reads it first", async () => {
    const token = await t.sessionToken("marta");
    const answers = [];
    for (const route of ADMIN_ROUTES.filter((route) => !route.startsWith("GET "))) {
      const [method, path] = route.split(" ") as [string, string];
      const response = await t.app.inject({
        method: method as "POST",
        url: path.replace(/:\w+/g, "1"),
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        payload: "{ esto no es JSON",
      });
      answers.push(`${route} → ${response.statusCode} ${response.json().message}`);
    }
    expect(answers.length).toBeGreaterThan(15);
    expect(answers.filter((answer) => !answer.endsWith("→ 403 No tiene permisos para realizar esta acción"))).toEqual([]);
  });

  test("the first administrator's form, sent again after setup, is refused before its password is judged", async () => {
    const response = await t.rest({ method: "POST", url: "/api/usuarios", payload: { username: "intrusa", password: "123", email: "x", rol_id: 1 } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "SETUP_DONE", message: "La aplicación ya tiene usuarios: inicie sesión" });
    const graphql = await t.graphql(
      `mutation { setupFirstAdmin(input: { username: "intrusa", password: "123", email: "x" }) { __typename ... on AppError { code } } }`,
    );
    expect(graphql.data.setupFirstAdmin).toEqual({ __typename: "AppError", code: "SETUP_DONE" });
    // Before its body is read: one that cannot be read gets the same refusal.
    const unreadable = await t.app.inject({ method: "POST", url: "/api/usuarios", headers: { "content-type": "application/json" }, payload: "{ no" });
    expect([unreadable.statusCode, unreadable.json().code]).toEqual([401, "SETUP_DONE"]);
  });

  /** Each mutation but the public ones, called with a refused value in every input field; its answer as "name → CODE message". */
  async function mutationAnswers(token?: string): Promise<string[]> {
    const fields = Object.values(schema.getMutationType()!.getFields()).filter((field) => !PUBLIC_MUTATIONS.includes(field.name));
    expect(fields.length).toBeGreaterThan(30);
    const answers: string[] = [];
    for (const field of fields) {
      const files: string[] = [];
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, invalidValue(arg.type, `variables.${arg.name}`, files)]));
      const definitions = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(", ");
      const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(", ");
      const selection = getNamedType(field.type).toString() === "Boolean" ? "" : "{ __typename ... on Error { message } ... on AppError { code } }";
      const query = `mutation Probe${definitions ? `(${definitions})` : ""} { ${field.name}${args ? `(${args})` : ""} ${selection} }`;
      const request = files.length === 0 ? { payload: { query, variables } } : uploadRequest(query, variables, files);
      const body = (await t.rest({ method: "POST", url: "/graphql", token, ...request })).json();
      const answer = body.data?.[field.name] ?? body.errors?.[0];
      answers.push(`${field.name} → ${answer?.code ?? answer?.extensions?.code} ${answer?.message}`);
    }
    return answers;
  }

  test("without a session, every other mutation answers 'Debe iniciar sesión' whatever its input", async () => {
    expect((await mutationAnswers()).filter((answer) => !answer.endsWith("→ UNAUTHENTICATED Debe iniciar sesión"))).toEqual([]);
  });

  test("an employee is refused every administrator's mutation whatever its input, and only those", async () => {
    const refused = (await mutationAnswers(await t.sessionToken("marta"))).filter((answer) => answer.includes("→ FORBIDDEN "));
    expect(refused).toEqual(ADMIN_MUTATIONS.map((name) => `${name} → FORBIDDEN No tiene permisos para realizar esta acción`));
  });
});

/** A GraphQL multipart request whose upload variables each carry a file that is not an image nor a document. */
function uploadRequest(query: string, variables: Record<string, unknown>, files: string[]) {
  const body = multipartBody([
    { field: "operations", value: JSON.stringify({ query, variables }) },
    { field: "map", value: JSON.stringify(Object.fromEntries(files.map((path, index) => [String(index), [path]]))) },
    ...files.map((_, index) => ({ field: String(index), filename: "nada.png", contentType: "image/png", bytes: Buffer.from("esto no es una imagen") })),
  ]);
  return { payload: body.payload, headers: { ...body.headers, "x-graphql-yoga-csrf": "1" } };
}
