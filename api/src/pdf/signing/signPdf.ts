/**
 * The signed version of an archived legal document (runs on the PDF worker pool): the unsigned
 * PDF's bytes kept as they were, each signature image laid into its box and a 'Hoja de
 * evidencias' page appended. The boxes are found by their 'Firma:' labels (pdf/legal/common.ts
 * signatureBoxes), so documents archived before signing existed are signed the same way.
 */
import fontkit from "@pdf-lib/fontkit";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { robotoBytes } from "../engine.ts";

/** One signer as the evidence page prints them; every field already worded by the domain. */
export type SignerEvidence = {
  /** 'Adoptante', 'Por el refugio'... */
  rol: string;
  nombre: string;
  dni: string;
  /** 'dd/MM/yyyy HH:mm:ss (Europe/Madrid)' and the ISO instant in UTC. */
  horaRefugio: string;
  horaUtc: string;
  ip: string;
  userAgent: string;
  /** The SHA-256 of the unsigned PDF the signer was shown, as their browser sent it. */
  sha256Visto: string;
  /** 'En el refugio, ... con la sesión del usuario marta' or 'A distancia, ... a ana@example.es'. */
  modo: string;
  /** The signature drawn, a PNG. */
  png: Uint8Array;
  /** Which box: 0 the person's, 1 the shelter's (the order signatureBoxes draws them in). */
  casilla: number;
};

export type SignPdfData = {
  original: Uint8Array;
  /** 'Contrato de adopción (contrato-adopcion-2026-015-2026-11-23.pdf)'. */
  documento: string;
  sha256Original: string;
  firmantes: SignerEvidence[];
};

/** Where a box's 'Fdo.: ____' line was left blank for the signer's name (the shelter's, unknown when printed). */
type BlankName = { x: number; y: number; width: number; size: number };

type Box = { page: number; x: number; y: number; width: number; height: number; blankName: BlankName | null };

/** Room kept between the image and the box's labels, in points. */
const PAD = 3;

/** The signature boxes of the document's last page that has them, left to right. */
async function findBoxes(bytes: Uint8Array): Promise<Box[]> {
  // pdf.js takes ownership of the buffer it reads: give it a copy.
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    for (let number = doc.numPages; number >= 1; number--) {
      const page = await doc.getPage(number);
      const items = (await page.getTextContent()).items.flatMap((item) =>
        "str" in item ? [{ text: item.str, x: item.transform[4], y: item.transform[5], width: item.width, size: item.transform[0] }] : [],
      );
      const labels = items.filter((item) => item.text === "Firma:").sort((a, b) => a.x - b.x);
      if (labels.length === 0) continue;
      const [x0 = 0, , x1 = 0] = page.view;
      const pageWidth = x1 - x0;
      const first = labels[0]?.x ?? 0;
      return labels.map((label, index) => {
        const right = labels[index + 1]?.x ?? pageWidth - first;
        // The signer's name ('Fdo.: ...') closes the room under the label.
        const name = items.find((item) => item.text.startsWith("Fdo.:") && Math.abs(item.x - label.x) < 1 && item.y < label.y);
        const bottom = (name?.y ?? label.y - 60) + 10;
        const blankName = name && /^Fdo\.:\s*_+$/.test(name.text) ? { x: name.x, y: name.y, width: name.width, size: name.size } : null;
        return { page: number - 1, x: label.x + PAD, y: bottom + PAD, width: right - label.x - 4 * PAD, height: label.y - bottom - 2 * PAD, blankName };
      });
    }
    return [];
  } finally {
    await doc.destroy();
  }
}

/** The documents' typeface covers the names of Europe (Ł, Ş, ř); a character it lacks prints as '?'. */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text, (char) => (known.has(char.codePointAt(0) ?? 0) ? char : "?")).join("");
}

