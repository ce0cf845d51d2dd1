import { expect, test } from "vitest";
import { ADOPTION_CHECKS_DEFAULT, type AdoptionAnimal, type AdoptionParties, ageOn, MIN_ADOPTION_DAYS, missingForAdoption } from "./adopcion.ts";

const dog: AdoptionAnimal = { identificacion: "724098100000017", especieLey: "perro", fechaNacimiento: null, edadAnios: 3, edadMeses: 0, esterilizado: true };
const exit = { fechaSalida: "2026-03-10", compromisoEsterilizacion: false, fechaLimiteEsterilizacion: null };
const adopter = { id: 7, adopcion: true, fechaNacimiento: null, mayorEdad: true };
const parties: AdoptionParties = { adoptante: adopter, nucleoZoologico: "ES300000000123" };
const checksOf = (animal: Partial<AdoptionAnimal>, exitFields = {}, checks = ADOPTION_CHECKS_DEFAULT, others: Partial<AdoptionParties> = {}) =>
  missingForAdoption({ ...dog, ...animal }, { ...exit, ...exitFields }, checks, { ...parties, ...others }).map((missing) => missing.check);
const switches = (on: Partial<typeof ADOPTION_CHECKS_DEFAULT>) => ({
  ...ADOPTION_CHECKS_DEFAULT,
  identificacion: false,
  edadMinima: false,
  esterilizacion: false,
  adoptante: false,
  mayoriaEdad: false,
  nucleoZoologico: false,
  ...on,
});

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
  expect(checksOf(nothing, {}, switches({ edadMinima: true }))).toEqual(["edadMinima"]);
  expect(checksOf(nothing, {}, switches({}))).toEqual([]);
  const noAdopter = { adoptante: { ...adopter, adopcion: false, mayorEdad: false }, nucleoZoologico: null };
  expect(checksOf({}, {}, ADOPTION_CHECKS_DEFAULT, noAdopter)).toEqual(["adoptante", "mayoriaEdad", "nucleoZoologico"]);
  expect(checksOf({}, {}, switches({ mayoriaEdad: true }), noAdopter)).toEqual(["mayoriaEdad"]);
  expect(checksOf({}, {}, switches({}), noAdopter)).toEqual([]);
});

test("the adopter: 'Puede adoptar', of age by birth date or confirmation; none linked yet is not checked", () => {
  const withAdopter = (fields: object, checks = ADOPTION_CHECKS_DEFAULT) => checksOf({}, {}, checks, { adoptante: { ...adopter, ...fields } });
  expect(withAdopter({})).toEqual([]);
  expect(withAdopter({ adopcion: false })).toEqual(["adoptante"]);
  expect(withAdopter({ mayorEdad: false })).toEqual(["mayoriaEdad"]);
  // 18 on the exit day (2026-03-10) passes; a day short does not, whatever the confirmation says.
  expect(withAdopter({ mayorEdad: false, fechaNacimiento: "2008-03-10" })).toEqual([]);
  expect(withAdopter({ mayorEdad: true, fechaNacimiento: "2008-03-11" })).toEqual(["mayoriaEdad"]);
  // The setting 'only by birth date': the confirmation no longer suffices.
  expect(withAdopter({}, { ...ADOPTION_CHECKS_DEFAULT, edadPorFecha: true })).toEqual(["mayoriaEdad"]);
  expect(withAdopter({ fechaNacimiento: "1990-01-01" }, { ...ADOPTION_CHECKS_DEFAULT, edadPorFecha: true })).toEqual([]);
  expect(checksOf({}, {}, ADOPTION_CHECKS_DEFAULT, { adoptante: null })).toEqual([]);
});

test("each missing condition names where it is fixed", () => {
  const missing = missingForAdoption({ ...dog, identificacion: null }, exit, ADOPTION_CHECKS_DEFAULT, {
    adoptante: { ...adopter, adopcion: false },
    nucleoZoologico: " ",
  });
  expect(missing.map(({ target, field, personaId }) => ({ target, field, personaId }))).toEqual([
    { target: "animal", field: "identificacion", personaId: undefined },
    { target: "persona", field: "adopcion", personaId: 7 },
    { target: "refugio", field: "nucleoZoologico", personaId: undefined },
  ]);
});

test("age in whole years and months from the birth date", () => {
  expect(ageOn("2024-01-15", "2026-03-14")).toEqual({ edadAnios: 2, edadMeses: 1 });
  expect(ageOn("2024-01-15", "2026-03-15")).toEqual({ edadAnios: 2, edadMeses: 2 });
  expect(ageOn("2026-03-01", "2026-03-10")).toEqual({ edadAnios: 0, edadMeses: 0 });
  expect(ageOn("2026-03-20", "2026-03-10")).toEqual({ edadAnios: 0, edadMeses: 0 });
});
