/**
 * What request logging costs (issue 25: under 1% of the server's CPU at the production level).
 * Starts the server as `npm start` does, once per LOG_LEVEL, with its output thrown away as a log
 * collector would take it, sends the same cheap answered request many times and prints the
 * server's CPU per request: off (silent), production (info: failures only) and everything (debug).
 * Prints figures; asserts nothing. Usage: npx tsx bench/requestLog.ts [requests]
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { adminHeaders } from "./app.ts";
import { httpClient, measure } from "./measure.ts";
import { freePort, treeCpuSeconds } from "./npmStart.ts";

const REQUESTS = Number(process.argv[2] ?? 4000);
const LEVELS = [
  ["off", "silent"],
  ["production", "info"],
  ["every request", "debug"],
] as const;

async function cpuPerRequest(level: string): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-bench-log-"));
  const port = await freePort();
  // Its own process group, so the server npm starts is stopped with it.
  const child = spawn("npm", ["start"], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: level, BACKUP_HOUR: "off" },
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const http = httpClient(`http://127.0.0.1:${port}`);
  try {
    while (
      !(await fetch(`http://127.0.0.1:${port}/api/auth/check-users`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error(`npm start terminó con código ${child.exitCode}`);
      await sleep(100);
    }
    const headers = await adminHeaders(http);
    const call = () => http.ok("GET", "/api/animales/lista?page=1&limit=25", { headers });
    await measure(call, { maxRequests: 500, concurrency: 4 });
    const before = treeCpuSeconds(child.pid!);
    await measure(call, { maxRequests: REQUESTS, concurrency: 4 });
    const after = treeCpuSeconds(child.pid!);
    if (before === null || after === null) throw new Error("Sin /proc: no se puede medir la CPU del servidor");
    return ((after - before) * 1e6) / REQUESTS;
  } finally {
    http.close();
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

const figures = new Map<string, number>();
for (const [label, level] of LEVELS) {
  const micros = await cpuPerRequest(level);
  figures.set(label, micros);
  console.log(`${`logging ${label} (LOG_LEVEL=${level})`.padEnd(44)} ${micros.toFixed(0).padStart(6)} µs of server CPU per request`);
}
const off = figures.get("off")!;
for (const label of ["production", "every request"]) {
  console.log(`${`cost of logging ${label}`.padEnd(44)} ${(((figures.get(label)! - off) / off) * 100).toFixed(1).padStart(6)} %`);
}
