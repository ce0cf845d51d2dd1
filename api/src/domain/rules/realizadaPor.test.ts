import { expect, test } from "vitest";
import { realizadaPor } from "./realizadaPor.ts";

test("the name and role, with a vet's colegiado number; the username while the account has no name", () => {
  expect(realizadaPor({ username: "vera", nombreCompleto: "Vera Martín Ruiz", rol: "Veterinario", numeroColegiado: "28/1234" })).toBe(
    "Vera Martín Ruiz (Veterinario, n.º de colegiado 28/1234)",
  );
  expect(realizadaPor({ username: "cuidadora", nombreCompleto: null, rol: "Empleado", numeroColegiado: null })).toBe("cuidadora (Empleado)");
});
