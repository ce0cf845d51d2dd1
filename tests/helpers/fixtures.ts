/** Rows and files for tests, written straight to the database. */
import { Readable } from "node:stream";
import { crc32, deflateSync } from "node:zlib";
import type { Db } from "../../api/src/db/client.ts";
import type { IncomingFile } from "../../api/src/domain/files/incomingFile.ts";
import { readCapped } from "../../api/src/files/readCapped.ts";
import { keepFile } from "./storedFiles.ts";

/** A real 1×1 PNG. */
export const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** PNG_1X1 whose header declares `width` × `height` (its checksum left as it was): a few bytes that claim any size. */
export function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_1X1);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** A real JPEG header followed by filler: recognised as image/jpeg by its magic bytes. */
export function jpegOfSize(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x20);
  Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex").copy(file);
  return file;
}

export const TEXT_AS_JPG = Buffer.from("Esto no es una imagen, aunque se llame foto.jpg\n");

/** A person with every field filled (domain names), whom the people tests create again and again. */
export const ANA_PERSONA = {
  dni: "12345678z",
  nombre: "Ana",
  apellido1: "Martín",
  apellido2: "Peña",
  domicilio: "Calle Mayor 3",
  localidad: "Écija",
  codigoPostal: "41400",
  provincia: "Sevilla",
  telefono1: "600111222",
  telefono2: "",
  email: "ana@example.es",
};

/** A shelter identity with every field the legal documents print (shared with the PDF bench). */
export const SHELTER = {
  nombre: "Protectora Los Olivos",
  cifNif: "G12345678",
  direccion: "Camino del Soto 4",
  codigoPostal: "28805",
  localidad: "Alcalá de Henares",
  provincia: "Madrid",
  telefono: "918 000 111",
  email: "hola@losolivos.example",
  nucleoZoologico: "ES280050000123",
  responsableDatos: "Begoña Ruiz Peñalver",
  contactoDerechos: "protecciondatos@losolivos.example",
};

/** A real 24×12 baseline JPEG (a document engine can open it, unlike `jpegOfSize`'s filler). */
export const JPEG_24X12 = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAwAGAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AMqtjxwoAKACgAoAKAP/2Q==",
  "base64",
);

/**
 * A real JPEG of exactly `bytes` bytes: JPEG_24X12 with comment segments (JFIF's COM, at most 64 KiB
 * each) after its start marker, which every decoder skips.
 */
export function realJpegOfSize(bytes: number): Buffer {
  const start = JPEG_24X12.subarray(0, 2);
  const rest = JPEG_24X12.subarray(2);
  const comments: Buffer[] = [];
  let missing = bytes - JPEG_24X12.byteLength;
  if (missing < 0 || (missing > 0 && missing < 4)) throw new Error(`No hay un JPEG de ${bytes} bytes`);
  while (missing > 0) {
    // A segment: its marker and its length (2 bytes each, the length counting itself) and the data.
    let size = Math.min(missing, 0xffff + 2);
    // Never leave less than the smallest segment for the last one.
    if (missing - size > 0 && missing - size < 4) size -= 4;
    const segment = Buffer.alloc(size, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(size - 2, 2);
    comments.push(segment);
    missing -= size;
  }
  return Buffer.concat([start, ...comments, rest]);
}

/** A real PNG of any size: one grey 8-bit row repeated, written chunk by chunk. */
export function pngOfSize(width: number, height: number): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  return pngWithPixelData(width, height, deflateSync(Buffer.concat(Array.from({ length: height }, () => row))));
}

/**
 * A PNG whose header says `width` × `height`, 8 bits, `colourType` (0 grey, 6 RGBA), and whose
 * pixel data (IDAT) is `idat` as given: deflated rows for a real image, anything for a damaged one.
 */
export function pngWithPixelData(width: number, height: number, idat: Buffer, colourType = 0): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; no interlace
  header[9] = colourType;
  const signature = Buffer.from("89504e470d0a1a0a", "hex");
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

let registros = 0;

