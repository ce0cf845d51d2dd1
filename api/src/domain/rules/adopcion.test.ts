import { expect, test } from "vitest";
import { ADOPTION_CHECKS_ON, type AdoptionAnimal, ageOn, MIN_ADOPTION_DAYS, missingForAdoption } from "./adopcion.ts";

const dog: AdoptionAnimal = { identificacion: "724098100000017", especieLey: "perro", fechaNacimiento: null, edadAnios: 3, edadMeses: 0, esterilizado: true };
const exit = { fechaSalida: "2026-03-10", compromisoEsterilizacion: false, fechaLimiteEsterilizacion: null };
const checksOf = (animal: Partial<AdoptionAnimal>, exitFields = {}, checks = ADOPTION_CHECKS_ON) =>
  missingForAdoption({ ...dog, ...animal }, { ...exit, ...exitFields }, checks).map((missing) => missing.check);

test("each condition, and only the ones the law names for the species", () => {
  expect(MIN_ADOPTION_DAYS).toBe(56);
  expect(checksOf({})).toEqual([]);
  expect(checksOf({ identificacion: null })).toEqual(["identificacion"]);
  expect(checksOf({ identificacion: "TAT-1" })).toEqual(["identificacion"]);
  expect(checksOf({ fechaNacimiento: "2026-01-14" })).toEqual(["edadMinima"]); // 55 days
  expect(checksOf({ fechaNacimiento: "2026-01-13" })).toEqual([]); // 56 days
  expect(checksOf({ edadAnios: 0, edadMeses: 1 })).toEqual(["edadMinima"]);
  expect(checksOf({ edadAnios: 0, edadMeses: 0 })).toEqual([]);
  expect(checksOf({ esterilizado: null })).toEqual(["esterilizacion"]);
  expect(checksOf({ esterilizado: false }, { compromisoEsterilizacion: true })).toEqual(["esterilizacion"]);
  expect(checksOf({ esterilizado: false }, { compromisoEsterilizacion: true, fechaLimiteEsterilizacion: "2026-09-01" })).toEqual([]);
  for (const especieLey of ["gato", "huron"] as const) expect(checksOf({ especieLey, edadAnios: 0, edadMeses: 1, esterilizado: null })).toHaveLength(2);
  expect(checksOf({ especieLey: "otro", edadAnios: 0, edadMeses: 1, esterilizado: null })).toEqual([]);
  expect(checksOf({ especieLey: "otro", identificacion: null })).toEqual(["identificacion"]);
});

test("a check turned off is not made", () => {
  const nothing = { identificacion: null, edadAnios: 0, edadMeses: 1, esterilizado: null };
  expect(checksOf(nothing)).toEqual(["identificacion", "edadMinima", "esterilizacion"]);
  expect(checksOf(nothing, {}, { identificacion: false, edadMinima: true, esterilizacion: false })).toEqual(["edadMinima"]);
  expect(checksOf(nothing, {}, { identificacion: false, edadMinima: false, esterilizacion: false })).toEqual([]);
});

test("age in whole years and months from the birth date", () => {
  expect(ageOn("2024-01-15", "2026-03-14")).toEqual({ edadAnios: 2, edadMeses: 1 });
  expect(ageOn("2024-01-15", "2026-03-15")).toEqual({ edadAnios: 2, edadMeses: 2 });
  expect(ageOn("2026-03-01", "2026-03-10")).toEqual({ edadAnios: 0, edadMeses: 0 });
  expect(ageOn("2026-03-20", "2026-03-10")).toEqual({ edadAnios: 0, edadMeses: 0 });
});
