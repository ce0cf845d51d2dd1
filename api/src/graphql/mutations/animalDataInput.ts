/**
 * The animal data fields shared by createAnimal and updateAnimal. Every field is nullable in the
 * schema so that a missing value reaches the domain and gets the spec's Spanish message.
 */
import type { builder } from "../builder.ts";

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, "InputObject">;

export function animalDataFields(t: InputFields) {
  return {
    registro: t.string(),
    nombre: t.string(),
    identificacion: t.string(),
    tipoId: t.int(),
    raza: t.string(),
    pelo: t.string(),
    color: t.string(),
    cola: t.string(),
    edadAnios: t.int({ description: "Null counts as 0." }),
    edadMeses: t.int({ description: "0 to 11; null counts as 0." }),
    tallaId: t.int(),
    sexoId: t.int(),
    otros: t.string(),
  };
}
