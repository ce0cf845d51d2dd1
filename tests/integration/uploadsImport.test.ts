/**
 * The start moves the files an earlier version kept under DATA_DIR/uploads into the database
 * (files/uploadsImport.ts): real files in a temporary data folder, the records naming them, and
 * the app built on it as server.ts builds it; then the files are served from the database.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../api/src/app.ts";
import { loadConfig } from "../../api/src/config.ts";
import { signSessionToken } from "../../api/src/domain/auth/tokens.ts";
import { importUploadedFiles } from "../../api/src/files/uploadsImport.ts";
import { insertAnimal, insertObservation, insertStay, JPEG_24X12, PNG_1X1 } from "../helpers/fixtures.ts";
import { pdfWithText } from "../helpers/pdf.ts";
import { storedBytes, storedVariants } from "../helpers/storedFiles.ts";
import { openTestDatabase, type TestDatabase } from "../helpers/testDatabase.ts";

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("files from DATA_DIR/uploads are moved into the database at start", () => {
  let db: TestDatabase;
  let dataDir: string;
  let app: FastifyInstance;
  const log: string[] = [];
  const uploads = () => path.join(dataDir, "uploads");

  /** A file as earlier versions wrote it; returns its API path. */
  async function onDisk(kind: string, extension: string, bytes: Buffer, display?: Buffer): Promise<string> {
    const name = `${randomUUID()}.${extension}`;
    await mkdir(path.join(uploads(), kind), { recursive: true });
    await writeFile(path.join(uploads(), kind, name), bytes);
    if (display) {
      await mkdir(path.join(uploads(), "variantes", kind, name), { recursive: true });
      await writeFile(path.join(uploads(), "variantes", kind, name, "display"), display);
    }
    return `/api/uploads/${kind}/${name}`;
  }

  const ORIGINAL = JPEG_24X12;
  const DISPLAY = Buffer.concat([JPEG_24X12, Buffer.from("copia")]);
  const DOCUMENT = pdfWithText("Radiografia de la cadera");
  const INFORME = pdfWithText("Ficha registral archivada");
  const ORPHAN = Buffer.from("una foto cuya ficha se borro");
  const files: Record<"photo" | "legacyPhoto" | "document" | "logo" | "informe" | "orphan", string> = {} as never;
  let animalId: number;
  let documentoId: number;

  beforeAll(async () => {
    db = await openTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "refugio-importacion-"));
    files.photo = await onDisk("fotos", "jpg", ORIGINAL, DISPLAY);
    files.legacyPhoto = await onDisk("fotos", "png", PNG_1X1);
    files.document = await onDisk("documentos", "pdf", DOCUMENT);
    files.logo = await onDisk("logos", "png", PNG_1X1);
    files.informe = await onDisk("informes", "pdf", INFORME);
    files.orphan = await onDisk("fotos", "jpg", ORPHAN);
    // Not a name the app generates: never looked at.
    await writeFile(path.join(uploads(), "fotos", "LEEME.txt"), "notas");

    const prisma = db.prisma;
    const animal = await insertAnimal(prisma, { fotografia: files.photo, registro: "2026/IMP-1" });
    animalId = animal.id;
    await insertAnimal(prisma, { fotografia: files.legacyPhoto });
    const stay = await insertStay(prisma, animal.id);
    await insertObservation(prisma, stay.id, { documentacion: files.document });
    await prisma.refugio.upsert({ where: { id: 1 }, create: { id: 1, logo: files.logo }, update: { logo: files.logo } });
    const documento = await prisma.documentoGenerado.create({
      data: {
        entradaSalidaId: stay.id,
        tipo: "ficha-registral",
        nombreArchivo: "ficha.pdf",
        archivo: files.informe,
        sha256: "0".repeat(64),
        bytes: INFORME.byteLength,
        parametros: {},
        generadoPor: "directora",
      },
    });
    documentoId = documento.id;
    // A start cut off between the commit of a file and its removal from disk.
    await prisma.archivo.create({
      data: { ruta: files.document, tipoContenido: "application/pdf", tamano: DOCUMENT.byteLength, sha256: sha(DOCUMENT), contenido: new Uint8Array(DOCUMENT) },
    });

    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    app = await buildApp({ config, database: db, logStream: { write: (line) => void log.push(line) } });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("every named file is in the database with its copy, removed from disk, and the counts are logged", async () => {
    expect(await storedBytes(db.prisma, files.photo)).toEqual(ORIGINAL);
    expect(await storedVariants(db.prisma, files.photo)).toEqual(["display"]);
    expect(await storedBytes(db.prisma, files.legacyPhoto)).toEqual(PNG_1X1);
    expect(await storedBytes(db.prisma, files.document)).toEqual(DOCUMENT);
    expect(await storedBytes(db.prisma, files.logo)).toEqual(PNG_1X1);
    expect(await storedBytes(db.prisma, files.informe)).toEqual(INFORME);
    expect(await db.prisma.archivo.findUniqueOrThrow({ where: { ruta: files.informe }, select: { tipoContenido: true, tamano: true, sha256: true } })).toEqual({
      tipoContenido: "application/pdf",
      tamano: INFORME.byteLength,
      sha256: sha(INFORME),
    });
    const messages = log.map((line) => JSON.parse(line).msg as string);
    expect(messages).toContainEqual(expect.stringMatching(/movidos a la base de datos: 4 importados, 1 ya estaban en ella\.$/));
    expect(messages).toContainEqual(
      expect.stringMatching(new RegExp(`^1 archivos de .* no se importan porque ningún registro los nombra \\(se dejan en el disco\\): ${files.orphan}\\.$`)),
    );
  });

  test("a file whose record is gone is reported and left on disk, never imported", async () => {
    expect(await storedBytes(db.prisma, files.orphan)).toBeNull();
    expect((await readdir(path.join(uploads(), "fotos"))).sort()).toEqual(["LEEME.txt", files.orphan.split("/").at(-1)].sort());
    for (const kind of ["documentos", "logos", "informes", "variantes"]) expect(existsSync(path.join(uploads(), kind)), kind).toBe(false);
  });

  test("the moved files are served from the database: the display copy, the original, the document, the logo and the archived PDF", async () => {
    const user = await db.prisma.usuario.create({ data: { username: "directora", password: "x", email: null, rolId: 1 } });
    const token = signSessionToken(app.deps, user);
    const get = (url: string) => app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
    expect((await get(files.photo)).rawPayload).toEqual(DISPLAY);
    expect((await get(`/api/animales/${animalId}/photo/original`)).rawPayload).toEqual(ORIGINAL);
    const document = await get(files.document);
    expect(document.headers["content-type"]).toBe("application/pdf");
    expect(document.rawPayload).toEqual(DOCUMENT);
    // A logo kept before display copies existed gets its copy at its first use, as before.
    const logo = await get("/api/refugio/logo");
    expect([logo.statusCode, logo.headers["content-type"]]).toEqual([200, "image/png"]);
    expect(await storedVariants(db.prisma, files.logo)).toEqual(["display"]);
    expect((await get(`/api/reports/documentos/${documentoId}`)).rawPayload).toEqual(INFORME);
    expect((await get(files.orphan)).statusCode).toBe(404);
  });

  test("running it again imports nothing twice and reports the same file without a record", async () => {
    const again: string[] = [];
    const before = await db.prisma.archivo.count();
    const result = await importUploadedFiles(db.prisma, dataDir, { info: (line) => again.push(line), warn: (line) => again.push(line) });
    expect(result).toEqual({ importados: 0, yaImportados: 0, sinRegistro: [files.orphan], demasiadoGrandes: [] });
    expect(await db.prisma.archivo.count()).toBe(before);
    expect(again).toHaveLength(1);
  });

  test("a file over the bound is never read: it is reported and left on disk", async () => {
    const large = await onDisk("documentos", "pdf", Buffer.alloc(2048, 0x25));
    const stay = await insertStay(db.prisma, animalId, { destinoId: 3, fechaLlegada: "2025-01-01", fechaSalida: "2025-01-02" });
    await insertObservation(db.prisma, stay.id, { documentacion: large });
    const lines: string[] = [];
    const result = await importUploadedFiles(db.prisma, dataDir, { info: (line) => lines.push(line), warn: (line) => lines.push(line) }, { maxBytes: 1024 });
    expect(result.demasiadoGrandes).toEqual([large]);
    expect(result.importados).toBe(0);
    expect(await storedBytes(db.prisma, large)).toBeNull();
    expect(existsSync(path.join(uploads(), "documentos", large.split("/").at(-1)!))).toBe(true);
    expect(lines).toContainEqual(expect.stringContaining(`no se importan porque superan 1024 bytes (se dejan en el disco): ${large}.`));
  });
});
