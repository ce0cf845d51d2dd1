import { expect, test } from "vitest";
import { readPdf } from "../../../tests/helpers/pdf.ts";
import { renderPdf } from "./engine.ts";
import { headingsKeptWithContent, SECTION_HEADING } from "./frame.ts";

test("a section's heading that would end a page alone moves to the next with what it heads", async () => {
  const content = [
    { text: "Primera parte", margin: [0, 0, 0, 700] as [number, number, number, number] },
    { text: "Tratamientos", headlineLevel: SECTION_HEADING },
    { table: { dontBreakRows: true, body: [[{ text: Array.from({ length: 8 }, (_, i) => `Fila ${i + 1}`).join("\n") }]] } },
  ];
  const pages = async (kept: boolean) =>
    (await readPdf(await renderPdf({ pageSize: "A4", content, ...(kept ? { pageBreakBefore: headingsKeptWithContent } : {}) }))).text.split("\f");
  // Without the rule, the heading is the last line of its page and its table starts the next.
  expect((await pages(false))[0]).toContain("Tratamientos");
  const [first, second] = await pages(true);
  expect(first).not.toContain("Tratamientos");
  expect(second).toMatch(/Tratamientos\s+Fila 1/);
});
