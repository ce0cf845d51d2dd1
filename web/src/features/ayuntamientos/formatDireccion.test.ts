import { expect, test } from "vitest";
import { formatDireccion } from "./formatDireccion.ts";

test("address, ', postal code', ' - locality', each only when present", () => {
  expect(formatDireccion({ direccion: "Plaza de España, 1", codigoPostal: "41400", localidad: "Écija" })).toBe("Plaza de España, 1, 41400 - Écija");
  expect(formatDireccion({ direccion: "Plaza Mayor 1", localidad: "Soria" })).toBe("Plaza Mayor 1 - Soria");
  expect(formatDireccion({ direccion: "Plaza Mayor 1", codigoPostal: "42002" })).toBe("Plaza Mayor 1, 42002");
  expect(formatDireccion({ localidad: "Soria" })).toBe("Soria");
  expect(formatDireccion({ codigoPostal: "26071" })).toBe("26071");
  expect(formatDireccion({ codigoPostal: "26071", localidad: "Logroño" })).toBe("26071 - Logroño");
  expect(formatDireccion({ direccion: "  ", codigoPostal: "26071", localidad: " " })).toBe("26071");
  expect(formatDireccion({ direccion: null, codigoPostal: null, localidad: null })).toBe("-");
});
