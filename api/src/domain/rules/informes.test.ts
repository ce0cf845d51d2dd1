import { describe, expect, test } from "vitest";
import {
  checkInformeRequest,
  INFORME_ANIMAL_NOT_SAVED,
  INFORME_INVALID_TYPE,
  INFORME_SELECT_ENTRADA_SALIDA,
  INFORME_SELECT_TYPE,
  INFORME_TYPES,
  informeParamsSchemas,
  informeTypeOfPendingForm,
  isInformeType,
  missingPerson,
  needsRefugio,
  processDocumentFor,
  refugioPendingNotice,
} from "./informes.ts";
import { missingRefugioFields, refugioIncompleteMessage } from "./refugio.ts";

describe("report parameters", () => {
  test("causes of abandonment: at most 800 characters and 8 lines", () => {
    const schema = informeParamsSchemas["declaracion-abandono"];
    expect(schema.safeParse({ causasAbandono: "x".repeat(800) }).success).toBe(true);
    expect(schema.safeParse({ causasAbandono: "x".repeat(801) }).error?.issues[0]?.message).toBe("Las causas del abandono no pueden superar 800 caracteres");
    expect(schema.safeParse({ causasAbandono: Array(8).fill("a").join("\n") }).success).toBe(true);
    expect(schema.safeParse({ causasAbandono: Array(9).fill("a").join("\n") }).error?.issues[0]?.message).toBe(
      "Las causas del abandono no pueden tener más de 8 líneas",
    );
  });

  test("adopter's commitments: at most 15 lines", () => {
    const schema = informeParamsSchemas["contrato-adopcion"];
    expect(schema.safeParse({ compromisoAdoptante: Array(15).fill("a").join("\r\n") }).success).toBe(true);
    expect(schema.safeParse({ compromisoAdoptante: Array(16).fill("a").join("\n") }).success).toBe(false);
  });

  test("amounts are euros from 0, days whole numbers from 0, dates real days", () => {
    const recognition = informeParamsSchemas["declaracion-reconocimiento"];
    expect(recognition.parse({ cantidadAbonadaReconocimiento: "50,5", diasRefugio: 12, fechaEntregaReconocimiento: "2026-11-23" })).toEqual({
      cantidadAbonadaReconocimiento: 50.5,
      diasRefugio: 12,
      fechaEntregaReconocimiento: "2026-11-23",
    });
    expect(recognition.parse({})).toEqual({ cantidadAbonadaReconocimiento: 0, diasRefugio: 0, fechaEntregaReconocimiento: null });
    expect(recognition.safeParse({ cantidadAbonadaReconocimiento: -1 }).success).toBe(false);
    expect(recognition.safeParse({ diasRefugio: 1.5 }).success).toBe(false);
    expect(recognition.safeParse({ fechaEntregaReconocimiento: "2026-02-30" }).success).toBe(false);
  });

  test("types and the process each E/S leads to", () => {
    expect(isInformeType("contrato-adopcion")).toBe(true);
    expect(isInformeType("toString")).toBe(false);
    expect(processDocumentFor({ procedenciaId: 1, destinoId: 6 }, "entrada")).toBe("declaracion-abandono");
    expect(processDocumentFor({ procedenciaId: 2, destinoId: 3 }, "salida")).toBe("contrato-adopcion");
    expect(processDocumentFor({ procedenciaId: 2, destinoId: 4 }, "salida")).toBe("declaracion-reconocimiento");
    expect(processDocumentFor({ procedenciaId: 2, destinoId: 6 }, "salida")).toBeNull();
  });
});

test("an incomplete shelter identity names what is missing", () => {
  expect(missingRefugioFields({ nombre: "Refugio Los Olivos", cifNif: " " })).toContain("cifNif");
  expect(missingRefugioFields(null)).toHaveLength(11);
  expect(refugioIncompleteMessage(["cifNif", "telefono"])).toBe("Faltan datos del refugio para generar el documento: CIF/NIF, Teléfono.");
});

test("before a document is asked for, the notice names the documents that need the identity and what it lacks", () => {
  expect(INFORME_TYPES.filter(needsRefugio)).toEqual(["declaracion-abandono", "contrato-adopcion", "declaracion-reconocimiento"]);
  expect(refugioPendingNotice(["CIF/NIF", "Teléfono"])).toBe(
    "Para generar la declaración de abandono, el contrato de adopción o la declaración de reconocimiento faltan estos datos del refugio: " +
      "CIF/NIF, Teléfono. La ficha registral se puede generar sin ellos.",
  );
});

describe("the report generator's refusals, for the ficha and the server alike", () => {
  const ready = { animalId: "QW5pbWFsOjE=", entradaSalidaId: "RW50cmFkYVNhbGlkYTox", tipo: "ficha-registral" };

  test("in the spec's order, each on its field", () => {
    expect(checkInformeRequest({ ...ready, animalId: null, entradaSalidaId: null, tipo: null })).toEqual({
      ok: false,
      field: "animalId",
      message: INFORME_ANIMAL_NOT_SAVED,
    });
    expect(checkInformeRequest({ ...ready, entradaSalidaId: "", tipo: null })).toEqual({
      ok: false,
      field: "entradaSalidaId",
      message: INFORME_SELECT_ENTRADA_SALIDA,
    });
    expect(checkInformeRequest({ ...ready, tipo: undefined })).toEqual({ ok: false, field: "tipo", message: INFORME_SELECT_TYPE });
    expect(checkInformeRequest({ ...ready, tipo: "informe-inventado" })).toEqual({ ok: false, field: "tipo", message: INFORME_INVALID_TYPE });
    expect(checkInformeRequest({ ...ready, tipo: 3 })).toEqual({ ok: false, field: "tipo", message: INFORME_INVALID_TYPE });
    expect(checkInformeRequest(ready)).toEqual({ ok: true, tipo: "ficha-registral" });
  });

  test("the ficha registral needs no person; abandonment the entry one, adoption the exit one, recognition none", () => {
    const none = { entrada: false, salida: false };
    expect(missingPerson("ficha-registral", none)).toBeNull();
    expect(missingPerson("declaracion-abandono", none)).toBe("entrada");
    expect(missingPerson("declaracion-abandono", { entrada: false, salida: true })).toBe("entrada");
    expect(missingPerson("declaracion-abandono", { entrada: true, salida: false })).toBeNull();
    expect(missingPerson("contrato-adopcion", { entrada: true, salida: false })).toBe("salida");
    expect(missingPerson("contrato-adopcion", { entrada: false, salida: true })).toBeNull();
    expect(missingPerson("declaracion-reconocimiento", none)).toBeNull();
  });

  test("a pending form name opens its document", () => {
    expect(informeTypeOfPendingForm("declaracion_abandono")).toBe("declaracion-abandono");
    expect(informeTypeOfPendingForm("contrato_adopcion")).toBe("contrato-adopcion");
    expect(informeTypeOfPendingForm("declaracion_reconocimiento")).toBe("declaracion-reconocimiento");
  });
});
