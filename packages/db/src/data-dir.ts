/**
 * The PGlite data folder: readable by its owner only, and open in one process at a time (PGlite has
 * no locking of its own).
 */
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import lockfile from "proper-lockfile";

/** chmod 0700 on `dir` and its folders, 0600 on its files (older installs were created 0666/0777). */
export function restrictToOwner(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = resolve(dir, entry.name);
    if (entry.isDirectory()) restrictToOwner(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

function processIsAlive(pid: number): boolean {
  // Our own PID on a lock this process does not hold: a previous run in a container (PID 1 again).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Data folders this process holds open. */
const heldDataDirs = new Set<string>();

/**
 * Locks the PGlite folder for this process (one process at a time: PGlite has no locking of its own).
 * The holder's PID is kept beside the lock; when the lock is held by a process that no longer runs
 * (a crash or kill -9), the lock is taken over at once instead of waiting for it to go stale.
 * Output: the function that releases the lock. Throws a clear message when a live process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const pidFile = `${dataDir}.lock.pid`;
  if (heldDataDirs.has(dataDir)) {
    throw new Error(
      `The data folder ${dataDir} is in use by another process (PID ${process.pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  const take = () => lockfile.lock(dataDir, { stale: 15_000, update: 5_000 });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch {
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(pidFile, "utf8").trim());
    } catch {
      // No PID file: an older version holds it, or it crashed before writing one.
    }
    if (Number.isInteger(holder) && !processIsAlive(holder)) {
      rmSync(`${dataDir}.lock`, { recursive: true, force: true });
      release = await take();
    } else {
      throw new Error(
        `The data folder ${dataDir} is in use by another process${Number.isInteger(holder) ? ` (PID ${holder})` : ""}. ` +
          `Stop it first, or set DATA_DIR to another folder. If no such process runs, delete ${dataDir}.lock and start again.`,
      );
    }
  }
  writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
  heldDataDirs.add(dataDir);
  return async () => {
    heldDataDirs.delete(dataDir);
    rmSync(pidFile, { force: true });
    await release();
  };
}
