/**
 * How many SQL statements each screen's request costs (issue 15: at most 3 per page request; issue
 * 25: the caller's row is kept by the process, so 2 besides the first request of a session),
 * counted from Prisma's query events while the app answers the web client's own operations
 * (the text relay-compiler writes, as the scale bench sends it). A screen whose request starts
 * re-reading lookups, fetching relations one by one or looking the caller up twice fails here.
 */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, test } from "vitest";
import { checkVariables, clientOperation } from "../../bench/relayDocuments.ts";
import { insertAnimal, insertObservation, insertStay } from "../helpers/fixtures.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const MAX_STATEMENTS = 2;

describe("SQL statements per request", () => {
  let animalId: number;
  let stayId: number;
  const statements: string[] = [];
  let counting = false;
  const t = testAppForSuite({ onQuery: (event) => counting && statements.push(event.query), users: { directora: 1 } });

  beforeAll(async () => {
    const db = t.db.prisma;
    for (let i = 0; i < 30; i++) await insertAnimal(db, { registro: `2026/${i}`, nombre: i % 2 ? "Lúa" : "Toby" });
    const animal = await insertAnimal(db, { registro: "2026/FICHA", nombre: "Canela", identificacion: "941000024681357" });
    animalId = animal.id;
    const stay = await insertStay(db, animal.id, { destinoId: 3, fechaLlegada: "2026-01-10", fechaSalida: "2026-02-01" });
    stayId = stay.id;
    await insertObservation(db, stay.id, { tratamiento: true, inicio: new Date("2026-01-11"), fin: null });
    await insertStay(db, animal.id);
    for (let i = 0; i < 12; i++) {
      await db.persona.create({ data: { dni: `X${i}`, apellido1: "García", nombre: `José ${i}`, localidad: "Écija", provincia: "Sevilla", telefono1: "600" } });
    }
    // The first request of a process reads the lookups it then keeps, and the first of a session
    // the caller's row (auth/sessionUsers.ts); later requests pay nothing for them.
    await graphql("AnimalFichaPageQuery", { databaseId: animalId, hasAnimal: true });
  });

  /** The statements one call runs; its answer must carry no error. */
  async function counted(call: () => Promise<unknown>): Promise<string[]> {
    statements.length = 0;
    counting = true;
    try {
      await call();
    } finally {
      counting = false;
    }
    return [...statements];
  }

  async function graphql(name: string, variables: Record<string, unknown> = {}) {
    const operation = await clientOperation(name);
    checkVariables(operation, variables);
    const body = await t.graphql(operation.text, variables, t.tokens.directora);
    expect(body.errors, name).toBeUndefined();
    return body.data;
  }

  async function rest(url: string) {
    const response = await t.rest({ method: "GET", url, token: t.tokens.directora });
    expect(response.statusCode, url).toBe(200);
  }

  const screens: [label: string, request: () => Promise<unknown>][] = [
    ["record list", () => graphql("AnimalListPageQuery", { search: null, page: 2 })],
    ["record list, a search", () => graphql("AnimalListPageQuery", { search: "lua", page: 1 })],
    ["record list, a Nº Id", () => graphql("AnimalListPageQuery", { search: "3", page: 1 })],
    ["record list, in the shelter", () => graphql("AnimalListPageQuery", { search: null, estado: "EN_REFUGIO", page: 1 })],
    ["record list, out of the shelter, a search", () => graphql("AnimalListPageQuery", { search: "lua", estado: "FUERA", page: 1 })],
    [
      "ficha",
      () =>
        graphql("AnimalFichaPageQuery", { databaseId: 0, hasAnimal: false }).then(() =>
          graphql("AnimalFichaPageQuery", { databaseId: animalId, hasAnimal: true }),
        ),
    ],
    ["ficha's Documentos generados", () => graphql("DocumentosGeneradosQuery", { id: encodeGlobalID("EntradaSalida", stayId) })],
    ["recognition form's days in the shelter", () => graphql("useDiasEnRefugioQuery", { id: encodeGlobalID("EntradaSalida", stayId) })],
    ["people", () => graphql("PersonasPageQuery", { search: null, page: 2 })],
    ["people, a search", () => graphql("PersonasPageQuery", { search: "garcia jose", page: 1 })],
    ["town halls", () => graphql("AyuntamientosPageQuery", { search: "ecija", page: 1 })],
    ["users", () => graphql("UsersPageQuery")],
    ["activity log", () => graphql("LogsPageQuery", { fromDate: "2026-01-01", toDate: "2026-12-31" })],
    ["shell", () => graphql("ShellQuery")],
    ["home page", () => graphql("MainMenuQuery")],
    ["dashboard", () => graphql("DashboardPageQuery")],
    ["Datos del refugio", () => graphql("RefugioPageQuery")],
    ["Copias de seguridad", () => graphql("BackupsPageQuery")],
    ["Protección de datos", () => graphql("ProteccionDatosPageQuery")],
    ["Claves de API", () => graphql("ApiKeysPageQuery")],
    ["REST Datos del refugio", () => rest("/api/refugio")],
    ["treatments", () => graphql("TratamientosPageQuery", { page: 1 })],
    ["observations tab", () => graphql("ObservacionesTabQuery", { id: encodeGlobalID("EntradaSalida", stayId) })],
    ["REST ficha", () => rest(`/api/animales/${animalId}`)],
    ["REST record list page", () => rest("/api/animales/lista?filtro=lua&page=1&limit=10")],
    ["REST record list page, in the shelter", () => rest("/api/animales/lista?estado=en_refugio&page=1&limit=10")],
    ["REST people page", () => rest("/api/personas?paginated=true&search=garcia")],
    ["libro de registro", () => graphql("LibroRegistroPageLibroQuery", { desde: "2020-01-01", hasta: "2026-12-31", page: 2, first: 50 })],
    ["REST libro de registro page", () => rest("/api/listados/libro-registro?desde=2020-01-01&hasta=2026-12-31&page=2&limit=10")],
    ["REST an animal's E/S", () => rest(`/api/entradas-salidas?animal_id=${animalId}`)],
  ];

  test.each(screens)("%s", async (label, request) => {
    const sql = await counted(request);
    // The ficha case asks twice (an unknown id, then a real one): each request stays within the bound.
    const requests = label === "ficha" ? 2 : 1;
    expect(sql.length, `${label}:\n${sql.join("\n")}`).toBeLessThanOrEqual(MAX_STATEMENTS * requests);
  });

  // The ficha's E/S, with the people who brought and took the animal and the town hall, are joined
  // into the animal's statement (relationLoadStrategy "join"), not read relation by relation.
  test("the record list and the ficha read what they show in one statement each, the caller from the process", async () => {
    const list = await counted(() => graphql("AnimalListPageQuery", { search: "toby", page: 1 }));
    expect(list, list.join("\n")).toHaveLength(1);
    // Each ficha's estado and photo, and the estado filter, are part of the list's statement.
    const filtered = await counted(() => graphql("AnimalListPageQuery", { search: null, estado: "EN_REFUGIO", page: 1 }));
    expect(filtered, filtered.join("\n")).toHaveLength(1);
    const ficha = await counted(() => graphql("AnimalFichaPageQuery", { databaseId: animalId, hasAnimal: true }));
    expect(ficha, ficha.join("\n")).toHaveLength(1);
  });

  test("an animal's E/S over REST are read with the animal in one statement, the caller from the process", async () => {
    const list = await counted(() => rest(`/api/entradas-salidas?animal_id=${animalId}`));
    expect(list, list.join("\n")).toHaveLength(1);
  });

  test("the caller's row is read by a session's first request and again only after it changed", async () => {
    const token = await t.userToken(2, "contada");
    const callerReads = (sql: string[]) => sql.filter((statement) => /FROM "public"\."usuarios"/.test(statement));
    const shell = () => t.graphql("{ viewer { username } }", {}, token);
    expect(callerReads(await counted(shell))).toHaveLength(1);
    expect(callerReads(await counted(shell))).toHaveLength(0);
    await t.db.prisma.usuario.updateMany({ where: { username: "contada" }, data: { email: "otra@refugio.test" } });
    expect(callerReads(await counted(shell)), "a column no session reads").toHaveLength(0);
    await t.db.prisma.usuario.updateMany({ where: { username: "contada" }, data: { rolId: 3 } });
    expect(callerReads(await counted(shell))).toHaveLength(1);
    expect(callerReads(await counted(shell))).toHaveLength(0);
  });
});
