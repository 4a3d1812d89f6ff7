/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text asset of
 * the web build (JS, CSS, SVG, JSON, HTML under dist/assets and dist/), so the server sends them as
 * they are (@fastify/static `preCompressed`) instead of compressing on every request.
 * Run after `vite build` (the package's build script does). Files under 1 KB are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = resolve(import.meta.dirname, "../dist");
const TEXT = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;

/** Every file under `dir`, recursively. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  // index.html is rewritten per request (server-rendered head), so it is compressed on the fly.
  if (
    !TEXT.test(file) ||
    file.endsWith("index.html") ||
    file.includes("/.vite/") ||
    statSync(file).size < 1024
  )
    continue;
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count++;
  before += content.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`,
);
