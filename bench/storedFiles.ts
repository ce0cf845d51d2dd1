/**
 * Photos kept in the database (api/src/files/fileStore.ts): uploading a photo of about 200 KB
 * through POST /api/animales/{id}/upload-photo (read, checked, its display copy made by sharp,
 * both kept in the transaction that names them), then serving its display copy and its original
 * over real HTTP on 127.0.0.1 at c=1 and c=10, with and without the browser's ETag (304). Beside
 * them, the same bytes read from disk, as files were served before: the store's read against
 * `fs.readFile`, and a plain Fastify route streaming the file from disk against the app's route.
 *
 * The photos are 1600 × 1200 JPEGs of Gaussian noise at quality 70 (sharp), about 210 KB each:
 * noise keeps them from compressing below a phone photo's size.
 *
 * On a fresh PGlite folder; with BENCH_POSTGRES_URL (a server URL whose user may create
 * databases, e.g. postgres://postgres@127.0.0.1:5432/postgres) also on a new PostgreSQL database,
 * dropped afterwards. Run with `npx tsx bench/storedFiles.ts`; `npm run bench` runs it too.
 * Prints figures; asserts nothing.
 */
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, readFile as readFromDisk, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import Fastify from "fastify";
import pg from "pg";
import sharp from "sharp";
import { buildApp } from "../api/src/app.ts";
import { loadConfig } from "../api/src/config.ts";
import { readFile as readFromDatabase } from "../api/src/files/fileStore.ts";
import { adminHeaders } from "./app.ts";
import { httpClient, measure, memoryLine, report, statsLine } from "./measure.ts";

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 40);
const REQUESTS = Number(process.env.BENCH_PHOTO_REQUESTS ?? 400);

/** A different ~210 KB JPEG each time (a new noise seed), so nothing is deduplicated or cached. */
export const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#7a9", noise: { type: "gaussian", mean: 120, sigma: 12 } } })
    .jpeg({ quality: 70 })
    .toBuffer();

export function multipart(bytes: Buffer): { headers: Record<string, string>; body: Buffer } {
  const boundary = `----bench${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="foto.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`;
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

async function onDatabase(label: string, env: Record<string, string>): Promise<void> {
  console.log(`\nFotografías en la base de datos (${label}): ${PHOTOS} subidas de ~210 KB, ${REQUESTS} lecturas por caso`);
  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-archivos-"));
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PORT: "0", ...env }) });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const http = httpClient(address);
  const disk = Fastify();
  try {
    const headers = await adminHeaders(http);
    const auth = { authorization: headers.authorization! };
    const animals = await Promise.all(
      Array.from({ length: PHOTOS }, (_, i) => app.deps.db.animal.create({ data: { registro: `BENCH/${i}`, nombre: `Foto ${i}` } })),
    );
    const bodies = await Promise.all(animals.map(async () => multipart(await photo())));
    const bytes = bodies.reduce((sum, body) => sum + body.body.byteLength, 0) / bodies.length;

    let next = 0;
    const photoPaths: string[] = [];
    await report(
      `  subir (POST upload-photo, ${(bytes / 1024).toFixed(0)} KiB)`,
      async () => {
        const i = next++;
        const answer = await http.ok("POST", `/api/animales/${animals[i]!.id}/upload-photo`, {
          headers: { ...auth, ...bodies[i]!.headers },
          body: bodies[i]!.body,
        });
        photoPaths.push((JSON.parse(answer.toString("utf8")) as { photoPath: string }).photoPath);
        return answer.byteLength;
      },
      { maxRequests: PHOTOS },
    );

    // The same originals on disk, read and served the way files were before they moved.
    const folder = path.join(dataDir, "disco");
    await mkdir(folder);
    const originals = await Promise.all(photoPaths.map((photoPath) => readFromDatabase(app.deps.db, photoPath)));
    const display = await Promise.all(photoPaths.map((photoPath) => http.ok("GET", photoPath, { headers: auth })));
    await Promise.all(display.map((copy, i) => writeFile(path.join(folder, `${i}.jpg`), copy)));
    await Promise.all(originals.map((original, i) => writeFile(path.join(folder, `original-${i}.jpg`), original!.bytes)));
    disk.get<{ Params: { name: string } }>("/disco/:name", (request, reply) =>
      reply.header("content-type", "image/jpeg").send(createReadStream(path.join(folder, request.params.name))),
    );
    const diskAddress = await disk.listen({ port: 0, host: "127.0.0.1" });
    const diskHttp = httpClient(diskAddress);

    const pick = () => Math.floor(Math.random() * PHOTOS);
    const etags = await Promise.all(photoPaths.map(async (photoPath) => (await http.request("GET", photoPath, { headers: auth })).headers.etag as string));
    for (const concurrency of [1, 10]) {
      console.log(`  c=${concurrency}`);
      await report("    copia (GET /api/uploads/fotos/…)", async () => (await http.ok("GET", photoPaths[pick()]!, { headers: auth })).byteLength, {
        maxRequests: REQUESTS,
        concurrency,
        warmup: 5,
      });
      await report(
        "    original (GET …/photo/original)",
        async () => (await http.ok("GET", `/api/animales/${animals[pick()]!.id}/photo/original`, { headers: auth })).byteLength,
        { maxRequests: REQUESTS, concurrency, warmup: 5 },
      );
      await report(
        "    copia con If-None-Match (304)",
        async () => {
          const i = pick();
          const answer = await http.request("GET", photoPaths[i]!, { headers: { ...auth, "if-none-match": etags[i]! } });
          if (answer.status !== 304) throw new Error(`HTTP ${answer.status}`);
        },
        { maxRequests: REQUESTS, concurrency, warmup: 5 },
      );
      await report("    la misma copia desde el disco (Fastify)", async () => (await diskHttp.ok("GET", `/disco/${pick()}.jpg`)).byteLength, {
        maxRequests: REQUESTS,
        concurrency,
        warmup: 5,
      });
    }
    diskHttp.close();

    console.log("  solo la lectura, sin HTTP (c=1)");
    const fromDatabase = await measure(async () => (await readFromDatabase(app.deps.db, photoPaths[pick()]!))?.bytes.byteLength, {
      maxRequests: REQUESTS,
      warmup: 5,
    });
    console.log(statsLine("    original de la base de datos (fileStore)", fromDatabase));
    const fromDisk = await measure(async () => (await readFromDisk(path.join(folder, `original-${pick()}.jpg`))).byteLength, {
      maxRequests: REQUESTS,
      warmup: 5,
    });
    console.log(statsLine("    el mismo original del disco (fs.readFile)", fromDisk));
    console.log(`  ${memoryLine()}`);
  } finally {
    http.close();
    await disk.close();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A new database on the server BENCH_POSTGRES_URL names, and its removal. */
async function serverDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `refugio_bench_archivos_${randomBytes(4).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function storedFiles(): Promise<void> {
  await onDatabase("PGlite", {});
  const serverUrl = process.env.BENCH_POSTGRES_URL;
  if (!serverUrl) {
    console.log("\n(PostgreSQL: defina BENCH_POSTGRES_URL para medirlo también)");
    return;
  }
  const database = await serverDatabase(serverUrl);
  try {
    await onDatabase("PostgreSQL", { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await storedFiles();
