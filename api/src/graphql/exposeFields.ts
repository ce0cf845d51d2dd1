/**
 * Plain figures and texts as GraphQL fields, written as a `{ field: "descripción" }` table: each
 * property of the parent object becomes the field of the same name, with its Spanish description.
 * A field with a resolver, another type or options of its own stays a `t.field` beside the table.
 */
import type { GenericFieldRef } from "@pothos/core";

function exposeEach<Field extends string>(descriptions: Record<Field, string>, expose: (field: Field, description: string) => GenericFieldRef) {
  return Object.fromEntries(Object.entries<string>(descriptions).map(([field, description]) => [field, expose(field as Field, description)])) as Record<
    Field,
    GenericFieldRef
  >;
}

/** `...exposeInts(t, { animales: "Fichas registrales." })`: an Int field for each number of the parent. */
export function exposeInts<Field extends string>(
  t: { exposeInt: (field: NoInfer<Field>, options: { description: string }) => GenericFieldRef },
  descriptions: Record<Field, string>,
) {
  return exposeEach(descriptions, (field, description) => t.exposeInt(field, { description }));
}

/** `...exposeNullableStrings(t, { registro: "Nº Registro." })`: a nullable String field for each text of the parent. */
export function exposeNullableStrings<Field extends string>(
  t: { exposeString: (field: NoInfer<Field>, options: { description: string; nullable: true }) => GenericFieldRef },
  descriptions: Record<Field, string>,
) {
  return exposeEach(descriptions, (field, description) => t.exposeString(field, { description, nullable: true }));
}
