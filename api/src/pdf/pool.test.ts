import { afterAll, expect, test } from "vitest";
import type { ActivityReportData } from "./activityReport.ts";
import { createPdfPool } from "./pool.ts";

const errors = { queueFull: () => new Error("cola llena"), tooSlow: () => new Error("demasiado lento") };
const pool = createPdfPool(1, errors, 5_000);
afterAll(() => pool.close());

const report = (rows: number): ActivityReportData => ({
  from: "01/11/2026",
  to: "29/11/2026",
  userLabel: "Todos los usuarios",
  rows: Array.from({ length: rows }, (_, index) => ({ fechaHora: "29/11/2026 10:00", username: "maria", descripcion: `Entrada ${index}` })),
  total: rows,
  generatedAt: "29/11/2026 10:00",
  generatedBy: "maria",
  shelterName: null,
});

test("a job past the time limit is given up with the caller's error, and its worker makes way for the next job", async () => {
  await expect(pool.render({ kind: "actividad", data: report(200_000) })).rejects.toThrow("demasiado lento");
  const pdf = await pool.render({ kind: "actividad", data: report(3) });
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});
