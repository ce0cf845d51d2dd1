import { decodeGlobalID } from "@pothos/plugin-relay";
import { type GraphQLResolveInfo, isObjectType } from "graphql";
import { expect, test } from "vitest";
import { schema } from "./schema.ts";

test("every record type gives its global id at once, not as a promise, and node(id:) reads it back as plugin-relay encodes it", () => {
  const recordTypes = Object.values(schema.getTypeMap()).filter((type) => isObjectType(type) && type.extensions.recordIds);
  expect(recordTypes.map((type) => type.name)).toEqual(expect.arrayContaining(["Animal", "Tipo", "Destino", "EntradaSalida", "Persona", "Usuario"]));
  for (const type of recordTypes) {
    if (!isObjectType(type)) continue;
    const id = type.getFields().id!.resolve!({ id: 42 }, {}, {}, {} as GraphQLResolveInfo);
    expect(typeof id, type.name).toBe("string");
    expect(decodeGlobalID(id as string)).toEqual({ typename: type.name, id: "42" });
  }
});
