/**
 * nginx as a round-robin load balancer in front of local instances, for the scale test and the
 * capacity bench: its configuration, temp folders, pid and error log all in one folder, the client
 * address forwarded (X-Forwarded-For, X-Forwarded-Proto) as the production nginx config does.
 */
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Writes `dir`/nginx.conf: listen on 127.0.0.1:`port`, spread over 127.0.0.1:`upstream` ports.
 * `keepalive`: idle connections kept open to the instances (HTTP/1.1 upstream), none unless given.
 * Returns the file's path.
 */
export function writeNginxConf(
  dir: string,
  opts: { port: number; upstream: number[]; workerConnections: number; keepalive?: number },
): string {
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, d), { recursive: true });
  const servers = opts.upstream.map((p) => `server 127.0.0.1:${p};`).join(" ");
  const keepalive = opts.keepalive
    ? {
        upstream: ` keepalive ${opts.keepalive};`,
        location: `\n      proxy_http_version 1.1;\n      proxy_set_header Connection "";`,
      }
    : { upstream: "", location: "" };
  const file = join(dir, "nginx.conf");
  writeFileSync(
    file,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections ${opts.workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream app { ${servers}${keepalive.upstream} }
  server {
    listen 127.0.0.1:${opts.port};
    location / {
      proxy_pass http://app;${keepalive.location}
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

/** Starts nginx in the foreground on `conf` with `dir` as its prefix; the caller stops the child. */
export function spawnNginx(dir: string, conf: string, stdio: StdioOptions): ChildProcess {
  return spawn("nginx", ["-e", `${dir}/nginx-error.log`, "-p", dir, "-c", conf, "-g", "daemon off;"], {
    stdio,
  });
}
