/** PDFs read back with poppler (pdftotext, pdfinfo), as a person opening them would see the text. */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type PdfReadBack = { text: string; pages: number; pageSize: string; title: string };

export async function readPdf(bytes: Buffer): Promise<PdfReadBack> {
  const dir = await mkdtemp(path.join(tmpdir(), "refugio-pdf-"));
  try {
    const file = path.join(dir, "documento.pdf");
    await writeFile(file, bytes);
    const { stdout: text } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
    const { stdout: info } = await run("pdfinfo", [file]);
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "m").exec(info)?.[1]?.trim() ?? "";
    return { text, pages: Number(field("Pages")), pageSize: field("Page size"), title: field("Title") };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A real one-page A4 PDF with one line of text (Helvetica, ASCII), written object by object with
 * its cross-reference table, for uploads that must be a document a reader opens.
 */
export function pdfWithText(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 770 Td (${text.replace(/[\\()]/g, "\\$&")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

export type PdfImage = { width: number; height: number; encoding: string };

/**
 * `pdfimages -list`: every image the PDF holds, at the pixel size it is stored in (not the size it
 * is drawn at), with its encoding (`jpeg`, `image` for Flate...).
 */
export async function pdfImages(bytes: Buffer): Promise<PdfImage[]> {
  const dir = await mkdtemp(path.join(tmpdir(), "refugio-pdf-"));
  try {
    const file = path.join(dir, "documento.pdf");
    await writeFile(file, bytes);
    const { stdout } = await run("pdfimages", ["-list", file]);
    // After the header and its rule, one row per image: page num type width height color comp bpc enc ...
    return stdout
      .trim()
      .split("\n")
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .map((columns) => ({ width: Number(columns[3]), height: Number(columns[4]), encoding: columns[8]! }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
