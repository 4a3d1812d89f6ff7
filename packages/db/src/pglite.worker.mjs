// @ts-check
/**
 * The embedded database (PGlite, PostgreSQL compiled to WebAssembly) in a worker thread of its own,
 * started by pglite-host.ts, so that no SQL statement runs on the thread that answers requests.
 * Plain JavaScript: a worker thread starts without the TypeScript loader the sources use in tests.
 *
 * workerData: `{ dataDir?: string, socketPath: string, templatePath?: string }` (no dataDir: in
 * memory; templatePath: a data folder's archive, from `dump`, to start from instead of an empty cluster).
 * Messages from the host, each answered `{ id, result }` or `{ id, error: { message, code } }`:
 * - `{ op: "query", text, params }` → `{ rows }`, and `{ op: "exec", text }`: PGlite's own query and
 *   exec, before serving (the migrations);
 * - `{ op: "dump" }` → an ArrayBuffer (transferred): the data folder as a tar archive, before serving;
 * - `{ op: "serve" }`: listens on `socketPath` (a Unix socket in a folder only the owner can open)
 *   for the host's one PostgreSQL wire-protocol connection;
 * - `{ op: "close" }`: stops listening and closes PGlite (its files are complete on disk).
 * A failure of PGlite itself while serving (not an SQL error, which is answered on the socket)
 * ends the thread with code 1: the host treats the database as lost.
 */
import { readFileSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
const { dataDir, socketPath, templatePath } =
  /** @type {{ dataDir?: string, socketPath: string, templatePath?: string }} */ (workerData);

// shared_buffers: PostgreSQL's default 128 MB is written through at start inside PGlite's
// WebAssembly memory, which never shrinks, so it would all stay resident; the data folder's files
// stay in the OS's cache behind a smaller pool (figures in docs/performance.md).
const pglite = await PGlite.create(dataDir, {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  loadDataDir: templatePath ? new Blob([readFileSync(templatePath)]) : undefined,
});

// The socket server stops serving for good when a statement's execution throws (its queue stays
// marked busy): end the thread instead, so the host hears of it rather than waiting for ever.
const execRaw = pglite.execProtocolRawStream.bind(pglite);
pglite.execProtocolRawStream = async (message, options) => {
  try {
    return await execRaw(message, options);
  } catch (error) {
    console.error("The embedded database failed:", error);
    process.exit(1);
  }
};

/** @type {PGLiteSocketServer | null} */
let server = null;

/** @param {{ op: string, text?: string, params?: unknown[] }} message */
async function run(message) {
  switch (message.op) {
    case "query":
      return { rows: (await pglite.query(String(message.text), message.params)).rows };
    case "exec":
      await pglite.exec(String(message.text));
      return null;
    case "dump":
      return await (await pglite.dumpDataDir("none")).arrayBuffer();
    case "serve":
      // Two: the host's connection, and its replacement while the socket server is still
      // closing a dropped one. The host's pool holds one: PGlite has one session.
      server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 2 });
      await server.start();
      return null;
    case "close":
      await server?.stop();
      await pglite.close();
      return null;
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

port.on("message", (/** @type {{ id: number, op: string }} */ message) => {
  run(message).then(
    (result) => port.postMessage({ id: message.id, result }, result instanceof ArrayBuffer ? [result] : []),
    (/** @type {{ message?: string, code?: string }} */ error) =>
      port.postMessage({
        id: message.id,
        error: { message: String(error?.message ?? error), code: error?.code },
      }),
  );
});
port.postMessage({ ready: true });
