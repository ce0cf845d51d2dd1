/**
 * How many SQL statements each screen's request costs, exactly: a screen that starts re-reading
 * lookups, fetching relations one by one or looking the caller up twice fails here, and so does
 * one whose count drops (write the new figure down). Counted from Prisma's query events while the
 * app answers the web client's own operations (the text relay-compiler writes, as the scale bench
 * sends it). The caller's row is kept by the process after a session's first request
 * (auth/sessionUsers.ts, issue 25): the counts below are the screens' own statements.
 */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, test } from "vitest";
import { checkVariables, clientOperation } from "../../bench/relayDocuments.ts";
import { insertAnimal, insertObservation, insertStay } from "../helpers/fixtures.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

describe("SQL statements per request", () => {
  let animalId: number;
  let stayId: number;
  const statements: string[] = [];
  let counting = false;
  const t = testAppForSuite({ onQuery: (event) => counting && statements.push(event.query), users: { directora: 1, cuidadora: 2 } });

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
    // Two animals with actuaciones due: 'Pendientes' groups them by animal.
    const vacuna = await db.actuacion.create({ data: { clase: "vacuna", nombre: "Polivalente", intervaloDias: 365 } });
    const dueDay = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);
    for (const id of [animal.id, animal.id - 1]) await db.actuacionAnimal.create({ data: { animalId: id, actuacionId: vacuna.id, fechaPrevista: dueDay } });
    // The first request of a process reads the lookups it then keeps, and a session's first request
    // the caller's row (its role, whether it is active, its session version); later ones pay nothing for them.
    await graphql("AnimalFichaPageQuery", { databaseId: animalId, hasAnimal: true });
    await graphql("ShellQuery", {}, t.tokens.cuidadora);
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

  async function graphql(name: string, variables: Record<string, unknown> = {}, token = t.tokens.directora) {
    const operation = await clientOperation(name);
    checkVariables(operation, variables);
    const body = await t.graphql(operation.text, variables, token);
    expect(body.errors, name).toBeUndefined();
    return body.data;
  }

  async function rest(url: string) {
    const response = await t.rest({ method: "GET", url, token: t.tokens.directora });
    expect(response.statusCode, url).toBe(200);
  }

  // [screen, statements, request]. The lists' and searches' windows come
  // with their totals (domain/search/searchList.ts); select mode sends the same operations.
  const screens: [label: string, statements: number, request: () => Promise<unknown>][] = [
    ["record list", 1, () => graphql("AnimalListPageQuery", { search: null, page: 2 })],
    ["record list, a search", 1, () => graphql("AnimalListPageQuery", { search: "lua", page: 1 })],
    ["record list, a Nº Id", 1, () => graphql("AnimalListPageQuery", { search: "3", page: 1 })],
    ["record list, in the shelter", 1, () => graphql("AnimalListPageQuery", { search: null, estado: "EN_REFUGIO", page: 1 })],
    ["record list, out of the shelter, a search", 1, () => graphql("AnimalListPageQuery", { search: "lua", estado: "FUERA", page: 1 })],
    ["record list, a search by an employee", 1, () => graphql("AnimalListPageQuery", { search: "toby", page: 1 }, t.tokens.cuidadora)],
    // The ficha's E/S, with the people who brought and took the animal and the town hall, are joined
    // into the animal's statement (relationLoadStrategy "join"), not read relation by relation.
    ["ficha", 1, () => graphql("AnimalFichaPageQuery", { databaseId: animalId, hasAnimal: true })],
    ["ficha of no animal", 0, () => graphql("AnimalFichaPageQuery", { databaseId: 0, hasAnimal: false })],
    ["ficha's Documentos generados", 2, () => graphql("DocumentosGeneradosQuery", { id: encodeGlobalID("EntradaSalida", stayId) })],
    ["recognition form's days in the shelter", 1, () => graphql("useDiasEnRefugioQuery", { id: encodeGlobalID("EntradaSalida", stayId) })],
    ["people", 1, () => graphql("PersonasPageQuery", { search: null, page: 2 })],
    ["people, a search", 1, () => graphql("PersonasPageQuery", { search: "garcia jose", page: 1 })],
    ["people, a search by an employee", 1, () => graphql("PersonasPageQuery", { search: "garcia", page: 1 }, t.tokens.cuidadora)],
    ["town halls", 1, () => graphql("AyuntamientosPageQuery", { search: "ecija", page: 1 })],
    ["town halls, by an employee", 1, () => graphql("AyuntamientosPageQuery", { search: null, page: 1 }, t.tokens.cuidadora)],
    ["users", 1, () => graphql("UsersPageQuery")],
    ["activity log", 2, () => graphql("LogsPageQuery", { fromDate: "2026-01-01", toDate: "2026-12-31" })],
    // The sidebar's counts and the shelter's identity share one statement (domain/frame/appFrame.ts).
    ["shell", 1, () => graphql("ShellQuery")],
    ["shell, an employee's", 1, () => graphql("ShellQuery", {}, t.tokens.cuidadora)],
    ["sidebar's counts after a change", 1, () => graphql("useRefreshCountsQuery")],
    ["home page", 1, () => graphql("MainMenuQuery")],
    ["dashboard", 2, () => graphql("DashboardPageQuery")],
    ["Datos del refugio", 2, () => graphql("RefugioPageQuery")],
    ["Copias de seguridad", 1, () => graphql("BackupsPageQuery")],
    ["Protección de datos", 2, () => graphql("ProteccionDatosPageQuery")],
    ["Claves de API", 1, () => graphql("ApiKeysPageQuery")],
    ["REST Datos del refugio", 1, () => rest("/api/refugio")],
    ["treatments", 2, () => graphql("TratamientosPageQuery", { page: 1 })],
    ["observations tab", 2, () => graphql("ObservacionesTabQuery", { id: encodeGlobalID("EntradaSalida", stayId) })],
    ["ficha's Salud tab", 2, () => graphql("SaludTabQuery", { id: encodeGlobalID("Animal", animalId) })],
    ["Pendientes", 1, () => graphql("PendientesPageQuery", { page: 1, clase: null, tipoId: null })],
    ["Pendientes, filtered", 1, () => graphql("PendientesPageQuery", { page: 1, clase: "vacuna", tipoId: 1 })],
    ["REST ficha", 1, () => rest(`/api/animales/${animalId}`)],
    ["REST record list page", 1, () => rest("/api/animales/lista?filtro=lua&page=1&limit=10")],
    ["REST record list page, in the shelter", 1, () => rest("/api/animales/lista?estado=en_refugio&page=1&limit=10")],
    ["REST people page", 1, () => rest("/api/personas?paginated=true&search=garcia")],
    ["libro de registro", 1, () => graphql("LibroRegistroPageLibroQuery", { desde: "2020-01-01", hasta: "2026-12-31", page: 2, first: 50 })],
    ["REST libro de registro page", 1, () => rest("/api/listados/libro-registro?desde=2020-01-01&hasta=2026-12-31&page=2&limit=10")],
    // The animal with its E/S and their procedencia and destino, joined.
    ["REST an animal's E/S", 1, () => rest(`/api/entradas-salidas?animal_id=${animalId}`)],
  ];

  test.each(screens)("%s: %i statement(s)", async (label, statements, request) => {
    const sql = await counted(request);
    expect(sql.length, `${label}:\n${sql.join("\n")}`).toBe(statements);
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

  test("'Pendientes' says what the sidebar and the Dashboard count", async () => {
    const data = (await graphql("PendientesPageQuery", { page: 1, clase: null, tipoId: null })) as { actuacionesPendientes: { actuaciones: number } };
    const counts = (await graphql("ShellQuery")) as { counts: { actuacionesPendientes: number } };
    const dashboard = (await graphql("DashboardPageQuery")) as { dashboard: Record<string, unknown> };
    expect(data.actuacionesPendientes.actuaciones).toBe(2);
    expect(counts.counts.actuacionesPendientes).toBe(2);
    expect(dashboard.dashboard).toMatchObject({ actuacionesPendientes: 2 });
  });
});
