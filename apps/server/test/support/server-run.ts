/**
 * The real server (or servers) of a slow test on a PostgreSQL database of its own, with a log folder:
 * started in the file's beforeAll, and after its tests killed with everything they used, however far
 * the set-up got.
 */
import { afterAll } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, productionTestEnv, startServer, type ServerProcess } from "./server-process.ts";
import { ownDatabase, type OwnDatabase } from "./slow-postgres.ts";

/** Something the server talks to during the test (an SMTP server, a TCP proxy). */
interface Peer {
  close(): Promise<void>;
}

/** The run's database, its peers and its servers. */
export interface ServerRun {
  /** A database `<label>_<random>` on the PostgreSQL server; the test creates it. */
  database: OwnDatabase;
  /** Closes `peer` at the end, after the server is killed; returns it. */
  closeAtEnd<T extends Peer>(peer: T): T;
  /**
   * Starts a production server on a free port with productionTestEnv and `env` over it (DATABASE_URL
   * included), its output in `<logName>.log` of the log folder ("server.log" unless named: each of
   * several servers names its own); waits up to 60 s for it to listen.
   */
  start(env: Record<string, string>, logName?: string): Promise<ServerProcess>;
}

/**
 * A run named `label` on the PostgreSQL server at `postgresUrl`. Registers an afterAll in the calling
 * describe block: SIGKILL to every server it started, the peers closed in the order given, the
 * database dropped (errors ignored) and the log folder removed.
 */
export function useServerRun(postgresUrl: string, label: string): ServerRun {
  const database = ownDatabase(postgresUrl, label);
  const logDir = mkdtempSync(join(tmpdir(), `${label}-`));
  const peers: Peer[] = [];
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop("SIGKILL")));
    for (const peer of peers) await peer.close();
    await database.drop().catch(() => {});
    rmSync(logDir, { recursive: true, force: true });
  });

  return {
    database,
    closeAtEnd(peer) {
      peers.push(peer);
      return peer;
    },
    async start(env, logName = "server") {
      const port = await freePort();
      const server = await startServer(
        { ...productionTestEnv(label, port, logDir), ...env },
        { port, logFile: join(logDir, `${logName}.log`), timeoutMs: 60_000 },
      );
      servers.push(server);
      return server;
    },
  };
}
