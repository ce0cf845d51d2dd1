/**
 * API keys and GraphiQL: every caller (anonymous, each role, each key scope) against GraphiQL's
 * page, introspection, a query, a mutation, an administration operation and the public feed, on
 * GraphQL and REST, in production and in development mode; a key's life (shown once, only a hash
 * kept, revoked or expired: 401) and its budget (429 with Retry-After).
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_KEY_REQUESTS_PER_MINUTE } from "../../api/src/domain/apiKeys/apiKeys.ts";
import { insertAnimal, insertStay, PUBLIC_CARD_FIELDS } from "../helpers/fixtures.ts";
import { type TestApp, testAppForSuite } from "../helpers/testApp.ts";

const INVALID_KEY = "La clave de API no es válida, ha caducado o se ha revocado";
const READ_ONLY = "Esta clave de API es de solo lectura";
const NO_INTROSPECTION = "La introspección del esquema está reservada a los administradores";

const CREATE_KEY = `mutation($input: CreateClaveApiInput!) { createClaveApi(input: $input) {
  ... on CreateClaveApiPayload { clave claveApi { id nombre alcance prefijo caduca revocada } }
  ... on AppError { code message } ... on ValidationError { field message } } }`;
const REVOKE_KEY = `mutation($id: ID!) { revokeClaveApi(input: { id: $id }) { ... on RevokeClaveApiPayload { claveApi { revocada } } ... on AppError { code message } } }`;

let dniNumber = 30_000_000;
/** A new valid DNI each call. */
const nextDni = () => `${++dniNumber}${"TRWAGMYFPDXBNJZSQVHLCKE"[dniNumber % 23]}`;
const CREATE_PERSONA = `mutation($input: CreatePersonaInput!) { createPersona(input: $input) { __typename ... on AppError { code message } } }`;
const personaInput = () => ({ dni: nextDni(), nombre: "Eva", apellido1: "Sanz", localidad: "Soria", provincia: "Soria", telefono1: "600000000" });

async function createKey(t: TestApp, token: string, input: { nombre: string; alcance: string; caduca?: string | null }) {
  const answer = await t.graphql(CREATE_KEY, { input }, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data.createClaveApi as { clave: string; claveApi: { id: string; nombre: string; prefijo: string } };
}

/** What one caller gets in each cell: 'ok', the refusal's code, or the REST status. */
async function cells(t: TestApp, token: string | undefined) {
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await t.rest({ method: "POST", url: "/graphql", payload: { query, variables }, token });
    return {
      status: response.statusCode,
      ...(response.json() as { data?: { createPersona?: { __typename: string; code?: string } }; errors?: { message: string }[] }),
    };
  };
  const graphiql = await t.rest({ method: "GET", url: "/graphql", headers: { accept: "text/html" }, token });
  const introspection = await gql("{ __schema { queryType { name } } }");
  const introspectionType = await gql('{ __type(name: "Animal") { name } }');
  const query = await gql("{ animales(first: 1) { totalCount } }");
  const mutation = await gql(CREATE_PERSONA, { input: personaInput() });
  const admin = await gql("{ usuarios(first: 1) { totalCount } }");
  const restRead = await t.rest({ method: "GET", url: "/api/animales/lista?page=1&limit=1", token });
  const restWrite = await t.rest({ method: "POST", url: "/api/personas", payload: personaInput(), token });
  const restAdmin = await t.rest({ method: "GET", url: "/api/usuarios", token });
  const feed = await t.rest({ method: "GET", url: "/api/public/adoptables", token });
  // Whoever asks, a refusal is an answer, never a server error, in every mode.
  for (const answer of [introspection, introspectionType, query, mutation, admin]) expect(answer.status).toBeLessThan(500);
  const code = (answer: { errors?: object[] }) =>
    answer.errors ? ((answer.errors[0] as { extensions?: { code?: string } }).extensions?.code ?? "error") : "ok";
  // The refusal says why, the same for both ways of asking the schema.
  for (const asked of [introspection, introspectionType]) if (asked.errors) expect(asked.errors[0]?.message).toBe(NO_INTROSPECTION);
  expect(code(introspectionType)).toBe(code(introspection));
  const created = mutation.data?.createPersona;
  const cards = feed.json().data as Record<string, unknown>[];
  const publicCards = feed.statusCode === 200 && cards.length > 0 && cards.every((card) => Object.keys(card).sort().join() === PUBLIC_CARD_FIELDS.join());
  return {
    graphiql: graphiql.statusCode === 200 && graphiql.body.includes("Refugio · GraphiQL") ? "ok" : graphiql.statusCode,
    introspection: code(introspection),
    query: code(query),
    mutation: created?.__typename === "CreatePersonaPayload" ? "ok" : (created?.code ?? code(mutation)),
    admin: code(admin),
    restRead: restRead.statusCode,
    restWrite: restWrite.statusCode,
    restAdmin: restAdmin.statusCode,
    // The published fields only, and the very same answer as anyone's: no caller sees more.
    feed: publicCards ? feed.body : `${feed.statusCode}: ${feed.body.slice(0, 300)}`,
  };
}

