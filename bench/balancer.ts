/**
 * The capacity bench's deployment on one machine, as docker-compose.yml's `scale` profile runs it:
 * a Redis of its own (shared rate-limit counters), N instances of the production build on one
 * PostgreSQL database, and nginx in front (round robin, the client address forwarded).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, productionEnv, startBundle, stopServer, type Server } from "./processes.ts";

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

function nginxConf(dir: string, port: number, upstream: number[]): string {
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, d), { recursive: true });
  const file = join(dir, "nginx.conf");
  writeFileSync(
    file,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream app { ${upstream.map((p) => `server 127.0.0.1:${p};`).join(" ")} keepalive 32; }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  return file;
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
    const conf = nginxConf(
      opts.dir,
      lbPort,
      instances.map((s) => s.port),
    );
    children.push(
      spawn("nginx", ["-e", `${opts.dir}/nginx-error.log`, "-p", opts.dir, "-c", conf, "-g", "daemon off;"], {
        stdio: "ignore",
      }),
    );
    await listening(lbPort);
    return { baseUrl: publicUrl, instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
