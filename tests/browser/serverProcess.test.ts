/** The real `npm start` process: one owner per PGlite folder, clean shutdown on SIGTERM. */
import { once } from "node:events";
import { rm } from "node:fs/promises";
import { connect } from "node:net";
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

test("a client that never finishes its request cannot hold the shutdown: SIGTERM still closes the server", async () => {
  const dataDir = await newDataDir();
  dirs.push(dataDir);
  const server = await startServer(dataDir);
  const { port, hostname } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`);
  let answered = "";
  socket.on("data", (chunk) => (answered += chunk));
  // Nothing to wait on but time: the server reads the headers and starts waiting for the body.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  try {
    // The bound only ends the test: without the shutdown's grace the process waited for the client for good.
    const code = await Promise.race([server.stop(), new Promise((resolve) => setTimeout(() => resolve("sigue en marcha"), 60_000))]);
    expect([code, answered]).toEqual([0, ""]);
  } finally {
    socket.destroy();
    server.process.kill("SIGKILL");
  }
}, 120_000);
