import { describe, expect, test } from "vitest";
import { actuacionPuntualSchema, NOTAS_MAX, registrarSchema } from "./planSanitario.ts";

describe("the plan sanitario's notes", () => {
  test("too long, they are refused with a message in good Spanish, on a one-off item and on 'Registrar'", () => {
    const notas = "x".repeat(NOTAS_MAX + 1);
    const message = `El campo Notas no puede superar ${NOTAS_MAX} caracteres`;
    expect(actuacionPuntualSchema.safeParse({ actuacionId: 1, fechaPrevista: "2026-11-27", notas }).error?.issues[0]?.message).toBe(message);
    const registrar = registrarSchema(new Date("2026-11-27T12:00:00Z")).safeParse({ realizadaEn: "2026-11-27T10:00:00Z", notas });
    expect(registrar.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
