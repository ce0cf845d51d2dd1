/**
 * An uploaded file as the transports hand it over: its bytes are read only when the domain asks
 * (domain/files/readUpload.ts), after the permission and existence checks, and `read` rejects with
 * FileTooLargeError as soon as more than `maxBytes` arrive, so an oversized upload is never held in
 * memory nor stored. It resolves null when the request carries no file.
 */
export type IncomingFile = { read(maxBytes: number): Promise<Uint8Array | null> };
