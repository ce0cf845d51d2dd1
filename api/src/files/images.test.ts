import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { JPEG_24X12, pngOfSize } from "../../../tests/helpers/fixtures.ts";
import { readImageHeader, reducedCopy } from "./images.ts";

describe("image processing", () => {
  const bomb = pngOfSize(10_000, 10_000);

  test("the header gives the pixel size of a 10000×10000 PNG without decoding it; a decode of it is refused all the same", async () => {
    expect(await readImageHeader(bomb)).toEqual({ width: 10_000, height: 10_000, hasAlpha: false });
    // The decode's own cap (limitInputPixels), whatever a caller checked before.
    expect(await reducedCopy(bomb, { maxSide: 2000, keepTransparency: false })).toBeNull();
    expect(await readImageHeader(Buffer.from("no es una imagen"))).toBeNull();
  });

  test("the copy: upright, within its long side, JPEG on white unless transparency is kept, smaller images left at their size", async () => {
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 4, background: "#ff000080" } })
      .png()
      .withMetadata({ orientation: 8 })
      .toBuffer();
    expect(await readImageHeader(sideways)).toEqual({ width: 100, height: 300, hasAlpha: true });
    const jpeg = await reducedCopy(sideways, { maxSide: 150, keepTransparency: false });
    expect(jpeg?.mime).toBe("image/jpeg");
    expect(await sharp(jpeg!.bytes).metadata()).toMatchObject({ format: "jpeg", width: 50, height: 150, hasAlpha: false });
    const png = await reducedCopy(sideways, { maxSide: 150, keepTransparency: true });
    expect(await sharp(png!.bytes).metadata()).toMatchObject({ format: "png", width: 50, height: 150, hasAlpha: true });
    const small = await reducedCopy(JPEG_24X12, { maxSide: 2000, keepTransparency: true });
    expect(await sharp(small!.bytes).metadata()).toMatchObject({ format: "jpeg", width: 24, height: 12 });
  });

  test("an animation's copy is its first frame; a damaged image has none", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp(await Promise.all(["#336699", "#993366", "#669933"].map(frame)), { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const copy = await reducedCopy(animated, { maxSide: 2000, keepTransparency: false });
    expect(copy?.mime).toBe("image/jpeg");
    expect(await sharp(copy!.bytes).metadata()).toMatchObject({ width: 40, height: 30 });
    expect(await reducedCopy(JPEG_24X12.subarray(0, 300), { maxSide: 2000, keepTransparency: false })).toBeNull();
  });
});
