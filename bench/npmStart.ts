/**
 * How long `npm start` takes until the first page answers, as a user runs it: a real process
 * on a free port, the time to the first 200 on GET /, and the CPU the process tree used by then.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createServer } from "node:net";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { STAMP_FILE } from "../scripts/buildCache.mjs";

export type StartFigures = { seconds: number; cpuSeconds: number | null; built: boolean };

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** User plus system CPU seconds of a process and its descendants (Linux /proc; null elsewhere). */
export function treeCpuSeconds(rootPid: number): number | null {
  try {
    const children = new Map<number, number[]>();
    const cpu = new Map<number, number>();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
        const pid = Number(entry);
        const parent = Number(fields[1]);
        children.set(parent, [...(children.get(parent) ?? []), pid]);
        // utime, stime, cutime, cstime (clock ticks): waited-for children count in cutime/cstime.
        cpu.set(pid, Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]));
      } catch {
        // The process ended while being read.
      }
    }
    let ticks = 0;
    const pending = [rootPid];
    while (pending.length) {
      const pid = pending.pop()!;
      ticks += cpu.get(pid) ?? 0;
      pending.push(...(children.get(pid) ?? []));
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

/** Runs `npm start` in `cwd` on `dataDir`, waits for the first page, then stops it. */
export async function timeNpmStart(cwd: string, dataDir: string, { timeoutSeconds = 600 } = {}): Promise<StartFigures> {
  const port = await freePort();
  const stampTime = () => statSync(path.join(cwd, STAMP_FILE), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const stampBefore = stampTime();
  const t0 = performance.now();
  // Its own process group, so the server npm starts is stopped with it.
  const child = spawn("npm", ["start"], {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", BACKUP_HOUR: "off" },
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  try {
    while (performance.now() - t0 < timeoutSeconds * 1000) {
      if (child.exitCode !== null) throw new Error(`npm start terminó con código ${child.exitCode}:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: "text/html" } }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) {
        const seconds = (performance.now() - t0) / 1000;
        return { seconds, cpuSeconds: treeCpuSeconds(child.pid!), built: stampTime() !== stampBefore };
      }
      await sleep(50);
    }
    throw new Error(`npm start no respondió en ${timeoutSeconds} s:\n${output}`);
  } finally {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // Already gone.
    }
    await exited;
    // npm exits before the server it started has closed its database: the data folder is removed
    // after the whole group is gone (it once failed with ENOTEMPTY while PGlite still wrote).
    for (let waited = 0; waited < 10_000 && groupAlive(child.pid!); waited += 50) await sleep(50);
  }
}

function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}