export function animalData(overrides: Record<string, unknown> = {}) {
  return {
    registro: `REG-${String(++registros).padStart(4, "0")}`,
    nombre: "Luna",
    identificacion: null,
    tipoId: 1,
    raza: "Mestizo",
    edadAnios: 2,
    edadMeses: 3,
    tallaId: 2,
    sexoId: 2,
    ...overrides,
  };
}

let adoptableChips = 0;

/**
 * What an adoption needs of an animal (issue 26, rules/adopcion.ts): its own valid microchip
 * (manufacturer code 956, kept for these) and sterilised. For tests that close stays with
 * destino 3 about something else.
 */
export function adoptable() {
  return { identificacion: `9560000${String(++adoptableChips).padStart(8, "0")}`, esterilizado: true };
}

/**
 * What an adoption needs of the shelter (issue 26, Ley 7/2023 art. 58.4): its núcleo zoológico
 * number in 'Datos del refugio'. For tests that close stays with destino 3 about something else.
 */
export async function registeredShelter(db: Db): Promise<void> {
  await db.refugio.upsert({ where: { id: 1 }, create: { id: 1, nucleoZoologico: "ES300000000999" }, update: { nucleoZoologico: "ES300000000999" } });
}

/** Every field a card of the public feed (GET /api/public/adoptables) may carry; a new one must be added here on purpose. */
export const PUBLIC_CARD_FIELDS = ["color", "descripcion", "dias_en_refugio", "edad", "especie", "foto_url", "nombre", "raza", "registro", "sexo", "talla"];

export function insertAnimal(db: Db, overrides: Record<string, unknown> = {}) {
  return db.animal.create({ data: animalData(overrides) as Parameters<Db["animal"]["create"]>[0]["data"] });
}

export function insertStay(
  db: Db,
  animalId: number,
  stay: { destinoId?: number; fechaLlegada?: string; fechaSalida?: string | null; procedenciaId?: number | null } = {},
) {
  return db.entradaSalida.create({
    data: {
      animalId,
      procedenciaId: stay.procedenciaId === undefined ? 2 : stay.procedenciaId,
      destinoId: stay.destinoId ?? 6,
      fechaLlegada: new Date(stay.fechaLlegada ?? "2026-01-10"),
      fechaSalida: stay.fechaSalida ? new Date(stay.fechaSalida) : null,
    },
  });
}

export function insertObservation(
  db: Db,
  entradaSalidaId: number,
  observation: { descripcion?: string; tratamiento?: boolean; documentacion?: string | null; inicio?: Date | null; fin?: Date | null } = {},
) {
  return db.observacion.create({
    data: {
      entradaSalidaId,
      descripcion: observation.descripcion ?? "Revisión veterinaria",
      tratamiento: observation.tratamiento ?? false,
      documentacion: observation.documentacion ?? null,
      tratamientoFechaInicio: observation.inicio ?? null,
      tratamientoFechaFin: observation.fin ?? null,
    },
  });
}

/** A document stored as the observation upload will store it; returns its API path. */
export async function storeDocument(db: Db, contents = "%PDF-1.4\n%documento de prueba\n"): Promise<string> {
  return (await keepFile(db, "documentos", Buffer.from(contents), "pdf")).apiPath;
}

/** An upload as a transport hands it to the domain, read through the same capped reader. */
export function incomingBytes(bytes: Buffer): IncomingFile {
  return { read: (maxBytes) => readCapped(Readable.from([bytes]), maxBytes) };
}

/**
 * Makes every DELETE on animales fail with a real database error, as a crash part-way through a
 * cascade would; returns the function that lifts the block.
 */
export async function blockAnimalDeletes(db: Db): Promise<() => Promise<void>> {
  await db.$executeRawUnsafe(`
    CREATE FUNCTION refuse_animal_delete() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'borrado bloqueado por la prueba'; END $$`);
  await db.$executeRawUnsafe(`CREATE TRIGGER refuse_animal_delete BEFORE DELETE ON animales FOR EACH ROW EXECUTE FUNCTION refuse_animal_delete()`);
  return async () => {
    await db.$executeRawUnsafe(`DROP TRIGGER refuse_animal_delete ON animales`);
    await db.$executeRawUnsafe(`DROP FUNCTION refuse_animal_delete()`);
  };
}
