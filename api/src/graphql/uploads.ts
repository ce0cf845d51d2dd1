/**
 * File uploads over GraphQL (the GraphQL multipart request spec, parsed by graphql-upload-minimal).
 * The request is parsed as it arrives: the operation is ready before the file is read, and the
 * file is read only when the domain asks, through the same capped reader REST uses.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type FileUpload, GraphQLUpload, processRequest } from "graphql-upload-minimal";
import type { ServerResponse } from "node:http";
import type { IncomingFile } from "../domain/files/incomingFile.ts";
import { MAX_DOCUMENT_BYTES } from "../domain/rules/observacion.ts";
import { MAX_PHOTO_BYTES } from "../domain/rules/photo.ts";
import { FileTooLargeError, readCapped } from "../files/readCapped.ts";
import { builder } from "./builder.ts";

/**
 * The largest file any mutation accepts; each mutation's own limit is applied when reading. One
 * byte more for the parser, which cuts a file that reaches its limit: a file of exactly the
 * limit is allowed.
 */
export const MAX_GRAPHQL_UPLOAD_BYTES = Math.max(MAX_PHOTO_BYTES, MAX_DOCUMENT_BYTES) + 1;

builder.addScalarType("Upload", GraphQLUpload, { description: "Un archivo subido (petición multipart de GraphQL)." });

/** Makes multipart requests reach Yoga as an operation whose Upload variables are still streaming. */
export function acceptGraphQLUploads(scope: FastifyInstance): void {
  scope.addContentTypeParser("multipart/form-data", async (request: FastifyRequest, _payload: unknown) => {
    try {
      // graphql-upload-minimal only reads the response argument on serverless platforms.
      return await processRequest(request.raw, undefined as unknown as ServerResponse, { maxFileSize: MAX_GRAPHQL_UPLOAD_BYTES, maxFiles: 1 });
    } catch (error) {
      throw malformedMultipart(error);
    }
  });
}

/**
 * A body that is not a GraphQL multipart request (no boundary, truncated, no `operations`...):
 * a Spanish 400 (413 when too large) instead of the parser's English message or a 500.
 */
function malformedMultipart(error: unknown): Error & { statusCode: number } {
  const status = (error as { status?: number }).status;
  if (status === 413) return Object.assign(new Error("La petición es demasiado grande"), { statusCode: 413 });
  return Object.assign(new Error("La petición multipart no es válida"), { statusCode: 400 });
}

/** An Upload argument as the domain reads files. */
export function incomingUpload(upload: Promise<FileUpload> | null | undefined): IncomingFile {
  return {
    async read(maxBytes) {
      if (!upload) return null;
      const file = await upload;
      try {
        return await readCapped(file.createReadStream(), maxBytes);
      } catch (error) {
        // The parser cut the file at the endpoint's limit before it was asked for.
        if ((error as { status?: number }).status === 413) throw new FileTooLargeError(maxBytes);
        throw error;
      }
    },
  };
}
