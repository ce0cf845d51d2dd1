/**
 * One process per PGlite folder: two writing one folder corrupt it. The lock is a file beside the
 * folder naming its holder (process id, and on Linux the process's start time, so a recycled id
 * is not mistaken for it). It is valid exactly as long as that process lives: nothing has to be
 * refreshed, so a holder whose event loop stalls for minutes keeps it, and after a kill -9 the
 * next start takes it over at once instead of waiting for it to go stale.
 */
import { readFileSync } from "node:fs";
import { link, mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { hostname } from "node:os";

type Holder = { pid: number; startTime: string | null; host: string };

/** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22); null elsewhere. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count from the last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  // Another machine sharing the folder (a network mount): its processes cannot be checked.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const startTime = startTimeOf(holder.pid);
  return holder.startTime === null || startTime === null || startTime === holder.startTime;
}

async function readHolder(lockPath: string): Promise<Holder | null> {
  try {
    const holder = JSON.parse(await readFile(lockPath, "utf8")) as Partial<Holder>;
    return typeof holder.pid === "number" ? { pid: holder.pid, startTime: holder.startTime ?? null, host: holder.host ?? hostname() } : null;
  } catch {
    return null;
  }
}

export class FolderLockedError extends Error {}

/** Takes the lock or throws FolderLockedError; returns the release. */
export async function lockFolder(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  const lockPath = `${dir}.lock`;
  const me: Holder = { pid: process.pid, startTime: startTimeOf(process.pid), host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    // Written whole beside it, then linked into place: link fails if a lock exists, and a lock
    // file is never seen half written.
    const draft = `${lockPath}.${process.pid}.tmp`;
    await writeFile(draft, JSON.stringify(me), { mode: 0o600 });
    try {
      await link(draft, lockPath);
      await unlink(draft);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const holder = await readHolder(lockPath);
        if (holder?.pid === me.pid && holder.startTime === me.startTime) await unlink(lockPath).catch(() => {});
      };
    } catch (error) {
      await unlink(draft).catch(() => {});
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = await readHolder(lockPath);
    if (holder && isAlive(holder)) throw new FolderLockedError(dir);
    // The holder is gone (or the file is not a lock we wrote): move it aside.
    // A rename succeeds for one of two racing starters; the other retries and finds the winner.
    await rename(lockPath, `${lockPath}.${process.pid}.stale`).then(
      () => unlink(`${lockPath}.${process.pid}.stale`),
      () => undefined,
    );
  }
  throw new FolderLockedError(dir);
}
