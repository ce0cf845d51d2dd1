import { expect, test } from "vitest";
import { checkLetterWarning, expectedCheckLetter } from "./dni.ts";

test("a DNI's letter is its number modulo 23 in the table; a NIE's X, Y and Z stand for 0, 1 and 2", () => {
  expect(expectedCheckLetter("12345678Z")).toBe("Z");
  expect(expectedCheckLetter("00000000T")).toBe("T");
  expect(expectedCheckLetter("X1234567L")).toBe("L");
  expect(expectedCheckLetter("y-1234567-x")).toBe("X");
  expect(expectedCheckLetter("Z1234567R")).toBe("R");
});

test("other documents have no check letter to compare", () => {
  for (const document of ["AB1234567", "1234567Z", "X12345678L", "123456789", "P12345678", ""])
    expect([document, expectedCheckLetter(document)]).toEqual([document, null]);
});

test("only a wrong letter is warned about, naming the right one", () => {
  expect(checkLetterWarning("12345678Z")).toBeNull();
  expect(checkLetterWarning("x1234567l")).toBeNull();
  expect(checkLetterWarning("12345678A")).toBe("La letra no corresponde al número: debería ser Z. Compruébelo antes de guardar.");
  expect(checkLetterWarning("X1234567M")).toContain("debería ser L");
  expect(checkLetterWarning("AB1234567")).toBeNull();
});
