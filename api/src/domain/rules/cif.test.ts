import { expect, test } from "vitest";
import { cifControlWarning, expectedCifControls, nifWarning } from "./cif.ts";

test("a town hall's NIF ends in the letter its digits call for (the Ayuntamientos of Madrid and Barcelona)", () => {
  expect(expectedCifControls("P2807900B")).toEqual(["B"]);
  expect(expectedCifControls("p-0801900-b")).toEqual(["B"]);
});

test("a company's ends in the digit; an association's may end in either", () => {
  expect(expectedCifControls("A58818501")).toEqual(["1"]);
  expect(expectedCifControls("G12345674")).toEqual(["4", "D"]);
});

test("other documents have no control to compare", () => {
  for (const document of ["12345678Z", "X1234567L", "P280790B", "P28079000B", "I2807900B", "", "ES280050000123"])
    expect([document, expectedCifControls(document)]).toEqual([document, null]);
});

test("only a wrong control is warned about, naming the right one", () => {
  expect(cifControlWarning("P2807900B")).toBeNull();
  expect(cifControlWarning("G12345674")).toBeNull();
  expect(cifControlWarning("G1234567D")).toBeNull();
  expect(cifControlWarning("P2807900C")).toBe("El carácter de control no corresponde al CIF: debería ser B. Compruébelo antes de guardar.");
  expect(cifControlWarning("P28079002")).toContain("debería ser B");
  expect(cifControlWarning("G12345675")).toContain("debería ser 4 o D");
  expect(cifControlWarning("Ayto. Alcalá")).toBeNull();
});

test("a NIF of either kind gets the note of its shape", () => {
  expect(nifWarning("G30123456")).toContain("debería ser 9 o I");
  expect(nifWarning("12345678A")).toContain("debería ser Z");
  expect(nifWarning("G30123459")).toBeNull();
  expect(nifWarning("12345678Z")).toBeNull();
});
