import { expect, test } from "vitest";
import { checkFormValues } from "./formRules.ts";

const rules = { fields: ["cif", "ayuntamiento", "codigoPostal", "telefono"] as const, required: ["cif", "ayuntamiento"] as const, requiredMessage: "Faltan campos" };

test("every missing required field is marked with the one message; blanks count as missing", () => {
  expect(checkFormValues({ cif: "  ", telefono: "975000000" }, rules)).toEqual({
    errors: { cif: "Faltan campos", ayuntamiento: "Faltan campos" },
    message: "Faltan campos",
  });
});

test("a postal code, when given, has 5 digits; it is checked after the required fields", () => {
  const postal = { errors: { codigoPostal: "El código postal debe tener 5 dígitos" }, message: "El código postal debe tener 5 dígitos" };
  expect(checkFormValues({ cif: "P4217300C", ayuntamiento: "Soria", codigoPostal: "4200" }, rules)).toEqual(postal);
  expect(checkFormValues({ cif: "P4217300C", ayuntamiento: "Soria", codigoPostal: "42A01" }, rules)).toEqual(postal);
  expect(checkFormValues({ cif: "", ayuntamiento: "Soria", codigoPostal: "4200" }, rules)).toMatchObject({ message: "Faltan campos" });
});

test("the values sent are every field, trimmed, absent ones as empty text", () => {
  expect(checkFormValues({ cif: " P4217300C ", ayuntamiento: "Soria ", codigoPostal: " 42002" }, rules)).toEqual({
    values: { cif: "P4217300C", ayuntamiento: "Soria", codigoPostal: "42002", telefono: "" },
  });
});
