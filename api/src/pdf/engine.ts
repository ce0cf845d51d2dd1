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
// virtual file system), so its decoded tables can be kept: decoding the four TTFs again for every
// document was most of a one-page document's time. Only the tables are shared, which are read and
// never changed: each document still gets its own font object, because fontkit remembers every
// glyph it met with the characters it first met it by. A letter first met as part of an accented
// one ('U' drawn for 'Ú') was remembered with none, and later documents then lost it from their
// text (copy, search, screen readers) though they drew it.
// fontkit's exports are read-only getters, so pdfkit is given, before it loads, a copy whose
// `create` shares what it decoded. package.json lists fontkit at the version pdfkit asks for, so
// both load the one copy (engine.test.ts).
type FontkitFont = { _tables: Record<string, unknown> };
type Fontkit = { create(buffer: Uint8Array, postscriptName?: string): FontkitFont };
require("fontkit");
const fontkitModule = require.cache[require.resolve("fontkit")]!;
const fontkit = fontkitModule.exports as Fontkit;
const decodedTables = new WeakMap<Uint8Array, Record<string, unknown>>();
fontkitModule.exports = {
  ...fontkit,
  create(buffer: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(buffer, postscriptName);
    if (postscriptName) return font;
    const tables = decodedTables.get(buffer);
    if (tables) font._tables = tables;
    else decodedTables.set(buffer, font._tables);
    return font;
  },
} satisfies Fontkit;

const pdfmake = require("pdfmake") as typeof import("pdfmake") & { virtualfs: { writeFileSync(name: string, content: Buffer): void } };
const robotoFiles = Object.fromEntries(Object.entries(ROBOTO).map(([style, file]) => [style, readFileSync(path.join(fontsDir, file))])) as Record<
  keyof typeof ROBOTO,
  Buffer
>;
for (const [style, file] of Object.entries(ROBOTO)) pdfmake.virtualfs.writeFileSync(file, robotoFiles[style as keyof typeof ROBOTO]);

/** The documents' typeface file, for a page drawn by other means (the signed version's evidence page). */
export const robotoBytes = (style: keyof typeof ROBOTO): Buffer => robotoFiles[style];

pdfmake.setFonts({ Roboto: ROBOTO });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy(() => false);

/** Lays out a document definition and returns the PDF bytes. */
export function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(document).getBuffer();
}
