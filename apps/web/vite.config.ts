import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type UserConfig } from "vite";
import react from "@vitejs/plugin-react";
import { themeVariablesInHead } from "./vite-plugins/theme-variables";

// The API server (apps/server) listens on 127.0.0.1:3000. In development Vite serves the app on 5173 and
// forwards API calls there; the Host header is kept (no changeOrigin) so the server's Origin check
// sees a same-site request. In production the API server serves ./dist itself.
// API_URL overrides the target (e.g. a second API instance on another port).
const api = { target: process.env.API_URL ?? "http://127.0.0.1:3000" };

/**
 * Mantine's CSS per component, next to the component's code, so a page downloads the styles of the
 * components it renders rather than all of @mantine/core/styles.css. Each Mantine component reads its class names from a
 * `<Name>.module.mjs` file, and @mantine/core ships the matching `styles/<Name>.css`: this plugin adds
 * that CSS import to the class-name module, so a component's styles go into whichever chunk holds the
 * component (the first chunk for the layout's, the admin chunk for the admin's…), and a component that
 * renders others (Select → Combobox, Input, Popover, ScrollArea) brings their styles with their code.
 * @mantine/dates, charts and notifications have one styles.css each, added the same way.
 * The global styles and the components the others build on are in src/mantine-base.css (imported
 * first by src/main.tsx, in a lower cascade layer); the plugin leaves those out.
 * The dev server pre-bundles Mantine without running plugins on it, so there the base file gets all of
 * Mantine's styles instead (in their layer files, in Mantine's order).
 */
function mantineCssPerComponent(): Plugin {
  const baseCss = readFileSync(fileURLToPath(new URL("./src/mantine-base.css", import.meta.url)), "utf8");
  const base = new Set([...baseCss.matchAll(/@mantine\/core\/styles\/(\w+)\.layer\.css/g)].map((m) => m[1]));
  const core = /\/@mantine\/core\/esm\/.*\/(\w+)\.module\.mjs$/;
  const other = /\/@mantine\/(dates|charts|notifications)\/esm\/.*\.module\.mjs$/;
  let serve = false;
  return {
    name: "mantine-css-per-component",
    enforce: "pre",
    configResolved(config) {
      serve = config.command === "serve";
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (serve) {
        if (!file.endsWith("/src/mantine-base.css")) return null;
        const all = ["core", "dates", "charts", "notifications"].map(
          (p) => `@import "@mantine/${p}/styles.layer.css";`,
        );
        return { code: `${code}\n${all.join("\n")}\n`, map: null };
      }
      const component = core.exec(file)?.[1];
      const pkg = other.exec(file)?.[1];
      const css =
        component && !base.has(component)
          ? `@mantine/core/styles/${component}.css`
          : pkg
            ? `@mantine/${pkg}/styles.css`
            : null;
      return css ? { code: `import ${JSON.stringify(css)};\n${code}`, map: null } : null;
    },
  };
}

/**
 * Mantine's ScrollArea takes one helper, `useMergeRefs`, from @floating-ui/react, and every Table
 * brings a ScrollArea (Table.ScrollContainer); as the floating-ui module is shared with the Popover
 * of lazy Selects, a page with a table would download all of floating-ui. This swaps that one import for @mantine/hooks' equivalent (merges the refs,
 * React 19 ref cleanups included). If Mantine changes the import, the build warns and leaves it.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const file = /\/@mantine\/core\/esm\/components\/ScrollArea\/ScrollArea\.mjs$/;
  const from = 'import { useMergeRefs } from "@floating-ui/react";';
  const to =
    'import { useMergedRef } from "@mantine/hooks";\nconst useMergeRefs = (refs) => useMergedRef(...refs);';
  return {
    name: "scroll-area-without-floating-ui",
    apply: "build",
    transform(code, id) {
      if (!file.test(id.split("?")[0]!)) return null;
      if (!code.includes(from)) {
        this.warn(
          "ScrollArea.mjs no longer imports useMergeRefs from @floating-ui/react: remove scrollAreaWithoutFloatingUi",
        );
        return null;
      }
      return { code: code.replace(from, to), map: null };
    },
  };
}

/** The browser build into dist/ (served by the API host, which also reads its manifest). */
const clientBuild = {
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks and CSS each page loads (scripts/size-budget.ts reads it).
    manifest: true,
    rolldownOptions: {
      // These packages declare no `sideEffects` in package.json, so their unused modules would be kept
      // (tRPC's WebSocket link, loggers…); they have none.
      treeshake: {
        moduleSideEffects: [
          {
            test: /[\\/]node_modules[\\/](@trpc[\\/](client|react-query|server)|superjson|copy-anything|is-what)[\\/]/,
            sideEffects: false,
          },
        ],
      },
      output: {
        // Everything the first page load needs in one chunk (with the entry) rather than the shared
        // chunks automatic splitting makes of it: one request, and brotli compresses it as one stream.
        // Lazy pages still get their own chunks.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
        // Files named by their hash only: each page's first chunk lists the files of every lazy page (to
        // preload them together) and every chunk imports others by name, so names would add to every
        // page. The manifest (.vite/manifest.json) maps source modules to these names.
        chunkFileNames: "assets/[hash].js",
        assetFileNames: "assets/[hash][extname]",
      },
    },
  },
} satisfies UserConfig;

/**
 * The server render's build (`vite build --ssr`, see package.json): src/entry-server.tsx into
 * dist-ssr/, loaded by the API host (apps/server/src/seo/ssr.ts). npm packages stay outside it and load
 * from node_modules; the workspace's own TypeScript packages are bundled in.
 */
const ssrBuild = {
  ssr: { noExternal: [/^@labcompare\//] },
  build: { outDir: "dist-ssr", emptyOutDir: true, sourcemap: true, copyPublicDir: false },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [mantineCssPerComponent(), scrollAreaWithoutFloatingUi(), themeVariablesInHead(), react()],
  ...(isSsrBuild ? ssrBuild : clientBuild),
  server: {
    port: 5173,
    strictPort: true,
    // /api: the plain HTTP routes (result files, the bookings CSV export).
    proxy: { "/trpc": api, "/health": api, "/api": api },
  },
  preview: {
    port: 4173,
    // /api: the plain HTTP routes (result files, the bookings CSV export).
    proxy: { "/trpc": api, "/health": api, "/api": api },
  },
}));
