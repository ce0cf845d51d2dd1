import { expect, test } from "vitest";
import { z } from "zod";
import { ValidationError } from "./errors.ts";
import { parseInput } from "./validation.ts";

test("a value of the wrong type, where the rule sets no message, is refused in Spanish", () => {
  const schema = z.object({ activo: z.boolean(), username: z.string() });
  const refused = (() => {
    try {
      parseInput(schema, { activo: "yes", username: 123 });
    } catch (error) {
      return error;
    }
  })();
  expect(refused).toBeInstanceOf(ValidationError);
  expect((refused as ValidationError).issues).toEqual([
    { path: ["activo"], message: "Entrada inválida: se esperaba booleano, recibido texto" },
    { path: ["username"], message: "Entrada inválida: se esperaba texto, recibido número" },
  ]);
});
