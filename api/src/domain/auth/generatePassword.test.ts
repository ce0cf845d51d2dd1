import { expect, test } from "vitest";
import { generatePassword } from "./generatePassword.ts";

test("recovery passwords are long, typeable and never repeat", () => {
  const passwords = Array.from({ length: 500 }, () => generatePassword());
  for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-np-z2-9]{14}$/);
  expect(new Set(passwords).size).toBe(passwords.length);
});