/** The name typed for the box, over its blank 'Fdo.: ____' line, in that line's size. */
function writeName(page: PDFPage, font: PDFFont, line: BlankName, nombre: string): void {
  page.drawRectangle({ x: line.x, y: line.y - line.size * 0.3, width: line.width, height: line.size * 1.3, color: rgb(1, 1, 1) });
  const text = printable(font, `Fdo.: ${nombre}`);
  const size = Math.min(line.size, (line.size * line.width) / Math.max(1, font.widthOfTextAtSize(text, line.size)));
  page.drawText(text, { x: line.x, y: line.y, size, font, color: rgb(0.06, 0.09, 0.16) });
}

function evidencePage(pdf: PDFDocument, regular: PDFFont, bold: PDFFont, data: SignPdfData): void {
  const [width, height] = [595.28, 841.89];
  const margin = 48;
  let page: PDFPage = pdf.addPage([width, height]);
  let y = height - margin;
  const line = (text: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 9;
    const lineHeight = size * 1.35;
    const shown = printable(font, text);
    // A rough count of the wrapped lines, enough to start a new page before the margin.
    const lines = Math.max(1, Math.ceil(font.widthOfTextAtSize(shown, size) / (width - 2 * margin)));
    if (y - lines * lineHeight < margin) {
      page = pdf.addPage([width, height]);
      y = height - margin;
    }
    page.drawText(shown, { x: margin, y, size, font, maxWidth: width - 2 * margin, lineHeight, color: rgb(0.1, 0.1, 0.15), wordBreaks: [" ", "/", ";", ")"] });
    y -= lines * lineHeight + (options.gap ?? 2);
  };
  line("Hoja de evidencias de la firma electrónica", { font: bold, size: 14, gap: 8 });
  line(`Documento: ${data.documento}`);
  line(`SHA-256 del documento sin firmar: ${data.sha256Original}`, { gap: 6 });
  line(
    "Firma electrónica simple (Reglamento (UE) n.º 910/2014, eIDAS, art. 3.10): cada firmante dibujó su firma en pantalla tras ver el documento " +
      "cuyo SHA-256 se indica y aceptar «He leído el documento y la cláusula de protección de datos».",
    { size: 8, gap: 10 },
  );
  for (const signer of data.firmantes) {
    line(signer.rol, { font: bold, size: 11, gap: 4 });
    line(`Nombre: ${signer.nombre}`);
    line(`DNI/NIE: ${signer.dni}`);
    line(`Firmado: ${signer.horaRefugio} (UTC: ${signer.horaUtc})`);
    line(`Modo: ${signer.modo}`);
    line(`Dirección IP: ${signer.ip}`);
    line(`Navegador (user agent): ${signer.userAgent}`);
    line(`SHA-256 del documento mostrado: ${signer.sha256Visto}`, { gap: 10 });
  }
}

export async function signPdf(data: SignPdfData): Promise<Uint8Array> {
  const boxes = await findBoxes(data.original);
  const pdf = await PDFDocument.load(data.original, { updateMetadata: false });
  // The documents' own Roboto, not Helvetica: its WinAnsi encoding printed 'Łukasz' as '?ukasz'.
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(robotoBytes("normal"), { subset: true });
  const bold = await pdf.embedFont(robotoBytes("bold"), { subset: true });
  const pages = pdf.getPages();
  for (const signer of data.firmantes) {
    const box = boxes[signer.casilla];
    const page = pages[box?.page ?? -1];
    if (!box || !page) throw new Error(`El documento no tiene la casilla de firma ${signer.casilla + 1}`);
    const image = await pdf.embedPng(signer.png);
    const scaled = image.scaleToFit(box.width, box.height);
    page.drawImage(image, { x: box.x, y: box.y + (box.height - scaled.height) / 2, width: scaled.width, height: scaled.height });
    if (box.blankName) writeName(page, regular, box.blankName, signer.nombre);
  }
  evidencePage(pdf, regular, bold, data);
  return pdf.save();
}
