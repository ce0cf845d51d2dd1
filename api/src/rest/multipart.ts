/**
 * Multipart uploads on the REST facade (@fastify/multipart). A file is read only when the domain
 * asks for it, through a capped reader: busboy stops keeping bytes at the limit and the request
 * is refused with the domain's message, before anything is stored.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IncomingFile } from "../domain/files/incomingFile.ts";
import { badRequest } from "../domain/errors.ts";
import { uploadTooLarge } from "../domain/files/readUpload.ts";
import type { UploadRule } from "../domain/rules/upload.ts";
import { FileTooLargeError, readCapped } from "../files/readCapped.ts";

/** Multipart framing around one file is a few hundred bytes; this leaves room for long names. */
const MULTIPART_OVERHEAD = 64 * 1024;

export async function registerMultipart(api: FastifyInstance): Promise<void> {
  await api.register(multipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 64 * 1024, headerPairs: 50 } });
}

/** The file sent in `field`, read lazily; null when the request carries none. */
export function multipartFile(request: FastifyRequest, field: string): IncomingFile {
  return {
    async read(maxBytes) {
      if (!request.isMultipart()) return null;
      try {
        const part = await request.file({ limits: { fileSize: maxBytes }, throwFileSizeLimit: false });
        if (!part) return null;
        if (part.fieldname !== field) {
          part.file.resume();
          return null;
        }
        return await readCapped(part.file, maxBytes);
      } catch (error) {
        if (error instanceof FileTooLargeError) throw error;
        // No boundary, a truncated body, garbled part headers: the request's fault, said in Spanish.
        throw badRequest("La petición multipart no es válida");
      }
    },
  };
}

/**
 * An onRequest hook that refuses a body announced larger than the rule's file limit allows, before
 * a byte of it is read.
 */
export function refuseBodiesOver(rule: UploadRule) {
  return async (request: FastifyRequest) => {
    const length = Number(request.headers["content-length"]);
    if (Number.isFinite(length) && length > rule.maxBytes + MULTIPART_OVERHEAD) throw uploadTooLarge(rule);
  };
}
