/**
 * Every upload is read one way, under its rule (rules/upload.ts), once the caller's permission and
 * existence checks have passed: refused with the rule's Spanish when there is no file or an empty
 * one, as soon as more than `maxBytes` arrive (so an oversized file is never held whole nor
 * stored), or when its content is not of a type the rule takes.
 */
import { type DetectedFile, detectFileType } from "../../files/fileType.ts";
import { FileTooLargeError } from "../../files/readCapped.ts";
import type { IncomingFile } from "./incomingFile.ts";
import { AppError } from "../errors.ts";
import type { UploadRule } from "../rules/upload.ts";

/** Also what REST answers, before reading a byte, to a body announced larger (rest/multipart.ts). */
export const uploadTooLarge = (rule: UploadRule) => new AppError("PAYLOAD_TOO_LARGE", 413, rule.tooLarge, rule.field);

export const uploadNotAccepted = (rule: UploadRule) => new AppError("VALIDATION", 400, rule.notAccepted, rule.field);

export async function readUpload(file: IncomingFile | null | undefined, rule: UploadRule): Promise<DetectedFile & { bytes: Uint8Array }> {
  const bytes = await file?.read(rule.maxBytes).catch((error: unknown) => {
    throw error instanceof FileTooLargeError ? uploadTooLarge(rule) : error;
  });
  if (!bytes?.byteLength) throw new AppError("VALIDATION", 400, rule.missing, rule.field);
  if (bytes.byteLength > rule.maxBytes) throw uploadTooLarge(rule);
  const type = await detectFileType(bytes, rule.types);
  if (!type) throw uploadNotAccepted(rule);
  return { ...type, bytes };
}