/**
 * The matrix of every caller against every cell, in the mode NODE_ENV names: the app reads it
 * when it is built (Yoga's error masking shows more of an error in development), so it is set
 * before the suite's app opens and put back after. The suite's other tests share its app.
 */
function roleAndScopeMatrix(mode: "production" | "development"): TestApp & { tokens: Record<"directora" | "marta" | "vera", string> } {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.NODE_ENV;
    process.env.NODE_ENV = mode;
  });
  afterAll(() => {
    process.env.NODE_ENV = before;
  });
  const t = testAppForSuite({ users: { directora: 1, marta: 2, vera: 3 } });
  beforeAll(async () => {
    const published = await insertAnimal(t.db.prisma, { nombre: "Luna", registro: "2026/LUNA", publicadoAdopcion: true, descripcionPublica: "Tranquila." });
    await insertStay(t.db.prisma, published.id);
  });

  test(`the role and scope matrix in ${mode} mode`, async () => {
    expect(process.env.NODE_ENV).toBe(mode);
    const keys = {
      lectura: (await createKey(t, t.tokens.directora, { nombre: "web", alcance: "lectura" })).clave,
      escritura: (await createKey(t, t.tokens.directora, { nombre: "clinica", alcance: "escritura" })).clave,
      introspection: (await createKey(t, t.tokens.directora, { nombre: "codegen", alcance: "introspection" })).clave,
    };
    const anonymous = await cells(t, undefined);
    expect(JSON.parse(anonymous.feed).data.map((card: { nombre: string }) => card.nombre)).toEqual(["Luna"]);
    const feed = anonymous.feed;
    expect(anonymous).toEqual({
      graphiql: 401,
      introspection: "FORBIDDEN",
      query: "UNAUTHENTICATED",
      mutation: "UNAUTHENTICATED",
      admin: "UNAUTHENTICATED",
      restRead: 401,
      restWrite: 401,
      restAdmin: 401,
      feed,
    });
    const person = {
      graphiql: 403,
      introspection: "FORBIDDEN",
      query: "ok",
      mutation: "ok",
      admin: "FORBIDDEN",
      restRead: 200,
      restWrite: 201,
      restAdmin: 403,
      feed,
    };
    const key = { ...person, graphiql: 403, introspection: "FORBIDDEN" };
    expect(await cells(t, t.tokens.directora)).toEqual({ ...person, graphiql: "ok", introspection: "ok", admin: "ok", restAdmin: 200 });
    expect(await cells(t, t.tokens.marta)).toEqual(person);
    expect(await cells(t, t.tokens.vera)).toEqual(person);
    expect(await cells(t, keys.lectura)).toEqual({ ...key, mutation: "FORBIDDEN", restWrite: 403 });
    expect(await cells(t, keys.escritura)).toEqual(key);
    expect(await cells(t, keys.introspection)).toEqual({ ...key, introspection: "ok", mutation: "FORBIDDEN", restWrite: 403 });
  });
  return t;
}

describe("API keys and GraphiQL in development mode, by caller", () => {
  roleAndScopeMatrix("development");
});

