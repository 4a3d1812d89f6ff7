/**
 * Builds the production server: apps/api/src/server.ts and the workspace packages it imports
 * (@labcompare/*, TypeScript) bundled into one ES module, apps/api/dist/server.mjs, run by plain
 * `node` (no TypeScript compiler at start). npm packages stay outside the bundle and load from
 * node_modules as usual (native and WebAssembly parts included).
 *
 *   npm run build --workspace @labcompare/server     # ~1 s
 */
import { build, type Plugin } from "esbuild";
import { resolve } from "node:path";

const appDir = resolve(import.meta.dirname, "..");

/** Leaves every bare import outside the bundle except the workspace's own packages. */
const externalNpmPackages: Plugin = {
  name: "external-npm-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith("@labcompare/") ? undefined : { path: args.path, external: true }));
  },
};

const started = performance.now();
const result = await build({
  entryPoints: [resolve(appDir, "src/server.ts")],
  outfile: resolve(appDir, "dist/server.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
  plugins: [externalNpmPackages],
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`apps/api/dist/server.mjs built in ${Math.round(performance.now() - started)} ms (${Math.round(bytes / 1024)} KB with source map)`);
