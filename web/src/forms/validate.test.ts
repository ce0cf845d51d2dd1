import { animalInputSchema } from "@rules/animal.ts";
import { REQUIRED_PERSON_FIELDS } from "@rules/missingFields.ts";
import { personaInputSchema } from "@rules/persona.ts";
import { userInputSchema } from "@rules/user.ts";
import { expect, test } from "vitest";
import { validate } from "./validate.ts";

const animal = {
  registro: " 2026/1 ",
  nombre: "Luna",
  identificacion: "",
  tipoId: 1,
  raza: "",
  pelo: "",
  color: "",
  cola: "",
  tallaId: 2,
  sexoId: 1,
  edadAnios: Number.NaN,
  edadMeses: 3,
  otros: "",
};

test("valid values come back as the server would store them", () => {
  expect(validate(animalInputSchema, animal)).toEqual({
    ok: true,
    data: { ...animal, registro: "2026/1", identificacion: null, raza: null, pelo: null, color: null, cola: null, edadAnios: 0, otros: null },
  });
});

test("each failing field gets its first message; the first in form order leads", () => {
  const checked = validate(animalInputSchema, { ...animal, nombre: "  ", tipoId: null, edadMeses: 12 });
  expect(checked).toEqual({
    ok: false,
    errors: { nombre: "Completa este campo", tipoId: "Selecciona un elemento de la lista", edadMeses: "Los meses deben estar entre 0 y 11" },
    message: "Completa este campo",
    field: "nombre",
  });
});

test("a person's form says the spec's one message once and 'Completa este campo' on each missing field", () => {
  const checked = validate(personaInputSchema(REQUIRED_PERSON_FIELDS, "Europe/Madrid"), { dni: "", nombre: "José", codigoPostal: "414" });
  expect(checked.ok).toBe(false);
  if (checked.ok) return;
  expect(checked.errors).toEqual({
    dni: "Completa este campo",
    apellido1: "Completa este campo",
    localidad: "Completa este campo",
    codigoPostal: "El código postal debe tener 5 dígitos",
    provincia: "Completa este campo",
    telefono1: "Completa este campo",
  });
  expect(checked.message).toBe(REQUIRED_PERSON_FIELDS);
});

test("the user form refuses what the server refuses, the first field first", () => {
  const empty = validate(userInputSchema, { username: "", password: "", email: "", rolId: "", activo: true });
  expect(empty).toMatchObject({ ok: false, message: "Todos los campos obligatorios deben estar completos", field: "username" });
  if (!empty.ok) expect(Object.keys(empty.errors)).toEqual(["username", "password", "email", "rolId"]);
  expect(validate(userInputSchema, { username: "ana luz", password: "secreto", email: "a@b.es", rolId: 2 })).toMatchObject({
    ok: false,
    message: "El nombre de usuario no puede contener espacios",
  });
  expect(validate(userInputSchema, { username: " ana ", password: "secreto", email: " a@b.es ", rolId: 2 })).toEqual({
    ok: true,
    data: { username: "ana", password: "secreto", email: "a@b.es", rolId: 2, activo: true, nombreCompleto: null, numeroColegiado: null },
  });
});
