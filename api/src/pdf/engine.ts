/**
 * pdfmake, set up once for every document Refugio prints: Roboto from the pdfmake package, no
 * network access, and no file access outside the font folder (images are passed as data).
 */
import { createRequire } from "node:module";
import path from "node:path";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

const require = createRequire(import.meta.url);
const pdfmake = require("pdfmake") as typeof import("pdfmake");

const fontsDir = path.join(path.dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");

pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontsDir, "Roboto-Regular.ttf"),
    bold: path.join(fontsDir, "Roboto-Medium.ttf"),
    italics: path.join(fontsDir, "Roboto-Italic.ttf"),
    bolditalics: path.join(fontsDir, "Roboto-MediumItalic.ttf"),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsDir + path.sep));

/** Lays out a document definition and returns the PDF bytes. */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(document).getBuffer();
}
