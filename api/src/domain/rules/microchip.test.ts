import { expect, test } from "vitest";
import { isIsoMicrochip, isNonIsoIdentificacion, MAX_NATIONAL_NUMBER, microchipOf, normaliseIdentificacion } from "./microchip.ts";

test("a valid ISO 11784 number: 15 digits, a country (001–899) or manufacturer (900–998) code, a national number up to 2^38 - 1", () => {
  expect(MAX_NATIONAL_NUMBER).toBe(2 ** 38 - 1);
  for (const chip of ["724098100123456", "001000000000000", "899274877906943", "900000000000001", "941000024681357", "998274877906943"]) {
    expect([chip, isIsoMicrochip(chip)]).toEqual([chip, true]);
  }
  for (const chip of [
    "000123456789012", // no country has code 000
    "999123456789012", // 999 is not a manufacturer
    "724274877906944", // national number above 274877906943
    "72409810012345", // 14 digits
    "7240981001234567", // 16 digits (normalised first)
    "72409810012345A",
    "",
  ]) {
    expect([chip, isIsoMicrochip(chip)]).toEqual([chip, false]);
  }
});

test("a reader's leading 0 and spaces are removed; anything else is kept as typed", () => {
  expect(normaliseIdentificacion("0724098100123456")).toBe("724098100123456");
  expect(normaliseIdentificacion("724 098 100 123 456")).toBe("724098100123456");
  expect(normaliseIdentificacion("0 724 098100123456")).toBe("724098100123456");
  expect(normaliseIdentificacion("1724098100123456")).toBe("1724098100123456");
  expect(normaliseIdentificacion("TAT-B 1234")).toBe("TAT-B 1234");
  expect(normaliseIdentificacion("00724098100123456")).toBe("00724098100123456");
});

test("the microchip a term names, and the warning for a stored identification that is not one", () => {
  expect(microchipOf(" 0724098100123456 ")).toBe("724098100123456");
  expect(microchipOf("999123456789012")).toBeNull();
  expect(microchipOf(null)).toBeNull();
  expect(isNonIsoIdentificacion("724098100123456")).toBe(false);
  expect(isNonIsoIdentificacion(null)).toBe(false);
  expect(isNonIsoIdentificacion("TAT-B 1234")).toBe(true);
  expect(isNonIsoIdentificacion("999123456789012")).toBe(true);
});
