/**
 * deploy/nginx.conf through real nginx (Debian's; skipped with a message when it is not installed):
 * a 10 MiB result PDF in a multipart upload reaches the app on POST /api/bookings/:reference/results
 * and POST /api/results, anything over 11 MiB there is refused by nginx (413), every other path
 * keeps its 3 MiB limit, and the access log holds paths without queries or a share link's token.
 * The file is used as written; only the upstream servers, the listen address, the access log and
 * nginx's scratch folders are pointed at the test's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "./support/server-process.ts";

const root = resolve(import.meta.dirname, "../../..");
const hasNginx = spawnSync("nginx", ["-v"]).status === 0;
const MiB = 1_048_576;

let nginx: ChildProcess | null = null;
let upstream: Server;
let tmp = "";
let base = "";
/** Bodies the upstream received: [path, bytes]. */
const received: [string, number][] = [];

/** deploy/nginx.conf with its upstream servers → 127.0.0.1:`app`, `listen 80` → 127.0.0.1:`port`, scratch paths in `dir`. */
function localConfig(app: number, port: number, dir: string): string {
  const conf = readFileSync(join(root, "deploy/nginx.conf"), "utf8");
  const local = conf
    .replace(/upstream labcompare \{[^}]*\}/, `upstream labcompare { server 127.0.0.1:${app}; }`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/access_log \/var\/log\/nginx\/access\.log private;/, `access_log ${dir}/access.log private;`)
    .replace(
      /http \{/,
      `http {\n  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
    );
  expect(local).not.toBe(conf);
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${process.getuid?.() === 0 ? "user root;\n" : ""}${local}`;
}

beforeAll(async () => {
  if (!hasNginx) return;
  tmp = mkdtempSync(join(tmpdir(), "labcompare-nginx-"));
  for (const d of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(tmp, d));
  upstream = createServer((req, res) => {
    let bytes = 0;
    req.on("data", (chunk: Buffer) => (bytes += chunk.length));
    req.on("end", () => {
      received.push([req.url ?? "", bytes]);
      res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ bytes }));
    });
  });
  const appPort = await freePort();
  await new Promise<void>((done) => upstream.listen(appPort, "127.0.0.1", done));
  const port = await freePort();
  writeFileSync(join(tmp, "nginx.conf"), localConfig(appPort, port, tmp));
  nginx = spawn(
    "nginx",
    ["-e", join(tmp, "error.log"), "-p", tmp, "-c", join(tmp, "nginx.conf"), "-g", "daemon off;"],
    { stdio: "inherit" },
  );
  base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  while (
    Date.now() < until &&
    !(await fetch(`${base}/health`).then(
      () => true,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 100));
});
afterAll(async () => {
  nginx?.kill("SIGTERM");
  await new Promise<void>((done) => (upstream ? upstream.close(() => done()) : done()));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A multipart/form-data body with `file` (a PDF of `size` bytes) and a `note`, as the console sends it. */
function uploadBody(size: number): { body: Buffer; type: string } {
  const boundary = "----labcompare-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nFasting sample\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const file = Buffer.alloc(size, 0x20);
  file.write("%PDF-1.7\n");
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

const post = (path: string, body: Buffer, type: string) =>
  fetch(`${base}${path}`, {
    method: "POST",
    body: new Uint8Array(body),
    headers: { "content-type": type },
  }).then(
    (res) => res.status,
    // nginx may answer 413 and close before the client has sent everything: the refusal, as a client sees it.
    () => 413,
  );

describe.skipIf(!hasNginx)("deploy/nginx.conf", () => {
  it("lets a 10 MiB result PDF through to POST /api/bookings/:reference/results and POST /api/results", async () => {
    const { body, type } = uploadBody(10 * MiB);
    expect(await post("/api/bookings/LC-7K4Q2M/results", body, type)).toBe(201);
    expect(received.at(-1)).toEqual(["/api/bookings/LC-7K4Q2M/results", body.length]);
    // And to POST /api/results (a patient's past result with its PDF).
    expect(await post("/api/results", body, type)).toBe(201);
    expect(received.at(-1)).toEqual(["/api/results", body.length]);
  });

  it("refuses a body over 11 MiB there, and over 3 MiB everywhere else, before the app sees it", async () => {
    const count = received.length;
    const big = uploadBody(11 * MiB);
    expect(await post("/api/bookings/LC-7K4Q2M/results", big.body, big.type)).toBe(413);
    expect(await post("/api/results", big.body, big.type)).toBe(413);
    const four = uploadBody(4 * MiB);
    expect(await post("/trpc/admin.tests.importCsv", four.body, four.type)).toBe(413);
    expect(await post("/api/bookings/LC-7K4Q2M/other", four.body, four.type)).toBe(413);
    expect(received.length).toBe(count);
    const small = uploadBody(2 * MiB);
    expect(await post("/trpc/admin.tests.importCsv", small.body, small.type)).toBe(201);
  });

  it("keeps a doctor's link's token and every query out of the access log", async () => {
    const token = "AbCdEfGh1jKlMnOpQrStUv";
    expect(
      await post(`/share/${token}?lang=ar`, Buffer.from("pin=123456"), "application/x-www-form-urlencoded"),
    ).toBe(201);
    expect(received.at(-1)?.[0]).toBe(`/share/${token}?lang=ar`);
    await fetch(`${base}/search?q=private-words`);
    const log = readFileSync(join(tmp, "access.log"), "utf8");
    expect(log).toContain('"POST /share/[token]"');
    expect(log).toContain('"GET /search"');
    expect(log).not.toContain(token);
    expect(log).not.toContain("private-words");
  });
});

if (!hasNginx)
  console.warn("nginx is not installed: deploy/nginx.conf was not exercised (apt-get install nginx)");
