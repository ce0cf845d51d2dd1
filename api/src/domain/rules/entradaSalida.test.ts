import { expect, test } from "vitest";
import {
  ARRIVAL_IN_FUTURE,
  diasEnRefugio,
  entradaSalidaDatesSchema,
  EXIT_BEFORE_ARRIVAL,
  exitDateForDestino,
  FECHA_SALIDA_REQUIRED,
  PROCEDENCIA_REQUIRED,
} from "./entradaSalida.ts";

const TODAY = "2026-03-10";
const messages = (input: object, requireProcedencia = true) => {
  const result = entradaSalidaDatesSchema({ today: TODAY, requireProcedencia }).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

test("destino 6 clears and locks the exit date; another destino without one gets today", () => {
  expect(exitDateForDestino(6, "2026-03-01", TODAY)).toBeNull();
  expect(exitDateForDestino(3, null, TODAY)).toBe(TODAY);
  expect(exitDateForDestino(3, "2026-03-01", TODAY)).toBe("2026-03-01");
  expect(exitDateForDestino(null, null, TODAY)).toBeNull();
});

test("days in the shelter are whole calendar days, 0 on the day of arrival", () => {
  expect(diasEnRefugio(TODAY, null, TODAY)).toBe(0);
  expect(diasEnRefugio("2026-03-01", null, TODAY)).toBe(9);
  // Across the change to summer time (29 March 2026 in Spain) a day is still a day.
  expect(diasEnRefugio("2026-03-28", "2026-03-30", TODAY)).toBe(2);
  expect(diasEnRefugio("2025-12-31", "2026-01-01", TODAY)).toBe(1);
});

test("the General checks, each on its field", () => {
  expect(messages({ procedenciaId: 0, fechaLlegada: TODAY, destinoId: 6 })).toEqual([`procedenciaId: ${PROCEDENCIA_REQUIRED}`]);
  expect(messages({ procedenciaId: 0, fechaLlegada: TODAY, destinoId: 6 }, false)).toEqual([]);
  expect(messages({ procedenciaId: 1, fechaLlegada: TODAY, destinoId: 3, fechaSalida: null })).toEqual([`fechaSalida: ${FECHA_SALIDA_REQUIRED}`]);
  expect(messages({ procedenciaId: 1, fechaLlegada: TODAY, destinoId: 3, fechaSalida: "2026-03-09" })).toEqual([`fechaSalida: ${EXIT_BEFORE_ARRIVAL}`]);
  expect(messages({ procedenciaId: 1, fechaLlegada: "2026-03-11", destinoId: 6 })).toEqual([`fechaLlegada: ${ARRIVAL_IN_FUTURE}`]);
  expect(messages({ procedenciaId: 1, fechaLlegada: "", destinoId: 6 })).toEqual(["fechaLlegada: La Fecha de Llegada es obligatoria"]);
  expect(messages({ procedenciaId: 1, fechaLlegada: TODAY, destinoId: null })).toEqual(["destinoId: Debe seleccionar un Destino"]);
  expect(messages({ procedenciaId: "1", fechaLlegada: TODAY, destinoId: 6 })).toEqual(["procedenciaId: Debe seleccionar una Procedencia"]);
  expect(
    entradaSalidaDatesSchema({ today: TODAY, requireProcedencia: true }).parse({ procedenciaId: 1, fechaLlegada: TODAY, destinoId: 6, fechaSalida: TODAY }),
  ).toEqual({
    procedenciaId: 1,
    fechaLlegada: TODAY,
    destinoId: 6,
    fechaSalida: null,
  });
});
