/**
 * Photos and logos are images the server decodes (to show and to print them): each upload is
 * bounded by its pixels, read from the header before anything decodes it; what is shown and printed
 * is a reduced copy; the original is kept as it came, to download.
 */
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { insertAnimal, insertStay, pngOfSize } from "../helpers/fixtures.ts";
import { graphqlUploadBody, multipartBody } from "../helpers/multipart.ts";
import { pdfImages } from "../helpers/pdf.ts";
import { testAppForSuite } from "../helpers/testApp.ts";
import type { FileKind } from "../../api/src/files/fileStore.ts";
import { keepFile, storedFileNames, storedVariants, variantCount } from "../helpers/storedFiles.ts";

const PHOTO_TOO_MANY_PIXELS = "La imagen tiene demasiados píxeles. Máximo 50 megapíxeles";
const LOGO_TOO_MANY_PIXELS = "El logotipo tiene demasiados píxeles. Máximo 50 megapíxeles";

const UPLOAD = `mutation ($input: UploadAnimalPhotoInput!) { uploadAnimalPhoto(input: $input) {
  __typename ... on Error { message } ... on AppError { code field } ... on UploadAnimalPhotoPayload { animal { fotografia } } } }`;

/** A phone's photo: 3000×2000 stored sideways with EXIF orientation 6 (shown 2000×3000), and the camera's EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#8a5a3c" } })
    .composite([{ input: { create: { width: 1500, height: 2000, channels: 3, background: "#2b6cb0" } }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Telefono", Model: "Modelo 7" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("photos and logos: pixel bound, display copy, original", () => {
  const t = testAppForSuite({ users: { cuidadora: 2, directora: 1 } });
  let animalId: number;
  let stayId: number;

  beforeAll(async () => {
    animalId = (await insertAnimal(t.db.prisma, { nombre: "Trufa", registro: "2026/044" })).id;
    stayId = (await insertStay(t.db.prisma, animalId)).id;
  });

  const uploadPhoto = (bytes: Buffer, contentType = "image/png") =>
    t.rest({
      method: "POST",
      url: `/api/animales/${animalId}/upload-photo`,
      token: t.tokens.cuidadora,
      ...multipartBody([{ field: "photo", filename: "foto", contentType, bytes }]),
    });
  const uploadLogo = (bytes: Buffer, contentType = "image/png") =>
    t.rest({
      method: "POST",
      url: "/api/refugio/logo",
      token: t.tokens.directora,
      ...multipartBody([{ field: "logo", filename: "logo", contentType, bytes }]),
    });
  const stored = (kind: FileKind) => storedFileNames(t.db.prisma, kind);
  const fichaPdf = async () => {
    const generated = await t.rest({
      method: "POST",
      url: "/api/reports/generate",
      token: t.tokens.cuidadora,
      payload: { type: "ficha-registral", animalId, entradaSalidaId: stayId },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    return (await t.rest({ method: "GET", url: generated.json().pdfUrl, token: t.tokens.cuidadora })).rawPayload;
  };
  const sizeOf = async (bytes: Buffer) => {
    const { width, height, format, exif, orientation } = await sharp(bytes).metadata();
    return { width, height, format, exif: exif !== undefined, orientation };
  };

  test("a 10000×10000 PNG of a few hundred KB is refused from its header, with the Spanish message, as a photo and as a logo", async () => {
    const bomb = pngOfSize(10_000, 10_000);
    expect(bomb.byteLength).toBeLessThan(500 * 1024);

    const rest = await uploadPhoto(bomb);
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ code: "VALIDATION", field: "photo", message: PHOTO_TOO_MANY_PIXELS });
    const animal = await t.db.prisma.animal.findUniqueOrThrow({ where: { id: animalId } });
    const body = graphqlUploadBody(
      UPLOAD,
      { input: { id: Buffer.from(`Animal:${animalId}`).toString("base64"), photo: null } },
      { filename: "foto.png", contentType: "image/png", bytes: bomb },
    );
    const graphql = (await t.rest({ method: "POST", url: "/graphql", token: t.tokens.cuidadora, ...body })).json().data.uploadAnimalPhoto;
    expect(graphql).toEqual({ __typename: "AppError", code: "VALIDATION", field: "photo", message: PHOTO_TOO_MANY_PIXELS });
    expect((await t.db.prisma.animal.findUniqueOrThrow({ where: { id: animalId } })).fotoVersion).toBe(animal.fotoVersion);

    const logo = await uploadLogo(bomb);
    expect(logo.statusCode).toBe(400);
    expect(logo.json()).toEqual({ code: "VALIDATION", field: "logo", message: LOGO_TOO_MANY_PIXELS });
    expect([...(await stored("fotos")), ...(await stored("logos"))]).toEqual([]);
    expect((await variantCount(t.db.prisma, "fotos")) + (await variantCount(t.db.prisma, "logos"))).toBe(0);
  });

  test("a 3000×2000 phone photo: the photo path serves an upright copy of at most 2000 px without the camera's metadata; the original downloads as it came", async () => {
    const original = await phonePhoto();
    expect(await sizeOf(original)).toMatchObject({ width: 3000, height: 2000, exif: true, orientation: 6 });
    const uploaded = await uploadPhoto(original, "image/jpeg");
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { photoPath, foto_version } = uploaded.json();
    expect(photoPath).toMatch(/^\/api\/uploads\/fotos\/[0-9a-f-]{36}\.jpg$/);

    const shown = await t.rest({ method: "GET", url: `${photoPath}?v=${foto_version}`, token: t.tokens.cuidadora });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/jpeg");
    expect(await sizeOf(shown.rawPayload)).toEqual({ width: 1333, height: 2000, format: "jpeg", exif: false, orientation: undefined });
    expect(Number(shown.headers["content-length"])).toBe(shown.rawPayload.byteLength);
    expect(shown.rawPayload.byteLength).toBeLessThan(original.byteLength);

    const { photoUrl, photoOriginalUrl } = (await t.graphql(`{ animal(databaseId: ${animalId}) { photoUrl photoOriginalUrl } }`, {}, t.tokens.cuidadora)).data
      .animal;
    expect(photoUrl).toBe(`${photoPath}?v=${foto_version}`);
    expect(photoOriginalUrl).toBe(`/api/animales/${animalId}/photo/original?v=${foto_version}`);
    const download = await t.rest({ method: "GET", url: photoOriginalUrl, token: t.tokens.cuidadora });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("image/jpeg");
    expect(download.headers["content-disposition"]).toBe('attachment; filename="foto-2026-044.jpg"');
    expect(download.rawPayload.equals(original)).toBe(true);
    expect((await t.rest({ method: "GET", url: photoOriginalUrl })).statusCode).toBe(401);
  });

  test("the ficha PDF embeds the display copy, never the original", async () => {
    const images = await pdfImages(await fichaPdf());
    expect(images).toEqual([{ width: 1333, height: 2000, encoding: "jpeg" }]);
  });

  test("removing the photo removes the original and its display copy; an animal without a photo has no original to download", async () => {
    expect(await variantCount(t.db.prisma, "fotos")).toBeGreaterThan(0);
    expect((await t.rest({ method: "DELETE", url: `/api/animales/${animalId}/photo`, token: t.tokens.cuidadora })).json()).toMatchObject({ photoPath: null });
    expect(await stored("fotos")).toEqual([]);
    expect(await variantCount(t.db.prisma, "fotos")).toBe(0);
    const none = await t.rest({ method: "GET", url: `/api/animales/${animalId}/photo/original`, token: t.tokens.cuidadora });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: "NOT_FOUND", message: "Fotografía no encontrada" });
    expect((await t.graphql(`{ animal(databaseId: ${animalId}) { photoOriginalUrl } }`, {}, t.tokens.cuidadora)).data.animal.photoOriginalUrl).toBeNull();
  });

  test("a photo stored before display copies existed is shown and printed from a copy made at its first use, then kept", async () => {
    const legacy = await sharp({ create: { width: 2400, height: 3600, channels: 4, background: "#3c8a5a80" } })
      .png()
      .toBuffer();
    const file = await keepFile(t.db.prisma, "fotos", legacy, "png");
    await t.db.prisma.animal.update({ where: { id: animalId }, data: { fotografia: file.apiPath, fotoVersion: { increment: 1 } } });

    const shown = await t.rest({ method: "GET", url: file.apiPath, token: t.tokens.cuidadora });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/jpeg");
    expect(await sizeOf(shown.rawPayload)).toMatchObject({ width: 1333, height: 2000, format: "jpeg" });
    expect(await pdfImages(await fichaPdf())).toEqual([{ width: 1333, height: 2000, encoding: "jpeg" }]);
    expect((await t.rest({ method: "GET", url: file.apiPath, token: t.tokens.cuidadora })).rawPayload.equals(shown.rawPayload)).toBe(true);
    expect(await storedVariants(t.db.prisma, file.apiPath)).toEqual(["display"]);
    const download = await t.rest({ method: "GET", url: `/api/animales/${animalId}/photo/original`, token: t.tokens.cuidadora });
    expect(download.rawPayload.equals(legacy)).toBe(true);
  });

  test("a logo of any size up to the bound is accepted; the screen and the documents get a copy of at most 800 px that keeps its transparency", async () => {
    const wide = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: "#00000000" } })
      .composite([{ input: { create: { width: 1000, height: 600, channels: 4, background: "#1d4ed8ff" } }, left: 1000, top: 200 }])
      .png()
      .toBuffer();
    const uploaded = await uploadLogo(wide);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const shown = await t.rest({ method: "GET", url: "/api/refugio/logo", token: t.tokens.cuidadora });
    expect(shown.headers["content-type"]).toBe("image/png");
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ width: 800, height: 267, hasAlpha: true });
    const images = await pdfImages(await fichaPdf());
    // The logo and its transparency (an soft mask of the same size).
    expect(images.filter((image) => image.width === 800 && image.height === 267)).toHaveLength(2);
    expect(images.some((image) => image.width === 3000)).toBe(false);
  });
});
