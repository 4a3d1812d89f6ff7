/** Loopback helpers for tests that start their own servers (the site, Redis, an SMTP or S3 peer) or need PostgreSQL. */
import { createConnection, createServer } from "node:net";
import pg from "pg";

/** A TCP port on 127.0.0.1 that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** True when something accepts TCP connections on 127.0.0.1:`port`. */
export function reachable(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => {
      socket.end();
      done(true);
    });
    socket.on("error", () => done(false));
  });
}

/** Why the PostgreSQL server at `url` cannot be used (connect + SELECT 1 within 2 s), or null when it can. */
export async function postgresUnreachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}
