/**
 * People's data under the RGPD and the LOPDGDD (docs/decisions.md "RGPD"): the export of
 * everything held about a person, blocking, the retention period and anonymisation, the record of
 * every read of a person's data, and no upload anywhere near a person.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getNamedType, type GraphQLInputType, isInputObjectType, isListType, isNonNullType } from "graphql";
import { RECIPIENTS_TEXT } from "../../api/src/domain/rules/rgpd.ts";
import { describe, expect, test } from "vitest";
import { schema } from "../../api/src/graphql/schema.ts";
import { routeTable } from "../helpers/apiSurface.ts";
import { ANA_PERSONA, insertAnimal, insertStay } from "../helpers/fixtures.ts";
import { multipartBody } from "../helpers/multipart.ts";
import { readPdf } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const ERRORS = "... on Error { message } ... on AppError { code }";

describe("RGPD", () => {
  const t = testAppForSuite({ users: { directora: 1, marta: 2 } });
  const db = () => t.db.prisma;
  let dnis = 0;

  async function persona(overrides: Record<string, unknown> = {}) {
    return db().persona.create({
      data: { ...ANA_PERSONA, dni: `${String(++dnis).padStart(8, "0")}T`, telefono2: null, ...overrides },
    });
  }

  /** An E/S naming the person on its entrada, closed on `fechaSalida` (null: still open). */
  async function stayOf(personaId: number, fechaLlegada: string, fechaSalida: string | null, role: "entrada" | "salida" = "entrada") {
    const animal = await insertAnimal(db(), { nombre: "Canela" });
    const stay = await insertStay(db(), animal.id, { fechaLlegada, fechaSalida, destinoId: fechaSalida ? 3 : 6 });
    await db().entradaSalida.update({ where: { id: stay.id }, data: role === "entrada" ? { datosEntradaId: personaId } : { datosSalidaId: personaId } });
    return { animal, stay };
  }

  /** A person's form fields as the REST and GraphQL payloads send them back. */
  const fields = (p: { dni: string; nombre: string; apellido1: string; localidad: string; provincia: string; telefono1: string }) => ({
    dni: p.dni,
    nombre: p.nombre,
    apellido1: p.apellido1,
    localidad: p.localidad,
    provincia: p.provincia,
    telefono1: p.telefono1,
  });
  const gid = (id: number) => Buffer.from(`Persona:${id}`).toString("base64");
  const exportAs = (id: number, formato: string, token = t.tokens.directora) =>
    t.rest({ method: "POST", url: `/api/personas/${id}/exportar`, token, payload: { formato } });
  const accessRecords = (personaId: number) => db().log.findMany({ where: { personaAccedidaId: personaId }, orderBy: { id: "asc" } });

  test("the export holds the record, every E/S naming the person and their documents, as JSON and PDF, each export recorded", async () => {
    const ana = await persona({ nombre: "Anabel", apellido1: "Quintana" });
    const { animal, stay } = await stayOf(ana.id, "2025-03-01", "2025-04-02", "salida");
    await stayOf(ana.id, "2025-06-01", null);
    await db().documentoGenerado.create({
      data: {
        entradaSalidaId: stay.id,
        tipo: "contrato-adopcion",
        nombreArchivo: "contrato.pdf",
        archivo: "/api/uploads/informes/x.pdf",
        sha256: "ab".repeat(32),
        bytes: 10,
        parametros: {},
        generadoPor: "directora",
      },
    });

    const json = await exportAs(ana.id, "json");
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-type"]).toContain("application/json");
    expect(json.headers["content-disposition"]).toContain(`datos-persona-${ana.id}.json`);
    const data = JSON.parse(json.body);
    expect(data.persona).toMatchObject({ id: ana.id, nombre: "Anabel", apellido1: "Quintana", dni: ana.dni, email: "ana@example.es", bloqueadaEn: null });
    expect(data.persona).not.toHaveProperty("busqueda");
    expect(data.exportadoPor).toBe("directora");
    expect(Object.keys(data.tratamiento)).toEqual([
      "Finalidades",
      "Destinatarios",
      "Plazo de conservación",
      "Sus derechos",
      "Origen de los datos",
      "Decisiones automatizadas",
    ]);
    expect(data.tratamiento.Destinatarios).toBe(RECIPIENTS_TEXT);
    expect(data.entradasSalidas).toHaveLength(2);
    expect(data.entradasSalidas[0]).toMatchObject({
      id: stay.id,
      figuraComo: ["salida"],
      animal: { id: animal.id, registro: animal.registro, nombre: "Canela" },
      fechaLlegada: "2025-03-01",
      fechaSalida: "2025-04-02",
      destino: "Adopción",
      documentosGenerados: [{ tipo: "contrato-adopcion", sha256: "ab".repeat(32), generadoPor: "directora" }],
    });
    expect(data.entradasSalidas[1]).toMatchObject({ figuraComo: ["entrada"], fechaSalida: null, documentosGenerados: [] });

    const pdf = await exportAs(ana.id, "pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const { text } = await readPdf(pdf.rawPayload);
    for (const expected of [
      "Datos personales de una persona",
      "Anabel",
      "Quintana",
      ana.dni,
      "ana@example.es",
      animal.registro,
      "Contrato de adopción",
      // The whole SHA-256, not cut at the page's edge.
      "ab".repeat(32),
      // What art. 15.1 adds to the data, with the retention 'Protección de datos' applies.
      "Información sobre el tratamiento (art. 15 RGPD)",
      "Plazo de conservación",
      "5 años desde el último día de su última entrada o salida",
      "Origen de los datos",
      "Agencia Española de Protección de Datos",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Bloqueada desde\s+No/);

    const records = await accessRecords(ana.id);
    expect(records.map((r) => [r.username, r.descripcion])).toEqual([
      ["directora", `Exportados los datos de la persona nº ${ana.id}: Anabel Quintana Peña (DNI ${ana.dni})`],
      ["directora", `Exportados los datos de la persona nº ${ana.id}: Anabel Quintana Peña (DNI ${ana.dni})`],
    ]);
  });

  test("only administrators export, and a bad format or person is refused in Spanish", async () => {
    const ana = await persona();
    expect((await exportAs(ana.id, "json", t.tokens.marta)).statusCode).toBe(403);
    expect((await exportAs(ana.id, "xml")).json()).toMatchObject({ code: "VALIDATION", message: "El formato debe ser json o pdf" });
    expect((await exportAs(999_999, "json")).json()).toMatchObject({ code: "NOT_FOUND", message: "Persona no encontrada" });
    expect(await accessRecords(ana.id)).toEqual([]);
  });

  test("a blocked person leaves every search and select mode, stays readable by administrators only, and is unblocked again", async () => {
    const bea = await persona({ nombre: "Bernarda", apellido1: "Zorrilla" });
    const list = (search: string | null, token = t.tokens.marta) =>
      t.graphql(`query($s: String) { personas(search: $s) { totalCount edges { node { nombre } } } }`, { s: search }, token);
    const before = (await list(null)).data.personas.totalCount;
    expect((await list("zorrilla")).data.personas.totalCount).toBe(1);

    const block = await t.graphql(
      `mutation($id: ID!) { blockPersona(input: { id: $id }) { __typename ... on BlockPersonaPayload { persona { bloqueada } } ${ERRORS} } }`,
      { id: gid(bea.id) },
      t.tokens.directora,
    );
    expect(block.data.blockPersona).toEqual({ __typename: "BlockPersonaPayload", persona: { bloqueada: true } });

    expect((await list("zorrilla")).data.personas).toEqual({ totalCount: 0, edges: [] });
    expect((await list("zorrilla", t.tokens.directora)).data.personas.totalCount).toBe(0);
    expect((await list(null)).data.personas.totalCount).toBe(before - 1);
    const rest = await t.rest({ method: "GET", url: "/api/personas?search=zorrilla", token: t.tokens.marta });
    expect(rest.json()).toEqual([]);
    const paged = await t.rest({ method: "GET", url: "/api/personas?paginated=true", token: t.tokens.marta });
    expect(paged.json().data.map((p: { nombre: string }) => p.nombre)).not.toContain("Bernarda");

    const lookup = await t.rest({ method: "GET", url: `/api/personas/dni/${bea.dni}`, token: t.tokens.marta });
    expect(lookup.statusCode).toBe(409);
    expect(lookup.json()).toMatchObject({ code: "PERSONA_BLOCKED", message: expect.stringContaining("LOPDGDD art. 32") });
    const byGraphql = await t.graphql(`query($dni: String!) { personaByDni(dni: $dni) { nombre } }`, { dni: bea.dni }, t.tokens.directora);
    expect(byGraphql.data?.personaByDni).toBeNull();
    expect(byGraphql.errors?.[0]).toMatchObject({ extensions: { code: "PERSONA_BLOCKED" } });

    const { stay } = await stayOf((await persona()).id, "2026-01-01", null);
    const link = await t.graphql(
      `mutation($input: LinkPersonaToEntradaSalidaInput!) { linkPersonaToEntradaSalida(input: $input) { __typename ${ERRORS} } }`,
      { input: { entradaSalidaId: stay.id, personaId: gid(bea.id), role: "SALIDA" } },
      t.tokens.marta,
    );
    expect(link.data.linkPersonaToEntradaSalida).toMatchObject({ code: "PERSONA_BLOCKED" });

    const employeeRead = await t.rest({ method: "GET", url: `/api/personas/${bea.id}`, token: t.tokens.marta });
    expect(employeeRead.statusCode).toBe(409);
    expect(employeeRead.json().message).toBe("Los datos de esta persona están bloqueados (LOPDGDD art. 32): solo un administrador puede consultarlos.");
    expect((await t.rest({ method: "GET", url: `/api/personas/${bea.id}`, token: t.tokens.directora })).json()).toMatchObject({ nombre: "Bernarda" });

    const blocked = await t.graphql(`{ personasBloqueadas { totalCount edges { node { nombre bloqueada } } } }`, {}, t.tokens.directora);
    expect(blocked.data.personasBloqueadas.edges).toContainEqual({ node: { nombre: "Bernarda", bloqueada: true } });
    expect((await t.graphql(`{ personasBloqueadas { totalCount } }`, {}, t.tokens.marta)).data).toBeNull();

    const unblock = await t.graphql(
      `mutation($id: ID!) { unblockPersona(input: { id: $id }) { __typename ${ERRORS} } }`,
      { id: gid(bea.id) },
      t.tokens.directora,
    );
    expect(unblock.data.unblockPersona.__typename).toBe("UnblockPersonaPayload");
    expect((await list("zorrilla")).data.personas.totalCount).toBe(1);
    const changes = await db().actividad.findMany({ where: { registroId: bea.id, accion: { in: ["bloquear", "desbloquear"] } }, orderBy: { id: "asc" } });
    expect(changes.map((c) => [c.accion, c.usuario])).toEqual([
      ["bloquear", "directora"],
      ["desbloquear", "directora"],
    ]);
  });

  test("a blocked person on an E/S: a marker to non-administrators in the tabs, REST, node(id:), documents and the libro; the data to administrators", async () => {
    await db().refugio.upsert({ where: { id: 1 }, create: { id: 1, nombre: "Refugio Sur", nucleoZoologico: "ES300000000999" }, update: {} });
    const carla = await persona({ nombre: "Carla", apellido1: "Bloqueada" });
    const { animal, stay } = await stayOf(carla.id, "2026-02-02", null);
    await db().persona.update({ where: { id: carla.id }, data: { bloqueadaEn: new Date() } });
    const tab = (token: string) =>
      t.graphql(
        `query($id: ID!) { node(id: $id) { ... on EntradaSalida { datosEntrada { nombre dni } datosEntradaBloqueada datosSalida { nombre } datosSalidaBloqueada } } }`,
        { id: Buffer.from(`EntradaSalida:${stay.id}`).toString("base64") },
        token,
      );
    expect((await tab(t.tokens.marta)).data.node).toEqual({ datosEntrada: null, datosEntradaBloqueada: true, datosSalida: null, datosSalidaBloqueada: false });
    expect((await tab(t.tokens.directora)).data.node).toMatchObject({ datosEntrada: { nombre: "Carla", dni: carla.dni }, datosEntradaBloqueada: false });
    const node = (token: string) => t.graphql(`query($id: ID!) { node(id: $id) { ... on Persona { nombre } } }`, { id: gid(carla.id) }, token);
    expect((await node(t.tokens.marta)).data.node).toBeNull();
    expect((await node(t.tokens.directora)).data.node).toEqual({ nombre: "Carla" });

    // REST keeps the spec's fields (the id opens nothing: GET /api/personas/:id refuses) and says which person is blocked.
    const one = await t.rest({ method: "GET", url: `/api/entradas-salidas/${stay.id}`, token: t.tokens.marta });
    expect(one.json()).toMatchObject({ datos_entrada_id: carla.id, datos_entrada_bloqueada: true, datos_salida_id: null, datos_salida_bloqueada: false });
    const list = await t.rest({ method: "GET", url: `/api/entradas-salidas?animal_id=${animal.id}`, token: t.tokens.marta });
    expect(list.json()[0]).toMatchObject({ datos_entrada_bloqueada: true });
    const adminList = await t.rest({ method: "GET", url: `/api/entradas-salidas?animal_id=${animal.id}`, token: t.tokens.directora });
    expect(adminList.json()[0]).toMatchObject({ datos_entrada_bloqueada: false });

    const ficha = (token: string) =>
      t.rest({ method: "POST", url: "/api/reports/generate", token, payload: { type: "ficha-registral", animalId: animal.id, entradaSalidaId: stay.id } });
    const refused = await ficha(t.tokens.marta);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "PERSONA_BLOCKED",
      message: "Este documento imprime los datos de una persona bloqueada (LOPDGDD art. 32): solo un administrador puede generarlo.",
    });
    expect(await db().documentoGenerado.count({ where: { entradaSalidaId: stay.id } })).toBe(0);
    const generated = await ficha(t.tokens.directora);
    expect(generated.statusCode, generated.body).toBe(200);
    const pdf = await t.rest({ method: "GET", url: generated.json().pdfUrl, token: t.tokens.directora });
    expect((await readPdf(pdf.rawPayload)).text).toContain(carla.dni);

    const libro = (token: string) => t.rest({ method: "GET", url: "/api/listados/libro-registro?desde=2026-02-02&hasta=2026-02-02", token });
    expect((await libro(t.tokens.marta)).json().data).toEqual([
      expect.objectContaining({ registro: animal.registro, interviniente: "Persona bloqueada (RGPD)", documento: null }),
    ]);
    expect((await libro(t.tokens.directora)).json().data).toEqual([expect.objectContaining({ interviniente: "Carla Bloqueada Peña", documento: carla.dni })]);
  });

  test("non-administrators cannot edit a blocked person nor link one to an E/S: refused before the fields are checked", async () => {
    const dora = await persona({ nombre: "Dora" });
    await db().persona.update({ where: { id: dora.id }, data: { bloqueadaEn: new Date() } });
    const BLOCKED_EDIT = "Los datos de esta persona están bloqueados (LOPDGDD art. 32): solo un administrador puede modificarlos.";
    // An invalid body: the refusal comes first.
    const put = await t.rest({ method: "PUT", url: `/api/personas/${dora.id}`, token: t.tokens.marta, payload: { dni: "", nombre: "" } });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({ code: "PERSONA_BLOCKED", message: BLOCKED_EDIT });
    const mutation = await t.graphql(
      `mutation($input: UpdatePersonaInput!) { updatePersona(input: $input) { __typename ${ERRORS} } }`,
      { input: { id: gid(dora.id), ...fields(dora), nombre: "Otra" } },
      t.tokens.marta,
    );
    expect(mutation.data.updatePersona).toMatchObject({ message: BLOCKED_EDIT, code: "PERSONA_BLOCKED" });
    expect((await db().persona.findUniqueOrThrow({ where: { id: dora.id } })).nombre).toBe("Dora");
    const byAdmin = await t.rest({ method: "PUT", url: `/api/personas/${dora.id}`, token: t.tokens.directora, payload: { ...fields(dora), nombre: "Doris" } });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);

    // Linking through the E/S payload is refused; the link already stored is resent by every save and stays.
    const animal = await insertAnimal(db(), { nombre: "Nube" });
    const open = await insertStay(db(), animal.id, { fechaLlegada: "2026-03-01", procedenciaId: 2 });
    const body = { animal_id: animal.id, procedencia_id: 2, fecha_llegada: "2026-03-01", destino_id: 6, fecha_salida: null, datos_entrada_id: dora.id };
    const link = await t.rest({ method: "PUT", url: `/api/entradas-salidas/${open.id}`, token: t.tokens.marta, payload: body });
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe("Los datos de esta persona están bloqueados (LOPDGDD art. 32): no se puede vincular a una entrada o salida.");
    await db().entradaSalida.update({ where: { id: open.id }, data: { datosEntradaId: dora.id } });
    const resent = await t.rest({ method: "PUT", url: `/api/entradas-salidas/${open.id}`, token: t.tokens.marta, payload: body });
    expect(resent.statusCode, resent.body).toBe(200);
  });

  test("a birth date after today is refused with the shared rule's Spanish", async () => {
    const eva = await persona({ nombre: "Eva" });
    const response = await t.rest({
      method: "PUT",
      url: `/api/personas/${eva.id}`,
      token: t.tokens.marta,
      payload: { ...fields(eva), fecha_nacimiento: "2999-01-01" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "La fecha de nacimiento no puede ser posterior a hoy" });
  });

  test("anonymisation is refused before the retention period ends, naming the day, and keeps the E/S after it", async () => {
    const anonymise = (id: number) =>
      t.graphql(
        `mutation($id: ID!) { anonymisePersona(input: { id: $id }) { __typename ... on AnonymisePersonaPayload { persona { nombre dni anonimizada bloqueada } } ${ERRORS} } }`,
        { id: gid(id) },
        t.tokens.directora,
      );
    const recent = await persona();
    await stayOf(recent.id, "2024-01-10", "2024-02-15");
    expect((await anonymise(recent.id)).data.anonymisePersona).toEqual({
      __typename: "AppError",
      code: "RETENTION_NOT_OVER",
      message: "No se puede anonimizar antes de que termine el plazo de conservación, el 15/02/2029",
    });

    const open = await persona();
    await stayOf(open.id, "2010-01-10", null);
    expect((await anonymise(open.id)).data.anonymisePersona.message).toContain("sin fecha de salida");
    const unlinked = await persona();
    expect((await anonymise(unlinked.id)).data.anonymisePersona.message).toContain("elimínela");

    const old = await persona({ nombre: "Olvido" });
    const { stay } = await stayOf(old.id, "2015-05-01", "2016-01-20", "salida");
    const done = await anonymise(old.id);
    expect(done.data.anonymisePersona).toEqual({
      __typename: "AnonymisePersonaPayload",
      persona: { nombre: "ANONIMIZADO", dni: `ANONIMIZADO${old.id}`, anonimizada: true, bloqueada: true },
    });
    const stored = await db().persona.findUniqueOrThrow({ where: { id: old.id } });
    expect(stored).toMatchObject({
      apellido1: "ANONIMIZADO",
      apellido2: null,
      domicilio: null,
      codigoPostal: null,
      localidad: "ANONIMIZADO",
      provincia: "ANONIMIZADO",
      telefono1: "ANONIMIZADO",
      telefono2: null,
      email: null,
    });
    expect(await db().entradaSalida.findUniqueOrThrow({ where: { id: stay.id } })).toMatchObject({ datosSalidaId: old.id });
    const record = await db().actividad.findFirstOrThrow({ where: { registroId: old.id, accion: "anonimizar" } });
    expect(record.descripcion).toBe(`Anonimizada la persona nº ${old.id} tras el plazo de conservación`);
    expect((await anonymise(old.id)).data.anonymisePersona.message).toBe("Esta persona ya está anonimizada");

    const marta = await t.graphql(
      `mutation($id: ID!) { anonymisePersona(input: { id: $id }) { __typename ${ERRORS} } }`,
      { id: gid(recent.id) },
      t.tokens.marta,
    );
    expect(marta.errors?.[0]?.message ?? marta.data?.anonymisePersona?.message).toBeTruthy();
    expect((await db().persona.findUniqueOrThrow({ where: { id: recent.id } })).nombre).toBe("Ana");
  });

  test("the retention setting moves the end, and the screen's list and its one action anonymise everyone past it", async () => {
    const setYears = (anios: number) =>
      t.graphql(
        `mutation($anios: Int) { updatePlazoConservacion(input: { anios: $anios }) { __typename ... on UpdatePlazoConservacionPayload { anios } ${ERRORS} } }`,
        { anios },
        t.tokens.directora,
      );
    expect((await setYears(0)).data.updatePlazoConservacion.message).toBe("El plazo de conservación debe ser de al menos 1 año");
    expect((await setYears(31)).data.updatePlazoConservacion.message).toBe("El plazo de conservación no puede superar 30 años");

    const pastList = async () => {
      const answer = await t.graphql(
        `{ personasFueraDePlazo(first: 100) { plazoConservacion totalCount edges { node { databaseId finPlazo } } } }`,
        {},
        t.tokens.directora,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data;
    };
    const clara = await persona({ nombre: "Clara" });
    await stayOf(clara.id, "2022-01-01", "2022-03-01");
    const before = await pastList();
    expect(before.personasFueraDePlazo.plazoConservacion).toBe(5);
    expect(before.personasFueraDePlazo.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).not.toContain(clara.id);

    expect((await setYears(1)).data.updatePlazoConservacion).toEqual({ __typename: "UpdatePlazoConservacionPayload", anios: 1 });
    const after = await pastList();
    expect(after.personasFueraDePlazo.plazoConservacion).toBe(1);
    expect(after.personasFueraDePlazo.edges).toContainEqual({ node: { databaseId: clara.id, finPlazo: "2023-03-01" } });
    expect(after.personasFueraDePlazo.totalCount).toBeGreaterThanOrEqual(1);

    const batch = await t.graphql(
      `mutation { anonymisePersonasFueraDePlazo { __typename ... on AnonymisePersonasFueraDePlazoPayload { anonimizadas quedan } ${ERRORS} } }`,
      {},
      t.tokens.directora,
    );
    expect(batch.data.anonymisePersonasFueraDePlazo).toEqual({
      __typename: "AnonymisePersonasFueraDePlazoPayload",
      anonimizadas: after.personasFueraDePlazo.totalCount,
      quedan: 0,
    });
    expect((await db().persona.findUniqueOrThrow({ where: { id: clara.id } })).nombre).toBe("ANONIMIZADO");
    expect((await pastList()).personasFueraDePlazo.totalCount).toBe(0);
    await setYears(5);
  });

  test("reading a full record and a DNI lookup are recorded with who and whom, and the log screen filters them", async () => {
    const dora = await persona({ nombre: "Dorotea" });
    const read = await t.rest({ method: "GET", url: `/api/personas/${dora.id}`, token: t.tokens.marta });
    expect(read.statusCode).toBe(200);
    const found = await t.graphql(`query($dni: String!) { personaByDni(dni: $dni) { nombre } }`, { dni: dora.dni.toLowerCase() }, t.tokens.marta);
    expect(found.data.personaByDni).toEqual({ nombre: "Dorotea" });
    expect((await t.graphql(`{ personaByDni(dni: "99999999R") { nombre } }`, {}, t.tokens.marta)).data.personaByDni).toBeNull();

    const records = await accessRecords(dora.id);
    expect(records.map((r) => [r.username, r.descripcion.split(":")[0]])).toEqual([
      ["marta", `Consultada la ficha de la persona nº ${dora.id}`],
      ["marta", `Buscada por DNI la persona nº ${dora.id}`],
    ]);
    const audit = await db().actividad.findMany({ where: { registroId: dora.id }, orderBy: { id: "asc" } });
    expect(audit.map((a) => a.accion)).toEqual(["acceso_consulta", "acceso_dni"]);

    const logs = await t.graphql(
      `{ registrosActividad(accesos: true, first: 500) { edges { node { descripcion accesoDatosPersonales } } } }`,
      {},
      t.tokens.directora,
    );
    const lines = logs.data.registrosActividad.edges.map((e: { node: { descripcion: string; accesoDatosPersonales: boolean } }) => e.node);
    expect(lines.every((line: { accesoDatosPersonales: boolean }) => line.accesoDatosPersonales)).toBe(true);
    expect(lines.map((line: { descripcion: string }) => line.descripcion)).toEqual(
      expect.arrayContaining([expect.stringContaining(`Consultada la ficha de la persona nº ${dora.id}`)]),
    );
    expect(lines.some((line: { descripcion: string }) => line.descripcion.startsWith("Bloqueados"))).toBe(false);
    const rest = await t.rest({ method: "GET", url: "/api/logs?accesos=true", token: t.tokens.directora });
    expect(rest.json().length).toBe(lines.length);
    expect((await t.rest({ method: "GET", url: "/api/logs?accesos=quizas", token: t.tokens.directora })).json()).toMatchObject({
      message: "El filtro de accesos debe ser verdadero o falso",
    });
  });

  test("a refused read leaves no record: the read and its record are one transaction", async () => {
    const eva = await persona();
    await db().persona.update({ where: { id: eva.id }, data: { bloqueadaEn: new Date() } });
    expect((await t.rest({ method: "GET", url: `/api/personas/${eva.id}`, token: t.tokens.marta })).statusCode).toBe(409);
    expect(await accessRecords(eva.id)).toEqual([]);
  });

  test("minimisation: no person route, mutation or form takes a file (the DNI number only, never an image of it)", async () => {
    const personaRoutes = routeTable(t.app).filter((route) => route.path.startsWith("/api/personas") && route.method !== "GET");
    expect(personaRoutes.length).toBeGreaterThanOrEqual(6);
    const files = await db().archivo.count();
    for (const route of personaRoutes) {
      const body = multipartBody([
        ...Object.entries({ ...ANA_PERSONA, dni: "M1" }).map(([field, value]) => ({ field, value })),
        { field: "dni_imagen", filename: "dni.jpg", contentType: "image/jpeg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) },
      ]);
      const response = await t.rest({ method: route.method as "POST", url: route.path.replace(/:\w+/g, "1"), token: t.tokens.directora, ...body });
      expect(response.statusCode, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(400);
    }
    expect(await db().archivo.count()).toBe(files);
    expect(await db().persona.count({ where: { dni: "M1" } })).toBe(0);

    const takesUpload = (type: GraphQLInputType, seen = new Set<string>()): boolean => {
      if (isNonNullType(type) || isListType(type)) return takesUpload(type.ofType, seen);
      if (getNamedType(type).name === "Upload") return true;
      if (!isInputObjectType(type) || seen.has(type.name)) return false;
      seen.add(type.name);
      return Object.values(type.getFields()).some((field) => takesUpload(field.type, seen));
    };
    const personaMutations = Object.values(schema.getMutationType()!.getFields()).filter((field) => /Persona/.test(field.name));
    expect(personaMutations.length).toBeGreaterThanOrEqual(7);
    expect(personaMutations.filter((field) => field.args.some((arg) => takesUpload(arg.type))).map((field) => field.name)).toEqual([]);

    const webFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? webFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
    const personForms = [
      ...webFiles("web/src/features/personas"),
      "web/src/features/lists/RecordFormDialog.tsx",
      "web/src/features/lists/RecordField.tsx",
      "web/src/features/entradasSalidas/LinkedRecordForm.tsx",
      "web/src/features/entradasSalidas/LinkedPersonaForm.tsx",
      "web/src/features/entradasSalidas/PersonTab.tsx",
    ];
    for (const file of personForms) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(/type="file"|FileTrigger|useFileUploadMutation|ImageFileActions|Upload/);
    }
  });
});
