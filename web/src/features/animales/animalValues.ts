/** The ficha's animal data as the form edits it; it is checked with the server's schema (@rules/animal.ts). */
import { type EsterilizadoOption, esterilizadoOption, esterilizadoValue } from "@rules/adopcion.ts";
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
  /** 'yyyy-MM-dd' or empty. */
  fechaNacimiento: string;
  esterilizado: EsterilizadoOption;
  fechaEsterilizacion: string;
  publicadoAdopcion: boolean;
  descripcionPublica: string;
};

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
  fechaNacimiento: "",
  esterilizado: "no_consta",
  fechaEsterilizacion: "",
  publicadoAdopcion: false,
  descripcionPublica: "",
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
    fechaNacimiento: animal.fechaNacimiento ?? "",
    esterilizado: esterilizadoOption(animal.esterilizado ?? null),
    fechaEsterilizacion: animal.fechaEsterilizacion ?? "",
    publicadoAdopcion: animal.publicadoAdopcion,
    descripcionPublica: animal.descripcionPublica ?? "",
  };
}

/** What the form sends, in the shape the shared schema checks: sterilisation as sí (true), no (false) or null. */
export function animalInput(values: AnimalValues) {
  return { ...values, esterilizado: esterilizadoValue(values.esterilizado) };
}

export function sameValues(a: AnimalValues, b: AnimalValues): boolean {
  return (Object.keys(a) as (keyof AnimalValues)[]).every((key) => a[key] === b[key]);
}
