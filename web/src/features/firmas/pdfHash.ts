import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";

/**
 * The SHA-256 of a PDF's bytes, in hex, computed in the browser: the file is never uploaded to be
 * checked. In JavaScript, not crypto.subtle, which a shelter's tablet on plain HTTP does not have.
 */
export const pdfHash = (bytes: Uint8Array): string => bytesToHex(sha256(bytes));
