/**
 * A real Redis for tests: our own `redis-server` on a free port when the binary is installed (CI
 * installs it), else the machine's on 127.0.0.1:6379. Tests keep apart by key prefix.
 */
import { spawn, spawnSync } from "node:child_process";
import { freePort, reachable } from "@labcompare/db/testing-net";
import { Redis } from "ioredis";

export interface RedisPeer {
  /** A connected client. */
  client: Redis;
  /** Disconnects the client and stops the server when it is ours. */
  close(): Promise<void>;
}

/** Starts (or finds) a Redis server and connects to it. Throws when neither is possible within 10 s. */
export async function startRedisPeer(): Promise<RedisPeer> {
  let port = 6379;
  let server: ReturnType<typeof spawn> | null = null;
  if (spawnSync("redis-server", ["--version"]).status === 0) {
    port = await freePort();
    server = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
  }
  for (let waited = 0; !(await reachable(port)); waited += 100) {
    if (waited > 10_000) {
      server?.kill();
      throw new Error("Neither redis-server nor a Redis on 127.0.0.1:6379 is available");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const client = new Redis({ host: "127.0.0.1", port, maxRetriesPerRequest: 2 });
  return {
    client,
    async close() {
      await client.quit().catch(() => client.disconnect());
      if (!server || server.exitCode !== null) return;
      const exited = new Promise((done) => server.once("exit", done));
      server.kill();
      await exited;
    },
  };
}
