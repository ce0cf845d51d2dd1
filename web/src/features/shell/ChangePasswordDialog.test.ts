import { expect, test } from "vitest";
import { passwordChangeProblem } from "./ChangePasswordDialog.tsx";

test("the change-password checks run in the spec's order", () => {
  expect(passwordChangeProblem({ currentPassword: "", newPassword: "abc", confirmation: "xyz" })).toBe("Todos los campos son obligatorios");
  expect(passwordChangeProblem({ currentPassword: "actual", newPassword: "abc", confirmation: "xyz" })).toBe("Las contraseñas no coinciden");
  expect(passwordChangeProblem({ currentPassword: "actual", newPassword: "abc", confirmation: "abc" })).toBe(
    "La nueva contraseña debe tener al menos 6 caracteres",
  );
  expect(passwordChangeProblem({ currentPassword: "actual", newPassword: "abcdef", confirmation: "abcdef" })).toBeNull();
});
