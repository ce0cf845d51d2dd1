/**
 * pdfmake, set up once for every document Refugio prints: Roboto from the pdfmake package, no
 * network access, and no file access at all (fonts are held in memory, images are passed as data).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { TDocumentDefinitions } from "pdfmake/interfaces";

const require = createRequire(import.meta.url);

const fontsDir = path.join(path.dirname(require.resolve("pdfmake/package.json")), "fonts", "Roboto");
const ROBOTO = {
  normal: "Roboto-Regular.ttf",
  bold: "Roboto-Medium.ttf",
  italics: "Roboto-Italic.ttf",
  bolditalics: "Roboto-MediumItalic.ttf",
};

// Each font file is read once and handed to pdfkit as the same Buffer every time (pdfmake's
// virtual file system), so its parsed form can be kept: parsing the four TTFs again for every
// document was most of a one-page document's time. A parsed font is only read afterwards; each
// document still makes its own subset of the glyphs it uses.
// fontkit's exports are read-only getters, so pdfkit is given, before it loads, a copy whose
// `create` remembers what it parsed. package.json lists fontkit at the version pdfkit asks for, so
// both load the one copy (engine.test.ts).
type Fontkit = { create(buffer: Uint8Array, postscriptName?: string): unknown };
require("fontkit");
const fontkitModule = require.cache[require.resolve("fontkit")]!;
const fontkit = fontkitModule.exports as Fontkit;
const parsedFonts = new WeakMap<Uint8Array, unknown>();
fontkitModule.exports = {
  ...fontkit,
  create(buffer: Uint8Array, postscriptName?: string) {
    if (postscriptName) return fontkit.create(buffer, postscriptName);
    let font = parsedFonts.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsedFonts.set(buffer, font);
    }
    return font;
  },
} satisfies Fontkit;

const pdfmake = require("pdfmake") as typeof import("pdfmake") & { virtualfs: { writeFileSync(name: string, content: Buffer): void } };
for (const file of Object.values(ROBOTO)) pdfmake.virtualfs.writeFileSync(file, readFileSync(path.join(fontsDir, file)));

pdfmake.setFonts({ Roboto: ROBOTO });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** Lays out a document definition and returns the PDF bytes. */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(document).getBuffer();
}
