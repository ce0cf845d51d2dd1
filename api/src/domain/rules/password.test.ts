import { expect, test } from "vitest";
import { changePasswordSchema, passwordChangeProblem } from "./password.ts";

test("the change-password checks run in the spec's order", () => {
  expect(passwordChangeProblem({ currentPassword: "", newPassword: "abc", confirmation: "xyz" })).toEqual({
    message: "Todos los campos son obligatorios",
    fields: ["currentPassword"],
  });
  expect(passwordChangeProblem({ currentPassword: "", newPassword: "", confirmation: "" })?.fields).toEqual(["currentPassword", "newPassword", "confirmation"]);
  expect(passwordChangeProblem({ currentPassword: "actual", newPassword: "abc", confirmation: "xyz" })).toEqual({
    message: "Las contraseñas no coinciden",
    fields: ["confirmation"],
  });
  expect(passwordChangeProblem({ currentPassword: "actual", newPassword: "abc", confirmation: "abc" })).toEqual({
    message: "La nueva contraseña debe tener al menos 6 caracteres",
    fields: ["newPassword"],
  });
  expect(passwordChangeProblem({ currentPassword: "actual", newPassword: "abcdef", confirmation: "abcdef" })).toBeNull();
});

test("the form refuses what the server's schema refuses", () => {
  const long = "x".repeat(101);
  expect(passwordChangeProblem({ currentPassword: "actual", newPassword: long, confirmation: long })?.message).toBe(
    "La nueva contraseña no puede superar 100 caracteres",
  );
  expect(changePasswordSchema.safeParse({ currentPassword: "actual", newPassword: long }).success).toBe(false);
});
