/** Multipart request bodies built by hand, for REST uploads and the GraphQL multipart request spec. */
import { randomBytes } from "node:crypto";

export type FilePart = { field: string; filename: string; contentType: string; bytes: Buffer };
type Part = FilePart | { field: string; value: string };

export function multipartBody(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----refugio${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("value" in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.bytes,
        Buffer.from("\r\n"),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/**
 * One operation with its single file variable at `variables.input.<inputField>` (`photo` unless
 * told), with the CSRF header the web client sends (a multipart request needs no CORS preflight,
 * so the server asks for it).
 */
export function graphqlUploadBody(query: string, variables: Record<string, unknown>, file: Omit<FilePart, "field">, inputField = "photo") {
  const body = multipartBody([
    { field: "operations", value: JSON.stringify({ query, variables }) },
    { field: "map", value: JSON.stringify({ 0: [`variables.input.${inputField}`] }) },
    { field: "0", ...file },
  ]);
  return { ...body, headers: { ...body.headers, "x-graphql-yoga-csrf": "1" } };
}