describe("API keys and GraphiQL in production mode, by caller", () => {
  const t = roleAndScopeMatrix("production");

  test("a read-only key is told why, before its input is looked at; no key reaches a person's own operations", async () => {
    const { clave } = await createKey(t, t.tokens.directora, { nombre: "solo-lectura", alcance: "lectura" });
    expect((await t.graphql('{ __type(name: "Animal") { name } }', {}, clave)).errors?.[0]?.message).toBe(NO_INTROSPECTION);
    const refused = await t.graphql(CREATE_PERSONA, { input: { dni: "" } }, clave);
    expect(refused.data.createPersona).toEqual({ __typename: "AppError", code: "FORBIDDEN", message: READ_ONLY });
    const rest = await t.rest({ method: "POST", url: "/api/personas", payload: { dni: "" }, token: clave });
    expect(rest.json()).toEqual({ code: "FORBIDDEN", message: READ_ONLY });
    const { clave: writer } = await createKey(t, t.tokens.directora, { nombre: "escritora", alcance: "escritura" });
    const password = await t.rest({ method: "PUT", url: "/api/users/change-password", payload: { currentPassword: "x", newPassword: "y" }, token: writer });
    expect([password.statusCode, password.json().code]).toEqual([403, "FORBIDDEN"]);
    expect((await t.rest({ method: "GET", url: "/api/auth/user", token: writer })).statusCode).toBe(403);
    expect((await t.graphql("{ viewer { username } }", {}, writer)).data).toEqual({ viewer: null });
    for (const mutation of [CREATE_KEY, "mutation { makeBackupNow { __typename ... on AppError { code } } }"]) {
      const answer = await t.graphql(mutation, { input: { nombre: "otra", alcance: "escritura" } }, writer);
      expect(JSON.stringify(answer)).toContain("FORBIDDEN");
    }
  });

  test("GraphiQL opens for an administrator's session cookie, without a CDN, its token in the page and nowhere stored", async () => {
    const login = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "directora", password: "secreto123" } });
    const cookie = login.cookies.find((c) => c.name === "refugio_sesion" && c.path === "/graphql");
    expect(cookie?.httpOnly).toBe(true);
    const page = await t.rest({ method: "GET", url: "/graphql", headers: { accept: "text/html", cookie: `refugio_sesion=${cookie!.value}` } });
    expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain(`Bearer ${login.json().token}`);
    expect(page.body).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
    // The cookie opens the page and nothing else: a query with it alone is anonymous.
    const query = await t.rest({
      method: "POST",
      url: "/graphql",
      payload: { query: "{ animales(first: 1) { totalCount } }" },
      headers: { cookie: `refugio_sesion=${cookie!.value}` },
    });
    expect(query.json().errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const employee = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "marta", password: "secreto123" } });
    const employeeCookie = employee.cookies.find((c) => c.name === "refugio_sesion" && c.path === "/graphql")!;
    const refused = await t.rest({ method: "GET", url: "/graphql", headers: { accept: "text/html", cookie: `refugio_sesion=${employeeCookie.value}` } });
    expect([refused.statusCode, refused.body]).toEqual([403, "GraphiQL es solo para administradores."]);
  });

  test("a key is shown once and only its hash is kept; its writes are logged under its name", async () => {
    const { clave, claveApi } = await createKey(t, t.tokens.directora, { nombre: "registro", alcance: "escritura" });
    expect(clave).toMatch(/^rfg_[A-Za-z0-9_-]{43}$/);
    expect(claveApi.prefijo).toBe(clave.slice(0, 12));
    const row = await t.db.prisma.claveApi.findUniqueOrThrow({ where: { nombre: "registro" } });
    expect(row.hash).toBe(createHash("sha256").update(clave).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(clave.slice(12));
    const list = await t.graphql("{ clavesApi { nombre ultimoUso } }", {}, t.tokens.directora);
    expect(JSON.stringify(list.data)).not.toContain(clave.slice(12));
    expect(list.data.clavesApi.find((k: { nombre: string }) => k.nombre === "registro").ultimoUso).toBeNull();

    const input = personaInput();
    expect((await t.graphql(CREATE_PERSONA, { input }, clave)).data.createPersona.__typename).toBe("CreatePersonaPayload");
    const activity = await t.db.prisma.actividad.findFirstOrThrow({ where: { tabla: "personas" }, orderBy: { id: "desc" } });
    expect(activity.usuario).toBe("clave:registro");
    const log = await t.db.prisma.log.findFirstOrThrow({ orderBy: { id: "desc" } });
    expect([log.username, log.usuarioId]).toEqual(["clave:registro", null]);
    const used = await t.graphql("{ clavesApi { nombre ultimoUso } }", {}, t.tokens.directora);
    expect(used.data.clavesApi.find((k: { nombre: string }) => k.nombre === "registro").ultimoUso).not.toBeNull();
  });

  test("a revoked, expired, unknown or mangled key is a 401 on both transports, never anonymous", async () => {
    const { clave, claveApi } = await createKey(t, t.tokens.directora, { nombre: "a-revocar", alcance: "lectura" });
    expect((await t.rest({ method: "GET", url: "/api/animales/lista?page=1&limit=1", token: clave })).statusCode).toBe(200);
    const revoked = await t.graphql(REVOKE_KEY, { id: claveApi.id }, t.tokens.directora);
    expect(revoked.data.revokeClaveApi.claveApi.revocada).not.toBeNull();

    const { clave: expiring } = await createKey(t, t.tokens.directora, { nombre: "caducada", alcance: "lectura", caduca: "2999-01-01" });
    await t.db.prisma.claveApi.update({ where: { nombre: "caducada" }, data: { caduca: new Date(Date.now() - 1000) } });
    for (const key of [clave, expiring, "rfg_desconocida", `rfg_${"x".repeat(200)}`]) {
      const rest = await t.rest({ method: "GET", url: "/api/animales/lista?page=1&limit=1", token: key });
      expect([rest.statusCode, rest.json()]).toEqual([401, { code: "UNAUTHENTICATED", message: INVALID_KEY }]);
      const graphql = await t.rest({ method: "POST", url: "/graphql", payload: { query: "{ tipos { tipo } }" }, token: key });
      expect([graphql.statusCode, graphql.json()]).toEqual([401, { errors: [{ message: INVALID_KEY, extensions: { code: "UNAUTHENTICATED" } }] }]);
    }
    // The login screen's routes never read the caller's token: a dead key left in a client's headers changes nothing there.
    expect((await t.rest({ method: "GET", url: "/api/auth/check-users", token: clave })).json()).toEqual({ hasUsers: true });
    expect((await t.rest({ method: "GET", url: "/api/auth/smtp-available", token: clave })).statusCode).toBe(200);
    const login = await t.rest({ method: "POST", url: "/api/auth/login", payload: { username: "nadie", password: "secreto123" }, token: clave });
    expect([login.statusCode, login.json().message]).toEqual([401, "Invalid credentials"]);
  });

  test("the form's refusals are Spanish and name their field", async () => {
    const refused = async (input: Record<string, unknown>) => (await t.graphql(CREATE_KEY, { input }, t.tokens.directora)).data.createClaveApi;
    expect(await refused({ nombre: "", alcance: "lectura" })).toEqual({ field: "nombre", message: "El nombre de la clave es obligatorio" });
    expect(await refused({ nombre: "x".repeat(20), alcance: "lectura" })).toEqual({
      field: "nombre",
      message: "El nombre de la clave no puede superar 19 caracteres",
    });
    expect(await refused({ nombre: "ok", alcance: "todo" })).toEqual({ field: "alcance", message: "Elija un alcance: lectura, escritura o introspection" });
    expect(await refused({ nombre: "ok", alcance: "lectura", caduca: "2020-01-01" })).toEqual({
      field: "caduca",
      message: "La fecha de caducidad no puede ser anterior a hoy",
    });
    await createKey(t, t.tokens.directora, { nombre: "repetida", alcance: "lectura" });
    expect(await refused({ nombre: "repetida", alcance: "lectura" })).toEqual({ field: "nombre", message: "Ya existe una clave con ese nombre" });
  });

  test("no key signs a document, sends one for signing or cancels a link: people's acts, refused before anything is looked up", async () => {
    const { clave } = await createKey(t, t.tokens.directora, { nombre: "firmante", alcance: "escritura" });
    const signing = [
      { method: "POST", url: "/api/reports/documentos/999999/firmar", payload: { persona: { nombre: "Eva", dni: "12345678Z" } } },
      { method: "POST", url: "/api/reports/documentos/999999/enviar-firma" },
      { method: "DELETE", url: "/api/reports/enlaces-firma/999999" },
    ] as const;
    for (const call of signing) {
      const byKey = await t.rest({ ...call, token: clave });
      expect([call.url, byKey.statusCode, byKey.json()]).toEqual([
        call.url,
        403,
        { code: "FORBIDDEN", message: "Esta operación es solo para personas con sesión iniciada, no para claves de API" },
      ]);
      // A person gets past the check to the document itself.
      expect([call.url, (await t.rest({ ...call, token: t.tokens.marta })).statusCode]).not.toEqual([call.url, 403]);
    }
  });

  test("a read-only key reads a person's record and finds one by DNI, each read recorded under the key's name", async () => {
    const { clave } = await createKey(t, t.tokens.directora, { nombre: "lector", alcance: "lectura" });
    const input = personaInput();
    const created = await t.rest({ method: "POST", url: "/api/personas", payload: input, token: t.tokens.directora });
    const id = created.json().id as number;
    const record = await t.rest({ method: "GET", url: `/api/personas/${id}`, token: clave });
    expect([record.statusCode, record.json().dni]).toEqual([200, input.dni]);
    const byDni = await t.rest({ method: "GET", url: `/api/personas/dni/${input.dni}`, token: clave });
    expect([byDni.statusCode, byDni.json().persona?.id]).toEqual([200, id]);
    const recorded = await t.db.prisma.actividad.findMany({ where: { registroId: id, usuario: "clave:lector" }, orderBy: { id: "asc" } });
    expect(recorded.map((row) => row.accion)).toEqual(["acceso_consulta", "acceso_dni"]);
  });

  test("a read-only key runs the listing's POSTs, which only read", async () => {
    const { clave } = await createKey(t, t.tokens.directora, { nombre: "listados", alcance: "lectura" });
    const periodo = { fechaDesde: "2026-01-01", fechaHasta: "2026-12-31" };
    const listado = await t.rest({ method: "POST", url: "/api/listados/generar", payload: periodo, token: clave });
    expect(listado.statusCode, listado.body).toBe(200);
    const pdf = await t.rest({ method: "POST", url: "/api/listados/pdf", payload: periodo, token: clave });
    expect([pdf.statusCode, pdf.headers["content-type"]]).toEqual([200, "application/pdf"]);
  });

  test("a key in the session cookie is no session: the cookie carries a person's login only", async () => {
    const { clave } = await createKey(t, t.tokens.directora, { nombre: "galleta", alcance: "escritura" });
    const animalId = (await insertAnimal(t.db.prisma, { registro: "2026/GALLETA" })).id;
    const stay = await insertStay(t.db.prisma, animalId);
    const generated = await t.rest({
      method: "POST",
      url: "/api/reports/generate",
      token: t.tokens.directora,
      payload: { type: "ficha-registral", animalId, entradaSalidaId: stay.id },
    });
    const url = new URL(generated.json().pdfUrl, "http://refugio.test").pathname;
    expect((await t.rest({ method: "GET", url, token: clave })).statusCode).toBe(200);
    expect((await t.rest({ method: "GET", url, headers: { cookie: `refugio_sesion=${clave}` } })).statusCode).toBe(401);
    expect((await t.rest({ method: "GET", url, headers: { cookie: `refugio_sesion=${t.tokens.marta}` } })).statusCode).toBe(200);
  });

  test("an administrator deactivated or given another role: the keys they made stop at once, and the log says so", async () => {
    const admins = { ines: await t.userToken(1, "ines"), olga: await t.userToken(1, "olga") };
    const keys = {
      ines: (await createKey(t, admins.ines, { nombre: "de-ines", alcance: "escritura" })).clave,
      olga: (await createKey(t, admins.olga, { nombre: "de-olga", alcance: "lectura" })).clave,
      directora: (await createKey(t, t.tokens.directora, { nombre: "de-directora", alcance: "lectura" })).clave,
    };
    const works = async (key: string) => (await t.rest({ method: "GET", url: "/api/stats/counts", token: key })).statusCode;
    for (const key of Object.values(keys)) expect(await works(key)).toBe(200);
    // The users list says how many keys each account made that still work (the form warns with it).
    const liveKeys = async () => {
      const list = await t.graphql("{ usuarios { edges { node { username clavesApiVigentes } } } }", {}, t.tokens.directora);
      const rows = list.data.usuarios.edges.map((edge: { node: { username: string; clavesApiVigentes: number } }) => edge.node);
      return Object.fromEntries(
        rows
          .filter((row: { username: string }) => ["ines", "olga"].includes(row.username))
          .map((row: { username: string; clavesApiVigentes: number }) => [row.username, row.clavesApiVigentes]),
      );
    };
    expect(await liveKeys()).toEqual({ ines: 1, olga: 1 });
    const idOf = async (username: string) => (await t.db.prisma.usuario.findFirstOrThrow({ where: { username } })).id;
    const put = async (username: string, change: { rol_id: number; activo: boolean }) =>
      t.rest({
        method: "PUT",
        url: `/api/usuarios/${await idOf(username)}`,
        token: t.tokens.directora,
        payload: { username, email: `${username}@refugio.test`, ...change },
      });

    expect((await put("ines", { rol_id: 1, activo: false })).statusCode).toBe(200);
    expect(await works(keys.ines)).toBe(401);
    expect((await put("olga", { rol_id: 2, activo: true })).statusCode).toBe(200);
    expect(await works(keys.olga)).toBe(401);
    expect(await works(keys.directora)).toBe(200);
    expect(await liveKeys()).toEqual({ ines: 0, olga: 0 });
    const logged = await t.db.prisma.actividad.findFirstOrThrow({ where: { tabla: "usuarios", registroId: await idOf("ines") }, orderBy: { id: "desc" } });
    expect(logged.descripcion).toBe("Modificado el usuario ines; revocadas las claves de API que creó: 1");
    // Back as an administrator, a key revoked stays revoked.
    expect((await put("ines", { rol_id: 1, activo: true })).statusCode).toBe(200);
    expect(await works(keys.ines)).toBe(401);
  });

  test("an integrator's document with a mistake is answered in Spanish, naming what is wrong", async () => {
    const { clave } = await createKey(t, t.tokens.directora, { nombre: "integrador", alcance: "lectura" });
    const said = async (query: string) => (await t.graphql(query, {}, clave)).errors?.map((error: { message: string }) => error.message);
    expect(await said("{ animal(databaseId: 1) { nombre raza2 } }")).toEqual(["El campo «raza2» no existe en el tipo «Animal»."]);
    expect(await said("{ animal { nombre } }")).toEqual(["Falta el argumento obligatorio «databaseId» (Int!) del campo «animal»."]);
    expect(await said("{ animal(databaseId: 1, id: 2) { nombre } }")).toEqual(["El argumento «id» no existe en el campo «Query.animal»."]);
    expect(await said("{ animal(databaseId: 1) }")).toEqual(["El campo «animal» es de tipo «Animal»: elija sus subcampos entre llaves."]);
    expect(await said("{ animal(databaseId: 1) { nombre ")).toEqual(["Error de sintaxis: se esperaba Name y se encontró <EOF>."]);
  });

  test("each key has its own budget: once spent, 429 with Retry-After on both transports, and another key is untouched", async () => {
    const { clave } = await createKey(t, t.tokens.directora, { nombre: "gastada", alcance: "lectura" });
    const { clave: other } = await createKey(t, t.tokens.directora, { nombre: "intacta", alcance: "lectura" });
    const row = await t.db.prisma.claveApi.findUniqueOrThrow({ where: { nombre: "gastada" } });
    await t.app.deps.apiKeyLimit.penalty(String(row.id), API_KEY_REQUESTS_PER_MINUTE);
    const rest = await t.rest({ method: "GET", url: "/api/animales/lista?page=1&limit=1", token: clave });
    expect([rest.statusCode, rest.json().code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(rest.headers["retry-after"])).toBeGreaterThan(0);
    const graphql = await t.rest({ method: "POST", url: "/graphql", payload: { query: "{ tipos { tipo } }" }, token: clave });
    expect([graphql.statusCode, graphql.json().errors[0].extensions.code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(graphql.headers["retry-after"])).toBeGreaterThan(0);
    expect((await t.rest({ method: "GET", url: "/api/animales/lista?page=1&limit=1", token: other })).statusCode).toBe(200);
  });
});
