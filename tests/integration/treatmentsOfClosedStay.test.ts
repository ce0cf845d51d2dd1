/**
 * Treatments end with their stay (issue 22, item 15), through both transports: closing an E/S over
 * REST (the spec's PUT) or GraphQL (the General tab's mutation) ends its running treatments and says
 * how many; the Dashboard's 'En Tratamiento' card and 'Tratamientos en curso', read as the web
 * client reads them, agree before and after; a treatment cannot start after the exit date.
 */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { beforeAll, describe, expect, test } from "vitest";
import { clientOperation } from "../../bench/relayDocuments.ts";
import { todayIn } from "../../api/src/domain/rules/shelterClock.ts";
import { adoptable, insertAnimal, insertObservation, insertStay, registeredShelter } from "../helpers/fixtures.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const DAY = 86_400_000;

describe("closing a stay ends its treatments", () => {
  const t = testAppForSuite({ users: { cuidadora: 2 } });
  beforeAll(() => registeredShelter(t.db.prisma));
  const today = () => todayIn("Europe/Madrid").toString();

  /** An animal in the shelter with `count` running treatments. */
  async function animalInTreatment(count: number) {
    const animal = await insertAnimal(t.db.prisma, adoptable());
    const stay = await insertStay(t.db.prisma, animal.id, { fechaLlegada: "2026-03-01" });
    for (let n = 0; n < count; n++) await insertObservation(t.db.prisma, stay.id, { tratamiento: true, inicio: new Date(Date.now() - (n + 1) * DAY) });
    return { animalId: animal.id, stayId: stay.id };
  }

  /** What the Dashboard page and 'Tratamientos en curso' show, through the web client's own operations. */
  async function screens() {
    const run = async (name: string, variables: Record<string, unknown>) => {
      const body = await t.graphql((await clientOperation(name)).text, variables, t.tokens.cuidadora);
      expect(body.errors, name).toBeUndefined();
      return body.data;
    };
    const dashboard = await run("DashboardPageQuery", {});
    const list = await run("TratamientosPageQuery", { page: 1 });
    return {
      card: dashboard.dashboard.enTratamiento as number,
      animales: list.tratamientosEnCurso.animalesEnTratamiento as number,
      tratamientos: list.tratamientosEnCurso.totalCount as number,
    };
  }

  test("PUT /api/entradas-salidas/{id} answers the spec's fields and how many treatments it ended; both screens stop counting them", async () => {
    const kept = await animalInTreatment(1);
    const closing = await animalInTreatment(2);
    const before = await screens();
    expect(before).toMatchObject({ card: before.animales, tratamientos: 3 });
    const payload = {
      animal_id: closing.animalId,
      procedencia_id: 2,
      fecha_llegada: "2026-03-01",
      destino_id: 3,
      fecha_salida: today(),
      datos_entrada_id: null,
      datos_salida_id: null,
      ayuntamiento_id: null,
      source: "general",
    };
    const put = await t.rest({ method: "PUT", url: `/api/entradas-salidas/${closing.stayId}`, payload, token: t.tokens.cuidadora });
    expect(put.statusCode).toBe(200);
    const { source: _source, ...fields } = payload;
    expect(put.json()).toEqual({
      id: closing.stayId,
      ...fields,
      compromiso_esterilizacion: false,
      fecha_limite_esterilizacion: null,
      tratamientos_finalizados: 2,
      actuaciones_canceladas: 0,
    });

    const after = await screens();
    expect(after).toEqual({ card: before.card - 1, animales: before.card - 1, tratamientos: 1 });
    const running = await t.db.prisma.observacion.findMany({ where: { tratamiento: true, tratamientoFechaFin: null } });
    expect(running.map((o) => o.entradaSalidaId)).toEqual([kept.stayId]);

    // Saved again, nothing is left to end.
    const again = await t.rest({ method: "PUT", url: `/api/entradas-salidas/${closing.stayId}`, payload, token: t.tokens.cuidadora });
    expect(again.json().tratamientos_finalizados).toBe(0);
  });

  test("the General tab's mutation answers the count; then a treatment starting after the exit date is refused, a plain observation is not", async () => {
    const { stayId } = await animalInTreatment(1);
    const before = await screens();
    const id = encodeGlobalID("EntradaSalida", stayId);
    const input = { id, procedenciaId: 2, fechaLlegada: "2026-03-01", destinoId: 3, fechaSalida: today() };
    const body = await t.graphql((await clientOperation("SaveEntradaSalidaGeneralMutation")).text, { input }, t.tokens.cuidadora);
    expect(body.errors).toBeUndefined();
    expect(body.data.saveEntradaSalidaGeneral).toMatchObject({ __typename: "SaveEntradaSalidaGeneralPayload", tratamientosFinalizados: 1 });
    expect(await screens()).toEqual({ card: before.card - 1, animales: before.card - 1, tratamientos: before.tratamientos - 1 });

    const tomorrow = new Date(Date.now() + DAY + 3_600_000).toISOString();
    const create = await t.rest({
      method: "POST",
      url: "/api/observaciones",
      payload: { entradas_salidas_id: stayId, tratamiento: true, descripcion: "Antiparasitario", tratamiento_fecha_inicio: tomorrow },
      token: t.tokens.cuidadora,
    });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({
      message: "El tratamiento no puede empezar después de la fecha de salida",
      code: "VALIDATION",
      field: "tratamiento_fecha_inicio",
    });
    const note = await t.graphql(
      `mutation($input: CreateObservacionInput!) { createObservacion(input: $input) { __typename ... on Error { message } } }`,
      { input: { entradaSalidaId: id, descripcion: "La familia adoptante manda fotos", tratamiento: false } },
      t.tokens.cuidadora,
    );
    expect(note.data.createObservacion.__typename).toBe("CreateObservacionPayload");
    expect(await screens()).toEqual({ card: before.card - 1, animales: before.card - 1, tratamientos: before.tratamientos - 1 });
  });
});
