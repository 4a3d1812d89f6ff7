/**
 * Starts the embedded PGlite in its worker thread (pglite.worker.mjs) and talks to it: PGlite's own
 * query/exec before it serves (migrations), then a Unix socket for the pg pool, then its shutdown.
 * Why a thread: PGlite runs each statement synchronously in WebAssembly on the thread that calls
 * it; on the main thread a slow statement held every request (docs/architecture.md).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { SqlRunner } from "./migrate.ts";

/** PostgreSQL's socket file name for port 5432: what `pg` opens when `host` is a folder. */
const SOCKET_NAME = ".s.PGSQL.5432";

/** A running PGlite thread. */
export interface PGliteThread {
  /** The folder (mode 0700, this user's alone) holding the socket: `pg`'s `host`. */
  socketDir: string;
  /** PGlite's own query and exec in the thread; only before `serve` (migrations, set-up). */
  direct: SqlRunner;
  /** The data folder as a tar archive (PGlite's dumpDataDir); only before `serve`. */
  dump(): Promise<ArrayBuffer>;
  /** Listens on the socket; resolves once a connection can be made. */
  serve(): Promise<void>;
  /** Closes PGlite (its files complete), ends the thread and removes the socket folder. */
  close(): Promise<void>;
  /** Resolves with the cause when the thread ends without `close` (a crash): the database is gone. */
  lost: Promise<Error>;
}

type Reply = { id: number; result?: unknown; error?: { message: string; code?: string } };

/**
 * Starts PGlite on `dataDir` (absent: in memory) in a worker thread running `script` (tests give
 * another), from the archive at `templatePath` when given (one `dump` wrote). Resolves once PGlite
 * is open; rejects with PGlite's error when it cannot open (the thread has ended then).
 */
export async function startPGliteThread(
  dataDir: string | undefined,
  script: URL = new URL("./pglite.worker.mjs", import.meta.url),
  templatePath?: string,
): Promise<PGliteThread> {
  // mkdtemp makes the folder 0700: no other local user can reach the socket inside.
  const socketDir = mkdtempSync(join(tmpdir(), "labcompare-pglite-"));
  const worker = new Worker(script, {
    workerData: { dataDir, socketPath: join(socketDir, SOCKET_NAME), templatePath },
    // Not the process's flags: a preload given to the server (`--import`) is not for this thread.
    execArgv: [],
    // No cap on the old generation (a heap cap would only add a way to lose the database: what
    // grows is PGlite's WebAssembly memory, outside the heap). The young generation is kept small:
    // the thread allocates protocol buffers fast and short-lived, and V8's default lets that space
    // grow to tens of MB of resident memory.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let closing = false;
  let reportLost: (error: Error) => void = () => {};
  const lost = new Promise<Error>((resolve) => (reportLost = resolve));
  let failure: Error | undefined;
  let ended = false;
  let reportExit: () => void = () => {};
  const exited = new Promise<void>((resolve) => (reportExit = resolve));

  worker.on("error", (error) => (failure ??= error));
  worker.on("exit", (code) => {
    ended = true;
    reportExit();
    rmSync(socketDir, { recursive: true, force: true });
    const error = failure ?? new Error(`The embedded database's thread ended (exit code ${code}).`);
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    if (!closing) reportLost(error);
  });
  const ready = new Promise<void>((resolve, reject) => {
    worker.once("message", () => resolve());
    void lost.then(reject);
  });
  worker.on("message", (reply: Reply) => {
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.error) call.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else call.resolve(reply.result);
  });

  function send<T>(op: string, fields: { text?: string; params?: unknown[] } = {}): Promise<T> {
    if (ended) return Promise.reject(failure ?? new Error("The embedded database's thread has ended."));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, ...fields });
    });
  }

  await ready;
  return {
    socketDir,
    direct: {
      query: (text, params) => send("query", { text, params }),
      exec: (text) => send("exec", { text }),
    },
    dump: () => send("dump"),
    serve: () => send("serve"),
    async close() {
      closing = true;
      try {
        // A thread that already ended (lost) has nothing left to close.
        if (!ended) await send("close");
      } finally {
        await worker.terminate();
        await exited;
      }
    },
    lost,
  };
}
