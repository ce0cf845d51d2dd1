import { INFORME_ANIMAL_NOT_SAVED, INFORME_INVALID_TYPE, INFORME_NEEDS_PERSON, INFORME_SELECT_ENTRADA_SALIDA, INFORME_SELECT_TYPE } from "@rules/informes.ts";
import { describe, expect, test } from "vitest";
import { informeRefusal, informeTypeOfPendingForm } from "./informeRefusal.ts";

const ready = { animalSaved: true, entradaSalidaId: "RW50cmFkYVNhbGlkYTox", tipo: "ficha-registral", persons: { entrada: false, salida: false } };

describe("the report generator's refusals", () => {
  test("in the spec's order", () => {
    expect(informeRefusal({ ...ready, animalSaved: false, entradaSalidaId: null, tipo: null })).toBe(INFORME_ANIMAL_NOT_SAVED);
    expect(informeRefusal({ ...ready, entradaSalidaId: null, tipo: null })).toBe(INFORME_SELECT_ENTRADA_SALIDA);
    expect(informeRefusal({ ...ready, tipo: null })).toBe(INFORME_SELECT_TYPE);
    expect(informeRefusal({ ...ready, tipo: "informe-inventado" })).toBe(INFORME_INVALID_TYPE);
  });

  test("the ficha registral needs no person; abandonment the entry one, adoption the exit one, recognition none", () => {
    expect(informeRefusal(ready)).toBeNull();
    expect(informeRefusal({ ...ready, tipo: "declaracion-abandono" })).toBe(INFORME_NEEDS_PERSON);
    expect(informeRefusal({ ...ready, tipo: "declaracion-abandono", persons: { entrada: false, salida: true } })).toBe(INFORME_NEEDS_PERSON);
    expect(informeRefusal({ ...ready, tipo: "declaracion-abandono", persons: { entrada: true, salida: false } })).toBeNull();
    expect(informeRefusal({ ...ready, tipo: "contrato-adopcion", persons: { entrada: true, salida: false } })).toBe(INFORME_NEEDS_PERSON);
    expect(informeRefusal({ ...ready, tipo: "contrato-adopcion", persons: { entrada: false, salida: true } })).toBeNull();
    expect(informeRefusal({ ...ready, tipo: "declaracion-reconocimiento" })).toBeNull();
  });

  test("a pending form name opens its document", () => {
    expect(informeTypeOfPendingForm("declaracion_abandono")).toBe("declaracion-abandono");
    expect(informeTypeOfPendingForm("contrato_adopcion")).toBe("contrato-adopcion");
    expect(informeTypeOfPendingForm("declaracion_reconocimiento")).toBe("declaracion-reconocimiento");
  });
});
