/** The activity log over REST and GraphQL: entries from navigation, filters, and the PDF report. */
import { beforeAll, describe, expect, test } from "vitest";
import { readPdf } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const LOGS = `query ($fromDate: Date, $toDate: Date, $usuarioId: ID, $first: Int, $after: String) {
  registrosActividad(fromDate: $fromDate, toDate: $toDate, usuarioId: $usuarioId, first: $first, after: $after) {
    totalCount
    edges { node { fechaHora username descripcion } }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** A day as 'yyyy-MM-dd' in Madrid, n days from today. */
function madridDay(offset = 0): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid" }).format(date);
}

describe("activity log", () => {
  const t = testAppForSuite({ users: { directora: 1, marta: 2 } });
  let employeeId: number;

  beforeAll(async () => {
    employeeId = (await t.db.prisma.usuario.findFirstOrThrow({ where: { username: "marta" } })).id;
  });

  test("any logged-in user records where they go from the menu (POST /api/logs and logNavigation)", async () => {
    const created = await t.rest({ method: "POST", url: "/api/logs", token: t.tokens.marta, payload: { actividad: "Acceso a Lista personas" } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), fecha_hora: expect.any(String), username: "marta", descripcion: "Acceso a Lista personas" });
    const { data } = await t.graphql(
      `mutation ($input: LogNavigationInput!) { logNavigation(input: $input) { __typename ... on LogNavigationPayload { message } } }`,
      { input: { actividad: "Acceso a Listados" } },
      t.tokens.marta,
    );
    expect(data.logNavigation).toEqual({ __typename: "LogNavigationPayload", message: "Actividad registrada" });

    const empty = await t.rest({ method: "POST", url: "/api/logs", token: t.tokens.marta, payload: { actividad: "  " } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: "La actividad es obligatoria", field: "actividad" });
    const long = await t.rest({ method: "POST", url: "/api/logs", token: t.tokens.marta, payload: { actividad: "x".repeat(501) } });
    expect(long.json().message).toBe("La actividad no puede superar 500 caracteres");
  });

  test("POST /api/actividades records a change under the caller's name, whatever the body says", async () => {
    const response = await t.rest({
      method: "POST",
      url: "/api/actividades",
      token: t.tokens.marta,
      payload: { tabla: "entradas_salidas", accion: "vincular", descripcion: "Persona vinculada a la E/S 4", usuario: "otro", registro_id: 4 },
    });
    expect(response.statusCode).toBe(201);
    const row = await t.db.prisma.actividad.findFirstOrThrow({ where: { accion: "vincular" } });
    expect(row).toMatchObject({ tabla: "entradas_salidas", usuario: "marta", registroId: 4 });
    const bad = await t.rest({ method: "POST", url: "/api/actividades", token: t.tokens.marta, payload: { tabla: "", accion: "x", descripcion: "y" } });
    expect(bad.json()).toMatchObject({ message: "El campo tabla es obligatorio", field: "tabla" });
  });

  test("GET /api/logs lists the filter's entries, newest first; the user filter narrows them", async () => {
    await t.db.prisma.log.create({ data: { username: "directora", descripcion: "Hace un mes", fechaHora: new Date(Date.now() - 30 * 86_400_000) } });
    const all = await t.rest({ method: "GET", url: "/api/logs", token: t.tokens.directora });
    expect(all.statusCode).toBe(200);
    const descriptions = all.json().map((l: { descripcion: string }) => l.descripcion);
    expect(descriptions.slice(0, 2)).toEqual(["Persona vinculada a la E/S 4", "Acceso a Listados"]);
    expect(descriptions).toContain("Inicio de sesión");
    expect(descriptions).not.toContain("Hace un mes");

    const hers = await t.rest({
      method: "GET",
      url: `/api/logs?fromDate=${madridDay(-1)}&toDate=${madridDay()}&usuarioId=${employeeId}`,
      token: t.tokens.directora,
    });
    expect(hers.json().every((l: { username: string }) => l.username === "marta")).toBe(true);
    expect(hers.json()).toHaveLength(4);
    const month = await t.rest({ method: "GET", url: `/api/logs?fromDate=${madridDay(-31)}&toDate=${madridDay(-29)}&usuarioId=`, token: t.tokens.directora });
    expect(month.json().map((l: { descripcion: string }) => l.descripcion)).toEqual(["Hace un mes"]);
  });

  test("bad filters get Spanish messages, never a 500", async () => {
    const cases: Array<[string, string]> = [
      ["fromDate=2026-02-30", "La fecha desde no es válida"],
      ["toDate=ayer", "La fecha hasta no es válida"],
      ["fromDate=2026-05-10&toDate=2026-05-01", "La fecha desde debe ser anterior o igual a la fecha hasta"],
    ];
    for (const [query, message] of cases) {
      const response = await t.rest({ method: "GET", url: `/api/logs?${query}`, token: t.tokens.directora });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // The user is read by the one id parser: past the INT column's range it was a 500.
    for (const usuarioId of ["abc", "0", "-1", "1.5", "2147483648", "9007199254740992", "9".repeat(40)]) {
      const response = await t.rest({ method: "GET", url: `/api/logs?usuarioId=${usuarioId}`, token: t.tokens.directora });
      expect([response.statusCode, response.json()], usuarioId).toEqual([400, { message: "Identificador no válido", code: "INVALID_ID", field: "usuarioId" }]);
      const report = await t.rest({ method: "POST", url: "/api/logs/report", token: t.tokens.directora, payload: { usuarioId } });
      expect([report.statusCode, report.json().code], usuarioId).toEqual([400, "INVALID_ID"]);
    }
    const activity = await t.rest({
      method: "POST",
      url: "/api/actividades",
      token: t.tokens.marta,
      payload: { tabla: "entradas_salidas", accion: "vincular", descripcion: "Persona vinculada", registro_id: 2 ** 31 },
    });
    expect([activity.statusCode, activity.json()]).toEqual([400, { message: "El registro no es válido", code: "VALIDATION", field: "registro_id" }]);
    const graphql = await t.graphql(LOGS, { fromDate: "2026-13-01" }, t.tokens.directora);
    expect(graphql.errors?.[0]?.message).toContain("Fecha no válida");
  });

  test("GraphQL pages through the same entries with their total", async () => {
    const first = await t.graphql(LOGS, { first: 2 }, t.tokens.directora);
    const total = first.data.registrosActividad.totalCount;
    expect(total).toBe(5);
    expect(first.data.registrosActividad.edges).toHaveLength(2);
    expect(first.data.registrosActividad.pageInfo.hasNextPage).toBe(true);
    const rest = await t.graphql(LOGS, { first: 100, after: first.data.registrosActividad.pageInfo.endCursor }, t.tokens.directora);
    expect(rest.data.registrosActividad.edges).toHaveLength(total - 2);
    const rest_api = (await t.rest({ method: "GET", url: "/api/logs", token: t.tokens.directora })).json();
    const graphqlDescriptions = [...first.data.registrosActividad.edges, ...rest.data.registrosActividad.edges].map(
      (e: { node: { descripcion: string } }) => e.node.descripcion,
    );
    expect(graphqlDescriptions).toEqual(rest_api.map((l: { descripcion: string }) => l.descripcion));

    const users = await t.graphql(`{ usuarios { edges { node { id username } } } }`, {}, t.tokens.directora);
    const marta = users.data.usuarios.edges.find((e: { node: { username: string } }) => e.node.username === "marta").node;
    const hers = await t.graphql(LOGS, { usuarioId: marta.id }, t.tokens.directora);
    expect(hers.data.registrosActividad.totalCount).toBe(4);
    expect(new Set(hers.data.registrosActividad.edges.map((e: { node: { username: string } }) => e.node.username))).toEqual(new Set(["marta"]));
  });

  test("POST /api/logs/report answers informe-actividad.pdf: an A4 PDF with the title, range, user and rows", async () => {
    const from = madridDay(-2);
    const to = madridDay();
    const response = await t.rest({
      method: "POST",
      url: "/api/logs/report",
      token: t.tokens.directora,
      payload: { fromDate: from, toDate: to, usuarioId: employeeId, logs: [{ descripcion: "Inventada por el cliente" }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="informe-actividad.pdf"');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pageSize).toContain("595.28 x 841.89");
    expect(pdf.title).toBe("Informe de Registros de Actividad");
    const [y1, m1, d1] = from.split("-");
    const [y2, m2, d2] = to.split("-");
    expect(pdf.text).toContain("Informe de Registros de Actividad");
    expect(pdf.text).toContain(`del ${d1}/${m1}/${y1} al ${d2}/${m2}/${y2}`);
    expect(pdf.text).toMatch(/Usuario:\s+marta/);
    expect(pdf.text).toMatch(/Total:\s+4 registros/);
    for (const header of ["Fecha y Hora", "Usuario", "Descripción"]) expect(pdf.text).toContain(header);
    expect(pdf.text).toContain("Persona vinculada a la E/S 4");
    expect(pdf.text).toContain("Acceso a Lista personas");
    expect(pdf.text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(pdf.text).not.toContain("Inventada por el cliente");
    const rowUsers = pdf.text.split("\n").filter((line) => /^\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\s/.test(line));
    expect(rowUsers).toHaveLength(4);
    expect(rowUsers.every((line) => /\smarta\s/.test(line))).toBe(true);
    expect(pdf.text).toContain("Página 1 de 1");
  });

  test("POST /api/logs/report refuses a body that is no object, in Spanish, and takes no body as today's filter", async () => {
    const refusals = [];
    for (const payload of ["[1,2,3]", '"hola"', "42"]) {
      const answer = await t.rest({
        method: "POST",
        url: "/api/logs/report",
        token: t.tokens.directora,
        headers: { "content-type": "application/json" },
        payload,
      });
      refusals.push([answer.statusCode, answer.json().code, answer.json().message]);
    }
    const text = await t.rest({
      method: "POST",
      url: "/api/logs/report",
      token: t.tokens.directora,
      headers: { "content-type": "text/plain" },
      payload: "hola",
    });
    refusals.push([text.statusCode, text.json().code, text.json().message]);
    expect(refusals).toEqual([
      [400, "VALIDATION", expect.stringMatching(/^Entrada inválida: se esperaba objeto/)],
      [400, "VALIDATION", expect.stringMatching(/^Entrada inválida: se esperaba objeto/)],
      [400, "VALIDATION", expect.stringMatching(/^Entrada inválida: se esperaba objeto/)],
      [400, "VALIDATION", expect.stringMatching(/^Entrada inválida: se esperaba objeto/)],
    ]);
    const noBody = await t.rest({ method: "POST", url: "/api/logs/report", token: t.tokens.directora });
    expect([noBody.statusCode, noBody.headers["content-type"]]).toEqual([200, "application/pdf"]);
  });

  test("a report with no entries says so; many entries span pages with the header repeated", async () => {
    const empty = await t.rest({
      method: "POST",
      url: "/api/logs/report",
      token: t.tokens.directora,
      payload: { fromDate: "2020-01-01", toDate: "2020-01-31", usuarioId: null },
    });
    const emptyPdf = await readPdf(empty.rawPayload);
    expect(emptyPdf.text).toContain("No hay registros en el periodo seleccionado.");
    expect(emptyPdf.text).toMatch(/Usuario:\s+Todos los usuarios/);
    expect(emptyPdf.text).toContain("Refugio · Sistema de Gestión del Refugio de Animales");
    await t.db.prisma.refugio.create({ data: { nombre: "Protectora Los Olivos" } });
    const named = await t.rest({
      method: "POST",
      url: "/api/logs/report",
      token: t.tokens.directora,
      payload: { fromDate: "2020-01-01", toDate: "2020-01-31" },
    });
    expect((await readPdf(named.rawPayload)).text).toContain("Protectora Los Olivos");
    await t.db.prisma.refugio.delete({ where: { id: 1 } });

    await t.db.prisma.log.createMany({
      data: Array.from({ length: 120 }, (_, i) => ({ username: "marta", usuarioId: employeeId, descripcion: `Entrada de prueba número ${i + 1}` })),
    });
    const many = await t.rest({ method: "POST", url: "/api/logs/report", token: t.tokens.directora, payload: {} });
    const pdf = await readPdf(many.rawPayload);
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text.match(/Fecha y Hora/g)?.length).toBe(pdf.pages);
    expect(pdf.text).toContain("Entrada de prueba número 120");
    expect(pdf.text).toContain(`Página ${pdf.pages} de ${pdf.pages}`);
  });
});
