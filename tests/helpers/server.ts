/**
 * Runs the real server as a child process on a free port, the way `npm start` runs it: the
 * server bundle (scripts/serverBundle.ts) on plain Node, bundled afresh from the current sources.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { projectRoot } from "../../api/src/projectRoot.ts";
import { bundleServer } from "../../scripts/serverBundle.ts";
import { copyMigratedPgliteFolder } from "./testDatabase.ts";

/** Inside the project, so the bundle finds node_modules; one per test process, apart from the one `npm start` runs. */
const bundleDir = path.join(projectRoot, "api/dist/tests");
const testBundle = path.join(bundleDir, `server-${process.pid}.mjs`);
let bundled: Promise<void> | undefined;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Test workers are often ended without an exit event: remove the bundles of processes that are gone. */
function removeStaleBundles(): void {
  for (const name of existsSync(bundleDir) ? readdirSync(bundleDir) : []) {
    const pid = Number(/^server-(\d+)\.mjs/.exec(name)?.[1]);
    if (pid && !isRunning(pid)) rmSync(path.join(bundleDir, name), { force: true });
  }
}

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, then resolves with the exit code. */
  stop(): Promise<number | null>;
};

/**
 * A new data folder whose database is a copy of the run's migrated template (migratedTemplate.ts),
 * so the server starts without migrating; `{ empty: true }` leaves it empty, for a first start.
 */
export async function newDataDir({ empty = false } = {}): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-e2e-"));
  if (!empty) await copyMigratedPgliteFolder(path.join(dataDir, "db"));
  return dataDir;
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  if (!bundled) {
    removeStaleBundles();
    bundled = bundleServer(testBundle);
  }
  await bundled;
  // BACKUP_HOUR=off: the daily backup, due at a new database's first start, would copy the test's
  // folder while the journey runs; its own tests are backupsScreen and severalInstances.
  const child = spawn(process.execPath, ["--enable-source-maps", testBundle], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "production", BACKUP_HOUR: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    // A start on an empty folder (initdb and every migration) takes a minute on a busy machine.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`El servidor no arrancó en 120 s:\n${output}`));
    }, 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Refugio listo en (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1]!,
          dataDir,
          process: child,
          output: () => output,
          stop: () => {
            if (child.exitCode === null) child.kill("SIGTERM");
            return exited;
          },
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`El servidor terminó (código ${code}):\n${output}`), { code, output }));
    });
  });
}
