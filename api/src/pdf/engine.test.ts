import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "vitest";

const require = createRequire(import.meta.url);

/** The module's cache of parsed fonts works only on the fontkit pdfkit itself loads. */
test("pdfmake's pdfkit loads the copy of fontkit the engine patches", () => {
  const pdfkit = require.resolve("pdfkit", { paths: [path.dirname(require.resolve("pdfmake"))] });
  expect(require.resolve("fontkit", { paths: [path.dirname(pdfkit)] })).toBe(require.resolve("fontkit"));
});
