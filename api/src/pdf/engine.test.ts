import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "vitest";
import { readPdf } from "../../../tests/helpers/pdf.ts";
import { renderPdf } from "./engine.ts";

const require = createRequire(import.meta.url);

/** The module's cache of parsed fonts works only on the fontkit pdfkit itself loads. */
test("pdfmake's pdfkit loads the copy of fontkit the engine patches", () => {
  const pdfkit = require.resolve("pdfkit", { paths: [path.dirname(require.resolve("pdfmake"))] });
  expect(require.resolve("fontkit", { paths: [path.dirname(pdfkit)] })).toBe(require.resolve("fontkit"));
});

/**
 * The parsed fonts outlive a document: what one document did to them must not change the text
 * another carries. An accented capital is drawn from its base letter's outline, which fontkit then
 * remembers without its character; a later document's plain "U" lost its text (copy, search, screen
 * readers) though it was drawn.
 */
test("a letter first drawn as part of an accented one keeps its text in later documents", async () => {
  await renderPdf({ content: "Úbeda, Ñúñez" });
  const { text } = await readPdf(await renderPdf({ content: "Urbanización Nueva, Puerta U" }));
  expect(text).toContain("Urbanización Nueva, Puerta U");
});
