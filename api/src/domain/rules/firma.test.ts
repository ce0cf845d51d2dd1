import { expect, test } from "vitest";
import { PNG_1X1, pngDeclaring } from "../../../../tests/helpers/fixtures.ts";
import { SIGNATURE_INVALID, SIGNATURE_TOO_LARGE, signaturePng } from "./firma.ts";

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;
const messageOf = (firma: string) => signaturePng.safeParse(firma).error?.issues[0]?.message;

test("a signature's PNG is bounded by the size its header declares, before any pixel is decoded", () => {
  expect(SIGNATURE_TOO_LARGE).toBe("La firma no puede superar 4 megapíxeles");
  expect(messageOf(dataUrl(PNG_1X1))).toBeUndefined();
  expect(messageOf(dataUrl(pngDeclaring(3000, 480)))).toBeUndefined();
  expect(messageOf(dataUrl(pngDeclaring(2000, 2000)))).toBeUndefined();
  expect(messageOf(dataUrl(pngDeclaring(2001, 2000)))).toBe(SIGNATURE_TOO_LARGE);
  expect(messageOf(dataUrl(pngDeclaring(32_767, 32_767)))).toBe(SIGNATURE_TOO_LARGE);
  expect(messageOf(dataUrl(pngDeclaring(0, 480)))).toBe(SIGNATURE_INVALID);
});

test("anything but a PNG with its header first is not a signature", () => {
  expect(messageOf("aG9sYQ==")).toBe(SIGNATURE_INVALID);
  expect(messageOf(dataUrl(PNG_1X1.subarray(0, 20)))).toBe(SIGNATURE_INVALID);
  const headerNotFirst = Buffer.from(PNG_1X1);
  headerNotFirst.write("IDAT", 12, "latin1");
  expect(messageOf(dataUrl(headerNotFirst))).toBe(SIGNATURE_INVALID);
});
