import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The API server (apps/api) listens on 127.0.0.1:3000. In development Vite serves the app on 5173 and
// forwards API calls there; the Host header is kept (no changeOrigin) so the server's Origin check
// sees a same-site request. In production the API server serves ./dist itself.
// API_URL overrides the target (e.g. a second API instance on another port).
const api = { target: process.env.API_URL ?? "http://127.0.0.1:3000" };

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks and CSS each page loads (scripts/size-budget.ts reads it).
    manifest: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/trpc": api, "/health": api },
  },
  preview: {
    port: 4173,
    proxy: { "/trpc": api, "/health": api },
  },
});
