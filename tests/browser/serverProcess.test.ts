/** The real `npm start` process: one owner per PGlite folder, clean shutdown on SIGTERM. */
import { rm } from "node:fs/promises";
import { afterAll, expect, test } from "vitest";
import { newDataDir, startServer } from "../helpers/server.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

test("a first start on an empty data folder migrates it; a second process on the same folder refuses to start; SIGTERM closes cleanly and frees the folder", async () => {
  const dataDir = await newDataDir({ empty: true });
  dirs.push(dataDir);
  const first = await startServer(dataDir);
  const second = await startServer(dataDir).catch((error: { code: number; output: string }) => error);
  expect(second).toMatchObject({ code: 1 });
  expect((second as { output: string }).output).toContain("ya está abierta por otro proceso de Refugio");

  const health = await fetch(`${first.url}/api/auth/check-users`);
  expect(await health.json()).toEqual({ hasUsers: false });
  expect(await first.stop()).toBe(0);

  const again = await startServer(dataDir);
  expect(await (await fetch(`${again.url}/api/auth/check-users`)).json()).toEqual({ hasUsers: false });
  expect(await again.stop()).toBe(0);
}, 300_000);

test("a bad setting stops the start with a clear Spanish message", async () => {
  const dataDir = await newDataDir({ empty: true });
  dirs.push(dataDir);
  const failed = await startServer(dataDir, { DATABASE_URL: "mysql://x" }).catch((error: { code: number; output: string }) => error);
  expect(failed).toMatchObject({ code: 1 });
  expect((failed as { output: string }).output).toContain("DATABASE_URL debe ser una dirección como postgres://usuario:contraseña@servidor:5432/base");
});
