/**
 * The real server (apps/server/src/server.ts) as a child process, for tests that must kill it
 * (crash.test.ts) or that would block the test process's own event loop (a request that hangs the
 * server). Output goes to a log file; `tail()` reads its end for failure messages.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request, type Agent } from "node:http";
import { closeSync, openSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serverNodeFlags } from "../../../../scripts/server-node-flags.ts";

export const repoRoot = resolve(import.meta.dirname, "../../../..");

export { freePort } from "@labcompare/db/testing-net";

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  url: string;
  logFile: string;
  /** The last `n` characters of the server's output. */
  tail(n?: number): string;
  /** Milliseconds from spawn to the server's "is running at" line (database open, listening). */
  readyMs: number;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A production server's settings for a test (startServer adds PORT and HOST): NODE_ENV=production,
 * PUBLIC_URL its own address on `port`, no demo data, the admin `<label>-admin@example.com` with
 * password "`label` admin passphrase 5", and no web build (WEB_DIST_DIR a missing folder in `dir`).
 */
export function productionTestEnv(label: string, port: number, dir: string): Record<string, string> {
  return {
    NODE_ENV: "production",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO_DATA: "false",
    ADMIN_EMAIL: `${label}-admin@example.com`,
    ADMIN_PASSWORD: `${label} admin passphrase 5`,
    WEB_DIST_DIR: join(dir, "no-web-build"),
  };
}

/** Environment a server child gets: PATH and the like, never the test runner's database settings. */
function baseEnv(): Record<string, string> {
  const keep = ["PATH", "HOME", "TMPDIR", "LANG", "TZ", "NODE_OPTIONS"];
  return Object.fromEntries(
    keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]!]),
  );
}

/** The server's sources run through tsx: what startServer runs unless told otherwise. */
const SOURCE_SERVER = ["--import", "tsx", "apps/server/src/server.ts"];

/**
 * Starts `node <npm start's flags> <script>` with `env` (PORT and HOST are set from `port`), and waits
 * until GET /health answers 200. `script`: Node's arguments after the flags, by default `--import tsx
 * apps/server/src/server.ts` (e.g. `["apps/server/dist/server.mjs"]` for the bundle). Throws with the
 * log's tail when it exits or times out.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { port: number; logFile: string; timeoutMs?: number; script?: string[] },
): Promise<ServerProcess> {
  const spawnedAt = Date.now();
  const readyLine = "LabCompare UAE is running at";
  const readyBefore = countOccurrences(opts.logFile, readyLine);
  const fd = openSync(opts.logFile, "a");
  const child = spawn(
    process.execPath,
    [...serverNodeFlags({ ...process.env, ...env }), ...(opts.script ?? SOURCE_SERVER)],
    {
      cwd: repoRoot,
      env: { ...baseEnv(), ...env, PORT: String(opts.port), HOST: "127.0.0.1" },
      stdio: ["ignore", fd, fd],
    },
  );
  closeSync(fd);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once("exit", (code, signal) => done({ code, signal })),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${opts.port}`;
  const tail = (n = 3000) => {
    try {
      const text = readFileSync(opts.logFile, "utf8");
      return text.slice(-n);
    } catch {
      return "";
    }
  };
  const server: ServerProcess = {
    child,
    pid: child.pid!,
    port: opts.port,
    url,
    logFile: opts.logFile,
    readyMs: -1,
    tail,
    exited,
    async stop(signal = "SIGTERM") {
      if (gone) return;
      child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The server exited during start-up:\n${tail()}`);
    if (server.readyMs < 0 && countOccurrences(opts.logFile, readyLine) > readyBefore)
      server.readyMs = Date.now() - spawnedAt;
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) {
        if (server.readyMs < 0) server.readyMs = Date.now() - spawnedAt;
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`The server did not answer /health within ${opts.timeoutMs ?? 60_000} ms:\n${tail()}`);
}

function countOccurrences(file: string, text: string): number {
  try {
    return readFileSync(file, "utf8").split(text).length - 1;
  } catch {
    return 0;
  }
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * One HTTP request over a socket, exactly as given (no decompression, no added headers), on a new
 * connection unless `agent` is passed. Rejects when no complete answer comes within `timeoutMs`.
 */
export function rawRequest(
  url: string,
  opts: {
    method: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeoutMs?: number;
    agent?: Agent;
  },
): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const req = request(
      url,
      { method: opts.method, headers: opts.headers, agent: opts.agent ?? false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          clearTimeout(timer);
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
        res.on("error", fail);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${opts.timeoutMs ?? 30_000} ms`));
    }, opts.timeoutMs ?? 30_000);
    req.on("error", (error) => {
      clearTimeout(timer);
      fail(error);
    });
    req.end(opts.body);
  });
}
