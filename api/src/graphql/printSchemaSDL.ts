import { printSchema } from "graphql";
import { schema } from "./schema.ts";

export function printSchemaSDL(): string {
  return `${printSchema(schema)}\n`;
}
