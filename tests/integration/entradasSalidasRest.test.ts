/** Spec section 7 "Entries/exits" over REST: the spec's shapes, status codes and Spanish messages. */
import { beforeAll, describe, expect, test } from "vitest";
import { todayIn } from "../../api/src/domain/rules/shelterClock.ts";
import { adoptable, registeredShelter } from "../helpers/fixtures.ts";
import { expectSessionNeeded } from "../helpers/restAccess.ts";
import { testAppForSuite } from "../helpers/testApp.ts";

const OPEN_STAY = "No se puede añadir nueva entrada: existe un registro E/S sin cerrar. Complete los datos de Destino en la pestaña General";
const persona = { dni: "12345678-z", nombre: "Marta", apellido1: "López", localidad: "Cuenca", provincia: "Cuenca", telefono1: "600111222" };

describe("entries and exits over REST", () => {
  const t = testAppForSuite({ users: { cuidadora: 2 } });
  let today: string;
  beforeAll(async () => {
    today = todayIn(process.env.TIME_ZONE ?? "Europe/Madrid").toString();
    await registeredShelter(t.db.prisma);
  });

  const newAnimal = async () => (await t.db.prisma.animal.create({ data: { registro: "2026/1", nombre: "Trufa", ...adoptable() } })).id;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, as = t.tokens.cuidadora) =>
    t.rest({ method, url, token: as, ...(payload && { payload }) });

  test("every E/S path needs a session, and every role may use them", async () => {
    await expectSessionNeeded(t, [
      { method: "GET", url: "/api/entradas-salidas" },
      { method: "GET", url: "/api/entradas-salidas?animal_id=1" },
      { method: "POST", url: "/api/entradas-salidas", payload: {} },
      { method: "PUT", url: "/api/entradas-salidas/1", payload: {} },
      { method: "DELETE", url: "/api/entradas-salidas/1", payload: {} },
      { method: "GET", url: "/api/entradas-salidas/check-open/1" },
      { method: "GET", url: "/api/entradas-salidas/1/dias-en-refugio" },
      { method: "POST", url: "/api/personas/from-ficha", payload: {} },
      { method: "PUT", url: "/api/personas/1/from-ficha", payload: {} },
      { method: "PUT", url: "/api/ayuntamientos/1/from-ficha", payload: {} },
    ]);
    for (const role of [1, 3] as const) {
      const roleToken = await t.userToken(role);
      const animalId = await newAnimal();
      expect((await call("POST", "/api/entradas-salidas", { animal_id: animalId }, roleToken)).statusCode).toBe(201);
    }
  });

  test("POST with the spec client's payload creates the new E/S; a second open one is a 409 with the spec's message", async () => {
    const animalId = await newAnimal();
    const payload = {
      animal_id: animalId,
      procedencia_id: 0,
      fecha_llegada: today,
      destino_id: 6,
      fecha_salida: null,
      datos_entrada_id: null,
      datos_salida_id: null,
      ayuntamiento_id: null,
    };
    const created = await call("POST", "/api/entradas-salidas", payload);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), ...payload, compromiso_esterilizacion: false, fecha_limite_esterilizacion: null });
    expect((await call("GET", `/api/entradas-salidas/check-open/${animalId}`)).json()).toEqual({ hasOpen: true });
    const again = await call("POST", "/api/entradas-salidas", payload);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: OPEN_STAY, code: "OPEN_STAY_EXISTS" });
    expect((await call("GET", `/api/entradas-salidas/${created.json().id}/dias-en-refugio?t=${Date.now()}`)).json()).toEqual({ dias: 0 });
  });

  test("50 concurrent opens for one animal: one 201 and 49 clear 409s, never a 5xx", async () => {
    const animalId = await newAnimal();
    const responses = await Promise.all(Array.from({ length: 50 }, () => call("POST", "/api/entradas-salidas", { animal_id: animalId })));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const response of responses.filter((r) => r.statusCode === 409)) expect(response.json().message).toBe(OPEN_STAY);
    expect(await t.db.prisma.entradaSalida.count({ where: { animalId } })).toBe(1);
  });

  test("PUT with source general: the spec's checks with snake_case fields; then the list shows it newest first", async () => {
    const animalId = await newAnimal();
    const { id } = (await call("POST", "/api/entradas-salidas", { animal_id: animalId })).json();
    const put = (fields: object) =>
      call("PUT", `/api/entradas-salidas/${id}`, {
        animal_id: animalId,
        procedencia_id: 2,
        fecha_llegada: "2026-01-10",
        destino_id: 6,
        fecha_salida: null,
        source: "general",
        ...fields,
      });
    const noProcedencia = await put({ procedencia_id: 0 });
    expect(noProcedencia.statusCode).toBe(400);
    expect(noProcedencia.json()).toMatchObject({ message: "Debe seleccionar una Procedencia", code: "VALIDATION", field: "procedencia_id" });
    const noExit = await put({ destino_id: 3 });
    expect(noExit.json()).toMatchObject({ field: "fecha_salida", message: "La Fecha de Salida es obligatoria cuando el destino no es En refugio" });
    const early = await put({ destino_id: 3, fecha_salida: "2026-01-09" });
    expect(early.json()).toMatchObject({ field: "fecha_salida", message: "La fecha de salida no puede ser anterior a la fecha de llegada" });
    const future = await put({ fecha_llegada: "2999-01-01" });
    expect(future.json()).toMatchObject({ field: "fecha_llegada", message: "La fecha de llegada no puede ser posterior a hoy" });
    for (const bad of [{ fecha_llegada: "10/01/2026" }, { destino_id: "tres" }, { datos_entrada_id: -1 }, { source: "otra" }]) {
      const response = await put(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Another tab's save may still lack a procedencia.
    expect((await put({ procedencia_id: 0, source: "entrada" })).statusCode).toBe(200);
    const closed = await put({ destino_id: 3, fecha_salida: "2026-01-20" });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id, procedencia_id: 2, destino_id: 3, fecha_llegada: "2026-01-10", fecha_salida: "2026-01-20" });
    expect((await call("GET", `/api/entradas-salidas/${id}/dias-en-refugio`)).json()).toEqual({ dias: 10 });
    const second = (await call("POST", "/api/entradas-salidas", { animal_id: animalId })).json();
    const list = await call("GET", `/api/entradas-salidas?animal_id=${animalId}`);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: second.id, procedencia_id: 0, procedencia: null, destino_id: 6, destino: "En refugio", fecha_salida: null }),
      expect.objectContaining({ id, procedencia: "Recogida en la vía pública", destino: "Adopción" }),
    ]);
    expect((await call("GET", "/api/entradas-salidas?limit=1")).json()).toHaveLength(1);
    expect((await call("GET", "/api/entradas-salidas?limit=5000")).statusCode).toBe(400);
    expect((await call("GET", "/api/entradas-salidas?animal_id=abc")).json()).toMatchObject({ code: "INVALID_ID" });
    expect((await call("PUT", "/api/entradas-salidas/999999", { procedencia_id: 1, fecha_llegada: today, destino_id: 6 })).json()).toEqual({
      message: "No se encontró la entrada/salida",
      code: "NOT_FOUND",
    });
  });

  test("people and town halls from the ficha, then linked with PUT source entrada/ayuntamiento", async () => {
    const animalId = await newAnimal();
    const { id } = (await call("POST", "/api/entradas-salidas", { animal_id: animalId })).json();
    const missing = await call("POST", "/api/personas/from-ficha", { dni: "1X" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Error de validación: Todos los campos marcados con * son obligatorios");
    const postal = await call("POST", "/api/personas/from-ficha", { ...persona, codigo_postal: "160" });
    expect(postal.json().message).toBe("El código postal debe tener 5 dígitos");
    const created = await call("POST", "/api/personas/from-ficha", persona);
    expect(created.statusCode).toBe(201);
    const personaId = created.json().id;
    const modified = await call("PUT", `/api/personas/${personaId}/from-ficha`, { ...persona, localidad: "Tarancón" });
    expect(modified.json()).toMatchObject({ id: personaId, dni: "12345678Z", localidad: "Tarancón" });
    const ayuntamiento = (await call("POST", "/api/ayuntamientos", { cif: "P1607800A", ayuntamiento: "Cuenca" })).json();
    const ayuntamientoPut = await call("PUT", `/api/ayuntamientos/${ayuntamiento.id}/from-ficha`, {
      cif: "P1607800A",
      ayuntamiento: "Cuenca",
      codigo_postal: "16001",
    });
    expect(ayuntamientoPut.json()).toMatchObject({ id: ayuntamiento.id, codigo_postal: "16001" });
    const base = { animal_id: animalId, procedencia_id: 0, fecha_llegada: today, destino_id: 6, fecha_salida: null };
    const linked = await call("PUT", `/api/entradas-salidas/${id}`, {
      ...base,
      datos_entrada_id: personaId,
      ayuntamiento_id: ayuntamiento.id,
      source: "entrada",
    });
    expect(linked.json()).toMatchObject({ datos_entrada_id: personaId, ayuntamiento_id: ayuntamiento.id, datos_salida_id: null });
    const gone = await call("PUT", `/api/entradas-salidas/${id}`, { ...base, datos_salida_id: 987_654, source: "salida" });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: "Persona no encontrada", field: "datos_salida_id" });
    expect((await call("DELETE", `/api/personas/${personaId}`)).statusCode).toBe(409);
    expect((await call("DELETE", `/api/ayuntamientos/${ayuntamiento.id}`)).statusCode).toBe(409);
    const unlinked = await call("PUT", `/api/entradas-salidas/${id}`, { ...base, datos_entrada_id: null, ayuntamiento_id: null, source: "ayuntamiento" });
    expect(unlinked.json()).toMatchObject({ datos_entrada_id: null, ayuntamiento_id: null });
  });

  test("DELETE: a bare one as the spec's client sends it answers {detalles}; a confirmacion sent must be SEGURO", async () => {
    const animalId = await newAnimal();
    const { id } = (await call("POST", "/api/entradas-salidas", { animal_id: animalId })).json();
    await t.db.prisma.observacion.create({ data: { entradaSalidaId: id, descripcion: "Desparasitado" } });
    for (const refused of [
      await call("DELETE", `/api/entradas-salidas/${id}`, { confirmacion: "si" }),
      await call("DELETE", `/api/entradas-salidas/${id}`, { confirmacion: null }),
      await t.rest({ method: "DELETE", url: `/api/entradas-salidas/${id}?confirmacion=seguro`, token: t.tokens.cuidadora }),
    ]) {
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { message: 'Debe escribir "SEGURO" para confirmar la eliminación', code: "VALIDATION", field: "confirmacion" },
      ]);
    }
    // Spec section 7: the client checks SEGURO in its dialog and sends no body and no content type.
    const deleted = await t.rest({ method: "DELETE", url: `/api/entradas-salidas/${id}`, headers: { authorization: `Bearer ${t.tokens.cuidadora}` } });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      detalles: { entradaSalidaId: id, animalId, observacionesEliminadas: 1, archivosEliminados: 0, archivosNoEncontrados: 0 },
    });
    expect((await call("GET", `/api/entradas-salidas/check-open/${animalId}`)).json()).toEqual({ hasOpen: false });
    expect((await call("GET", `/api/entradas-salidas/${id}/dias-en-refugio`)).statusCode).toBe(404);

    const other = (await call("POST", "/api/entradas-salidas", { animal_id: animalId })).json();
    const viaQuery = await t.rest({ method: "DELETE", url: `/api/entradas-salidas/${other.id}?confirmacion=SEGURO`, token: t.tokens.cuidadora });
    expect(viaQuery.json().detalles).toMatchObject({ entradaSalidaId: other.id });
  });
});
