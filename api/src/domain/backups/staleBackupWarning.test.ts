import { expect, test } from "vitest";
import { ROLE } from "../actor.ts";
import { staleBackupWarning } from "./backups.ts";

const admin = { id: 1, username: "directora", rolId: ROLE.ADMINISTRADOR };
const employee = { id: 2, username: "marta", rolId: ROLE.EMPLEADO };
const now = new Date("2026-11-27T10:00:00Z");
const hoursBefore = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

test("administrators are warned once the last good backup is more than 48 hours old, or missing", () => {
  expect(staleBackupWarning(admin, hoursBefore(47.9), now)).toBeUndefined();
  expect(staleBackupWarning(admin, hoursBefore(48), now)).toBeUndefined();
  expect(staleBackupWarning(admin, hoursBefore(48.1), now)).toEqual({ ultimaCorrecta: hoursBefore(48.1) });
  expect(staleBackupWarning(admin, null, now)).toEqual({ ultimaCorrecta: null });
});

test("nobody else is warned", () => {
  expect(staleBackupWarning(employee, null, now)).toBeUndefined();
  expect(staleBackupWarning(null, null, now)).toBeUndefined();
});
