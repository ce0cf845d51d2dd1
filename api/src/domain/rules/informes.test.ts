import { describe, expect, test } from "vitest";
import { INFORME_TYPES, informeParamsSchemas, isInformeType, needsRefugio, processDocumentFor, refugioPendingNotice } from "./informes.ts";
import { missingRefugioFields, refugioIncompleteMessage } from "./refugio.ts";

describe("report parameters", () => {
  test("causes of abandonment: at most 800 characters and 8 lines", () => {
    const schema = informeParamsSchemas["declaracion-abandono"];
    expect(schema.safeParse({ causasAbandono: "x".repeat(800) }).success).toBe(true);
    expect(schema.safeParse({ causasAbandono: "x".repeat(801) }).error?.issues[0]?.message).toBe("Las causas del abandono no puede superar 800 caracteres");
    expect(schema.safeParse({ causasAbandono: Array(8).fill("a").join("\n") }).success).toBe(true);
    expect(schema.safeParse({ causasAbandono: Array(9).fill("a").join("\n") }).error?.issues[0]?.message).toBe(
      "Las causas del abandono no puede tener más de 8 líneas",
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
