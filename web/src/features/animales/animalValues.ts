/** The ficha's animal data as the form edits it, and the checks the browser makes before saving. */
import type { AnimalDataPanel_animal$data } from "../../__generated__/AnimalDataPanel_animal.graphql.ts";

export type AnimalValues = {
  registro: string;
  nombre: string;
  identificacion: string;
  tipoId: number | null;
  raza: string;
  pelo: string;
  color: string;
  cola: string;
  edadAnios: number;
  edadMeses: number;
  tallaId: number | null;
  sexoId: number | null;
  otros: string;
};

export const REQUIRED_FIELD = "Completa este campo";
export const CHOOSE_ONE = "Selecciona un elemento de la lista";

export const EMPTY_ANIMAL: AnimalValues = {
  registro: "",
  nombre: "",
  identificacion: "",
  tipoId: null,
  raza: "",
  pelo: "",
  color: "",
  cola: "",
  edadAnios: 0,
  edadMeses: 0,
  tallaId: null,
  sexoId: null,
  otros: "",
};

export function valuesFrom(animal: AnimalDataPanel_animal$data | null | undefined): AnimalValues {
  if (!animal) return EMPTY_ANIMAL;
  return {
    registro: animal.registro,
    nombre: animal.nombre,
    identificacion: animal.identificacion ?? "",
    tipoId: animal.tipo?.databaseId ?? null,
    raza: animal.raza ?? "",
    pelo: animal.pelo ?? "",
    color: animal.color ?? "",
    cola: animal.cola ?? "",
    edadAnios: animal.edadAnios,
    edadMeses: animal.edadMeses,
    tallaId: animal.talla?.databaseId ?? null,
    sexoId: animal.sexo?.databaseId ?? null,
    otros: animal.otros ?? "",
  };
}

export function sameValues(a: AnimalValues, b: AnimalValues): boolean {
  return (Object.keys(a) as (keyof AnimalValues)[]).every((key) => a[key] === b[key]);
}

/** Spec section 5 "Animal save", in the order the fields appear, so the first one gets the focus. */
export function missingFields(values: AnimalValues): [keyof AnimalValues, string][] {
  const problems: [keyof AnimalValues, string][] = [];
  if (!values.registro.trim()) problems.push(["registro", REQUIRED_FIELD]);
  if (!values.nombre.trim()) problems.push(["nombre", REQUIRED_FIELD]);
  if (values.tipoId === null) problems.push(["tipoId", CHOOSE_ONE]);
  if (values.tallaId === null) problems.push(["tallaId", CHOOSE_ONE]);
  if (values.sexoId === null) problems.push(["sexoId", CHOOSE_ONE]);
  return problems;
}

/** A number field left empty (NaN) counts as 0, as the spec says of anything non-numeric. */
export const numberOrZero = (value: number) => (Number.isFinite(value) ? Math.trunc(value) : 0);

export function toInput(values: AnimalValues) {
  return {
    ...values,
    registro: values.registro.trim(),
    nombre: values.nombre.trim(),
    edadAnios: numberOrZero(values.edadAnios),
    edadMeses: numberOrZero(values.edadMeses),
  };
}
