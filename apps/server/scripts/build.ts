/**
 * Builds the production server: apps/server/src/server.ts and the workspace packages it imports
 * (@labcompare/*, TypeScript) bundled into one ES module, apps/server/dist/server.mjs, run by plain
 * `node` (no TypeScript compiler at start). npm packages stay outside the bundle and load from
 * node_modules as usual (native and WebAssembly parts included), except Prisma's query compiler,
 * which is written beside it as a .wasm file (see prismaWasmFromFile). The backup command
 * (src/backup-cli.ts) is bundled the same way, as dist/backup.mjs.
 *
 *   npm run build --workspace @labcompare/server     # ~1 s
 *   npm run build --workspace @labcompare/server -- --untraced
 *
 * `--untraced` writes only dist/server-untraced.mjs: the server with the tracing wrappers of
 * packages/api (trpc-tracing.ts) and packages/db (driver-tracing.ts) replaced by pass-throughs, the
 * baseline against which `npm run bench` prices tracing when it is off.
 */
import { build, type Plugin } from "esbuild";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const appDir = resolve(import.meta.dirname, "..");

/** Leaves every bare import outside the bundle except the workspace's own packages. */
const externalNpmPackages: Plugin = {
  name: "external-npm-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@labcompare/") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Prisma's generated client loads its query compiler (WebAssembly) from a JavaScript module that holds
 * it as a base64 string. Node keeps a module's source for the life of the process, so a server would
 * hold megabytes of heap in two copies of that string (idle memory). The bundle
 * instead reads the same bytes from a .wasm file written beside server.mjs. The build fails if the
 * generated code changes shape, so a Prisma upgrade cannot silently drop this.
 */
const prismaWasmFromFile: Plugin = {
  name: "prisma-wasm-from-file",
  setup(b) {
    b.onLoad({ filter: /[\\/]generated[\\/]prisma[\\/]internal[\\/]class\.ts$/ }, async (args) => {
      const source = readFileSync(args.path, "utf8");
      const load =
        /const \{ wasm \} = await import\("(@prisma\/client\/runtime\/(query_compiler_\w+_bg\.\w+)\.wasm-base64\.mjs)"\)\s*return await decodeBase64AsWasm\(wasm\)/;
      const match = load.exec(source);
      if (!match)
        throw new Error(
          `${args.path}: Prisma's query compiler loader changed shape; update prismaWasmFromFile in apps/server/scripts/build.ts`,
        );
      const [, specifier, name] = match;
      const { wasm } = (await import(specifier!)) as { wasm: string };
      mkdirSync(resolve(appDir, "dist"), { recursive: true });
      writeFileSync(resolve(appDir, "dist", `${name}.wasm`), Buffer.from(wasm, "base64"));
      const readFromFile = `const { readFile } = await import("node:fs/promises")
    return new WebAssembly.Module(await readFile(new URL(${JSON.stringify(`./${name}.wasm`)}, import.meta.url)))`;
      return { contents: source.replace(load, readFromFile), loader: "ts" };
    });
  },
};

/** Pass-throughs with the exports of the tracing wrappers (`--untraced`); a renamed export fails the build. */
const withoutTracing: Plugin = {
  name: "without-tracing",
  setup(b) {
    b.onLoad({ filter: /[\\/]packages[\\/](api|db)[\\/]src[\\/](trpc|driver)-tracing\.ts$/ }, (args) => ({
      contents: args.path.endsWith("trpc-tracing.ts")
        ? "export const inProcedureSpan = (_path: string, _type: string, call: () => unknown) => call();"
        : "export const inSqlSpan = (_text: string, run: () => unknown) => run();\nexport const tracedDriver = <T>(driver: T) => driver;",
      loader: "ts",
    }));
  },
};
const untraced = process.argv.includes("--untraced");

const started = performance.now();
const result = await build({
  // backup.mjs: db:backup / db:restore where only the built files are (the production image).
  entryPoints: untraced
    ? { "server-untraced": resolve(appDir, "src/server.ts") }
    : { server: resolve(appDir, "src/server.ts"), backup: resolve(appDir, "src/backup-cli.ts") },
  outdir: resolve(appDir, "dist"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
  plugins: [externalNpmPackages, prismaWasmFromFile, ...(untraced ? [withoutTracing] : [])],
});
// The worker threads' modules (the PDF check, the password strength check, the embedded database)
// run as their own modules beside the bundle: each finds its module by a URL relative to its own,
// which in the bundle is server.mjs.
for (const worker of [
  "api/src/pdf-check/pdf-check.worker.mjs",
  "auth/src/password-strength.worker.mjs",
  "db/src/pglite.worker.mjs",
])
  copyFileSync(resolve(appDir, "../../packages", worker), resolve(appDir, "dist", worker.split("/").pop()!));
const bytes = Object.values(result.metafile?.outputs ?? {}).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `apps/server/dist/${untraced ? "server-untraced.mjs" : "server.mjs and backup.mjs"} built in ${Math.round(performance.now() - started)} ms (${Math.round(bytes / 1024)} KB with source map)`,
);
