import { describe, expect, test } from "vitest";
import { actuacionPuntualSchema, bySaludOrder, NOTAS_MAX, registrarSchema } from "./planSanitario.ts";

describe("the plan sanitario's notes", () => {
  test("too long, they are refused with a message in good Spanish, on a one-off item and on 'Registrar'", () => {
    const notas = "x".repeat(NOTAS_MAX + 1);
    const message = `El campo Notas no puede superar ${NOTAS_MAX} caracteres`;
    expect(actuacionPuntualSchema.safeParse({ actuacionId: 1, fechaPrevista: "2026-11-27", notas }).error?.issues[0]?.message).toBe(message);
    const registrar = registrarSchema(new Date("2026-11-27T12:00:00Z")).safeParse({ realizadaEn: "2026-11-27T10:00:00Z", notas });
    expect(registrar.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe("the Salud tab's order", () => {
  test("what is still to do first, the overdue at the top; then what was done or cancelled, the latest first", () => {
    const items = [
      { id: 1, estado: "realizada", fechaPrevista: "2026-03-01" },
      { id: 2, estado: "pendiente", fechaPrevista: "2027-03-01" },
      { id: 3, estado: "cancelada", fechaPrevista: "2026-05-01" },
      { id: 4, estado: "pendiente", fechaPrevista: "2026-02-01" },
      { id: 5, estado: "pendiente", fechaPrevista: "2026-04-01" },
    ];
    expect([...items].sort(bySaludOrder).map((item) => item.id)).toEqual([4, 5, 2, 3, 1]);
  });
});
