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
