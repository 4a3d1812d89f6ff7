/**
 * The capacity bench's deployment on one machine, as docker-compose.yml's `scale` profile runs it:
 * a Redis of its own (shared rate-limit counters), N instances of the production build on one
 * PostgreSQL database, and nginx in front (round robin, the client address forwarded).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, productionEnv, startBundle, stopServer, type Server } from "./processes.ts";
import { spawnNginx, writeNginxConf } from "../apps/server/test/support/nginx-balancer.ts";

export interface Deployment {
  /** nginx's address: what the load goes to. */
  baseUrl: string;
  instances: Server[];
  stop: () => Promise<void>;
}

async function listening(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/health`);
      return;
    } catch {
      await sleep(50);
    }
  }
  throw new Error(`nothing listens on ${port}`);
}

/**
 * Starts Redis, `instances` servers (one after the other: the first migrates) with `env` on
 * `databaseUrl`, and nginx before them, all logging into `dir`. Throws when one does not start.
 */
export async function deploy(opts: {
  instances: number;
  databaseUrl: string;
  bundle: string;
  repoRoot: string;
  dir: string;
  env: Record<string, string>;
}): Promise<Deployment> {
  const children: ChildProcess[] = [];
  const instances: Server[] = [];
  const stop = async () => {
    for (const s of instances) await stopServer(s);
    for (const c of children) c.kill("SIGTERM");
  };
  try {
    const redisPort = await freePort();
    children.push(
      spawn(
        "redis-server",
        ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
        {
          stdio: "ignore",
        },
      ),
    );
    const lbPort = await freePort();
    const publicUrl = `http://127.0.0.1:${lbPort}`;
    for (let i = 0; i < opts.instances; i++) {
      const env = {
        ...opts.env,
        ...productionEnv(
          {
            port: await freePort(),
            publicUrl,
            databaseUrl: opts.databaseUrl,
            dataDir: join(opts.dir, `data-${i + 1}`),
          },
          { REDIS_URL: `redis://127.0.0.1:${redisPort}`, TRUST_PROXY: "127.0.0.1" },
        ),
      };
      instances.push(
        await startBundle({
          name: `instance ${i + 1}`,
          bundle: opts.bundle,
          env,
          logFile: join(opts.dir, `instance-${i + 1}.log`),
          cwd: opts.repoRoot,
          timeoutMs: 300_000,
        }),
      );
    }
    const conf = writeNginxConf(opts.dir, {
      port: lbPort,
      upstream: instances.map((s) => s.port),
      workerConnections: 1024,
      keepalive: 32,
    });
    children.push(spawnNginx(opts.dir, conf, "ignore"));
    await listening(lbPort);
    return { baseUrl: publicUrl, instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
