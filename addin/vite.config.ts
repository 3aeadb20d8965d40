import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };

/** Every build gets its own version: the pane offers a reload when appInfo.json names another one. */
const buildVersion = `${version}+${Date.now().toString(36)}`;

/** Writes appInfo.json next to taskpane.html (served with Cache-Control: no-cache). */
const appInfo = (): Plugin => ({
  name: "wordloom-addin-app-info",
  generateBundle() {
    this.emitFile({ type: "asset", fileName: "appInfo.json", source: `${JSON.stringify({ appVersion: buildVersion }, null, 2)}\n` });
  },
});

/**
 * The Word add-in's task pane, served by the server at /addin/ (addin/dist). Hashed chunks go to
 * chunks/ (cached for a year); public/assets holds the manifest's icons under stable names.
 */
export default defineConfig({
  base: "/addin/",
  plugins: [react(), appInfo()],
  define: { __WORDLOOM_ADDIN_VERSION__: JSON.stringify(buildVersion) },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "chunks",
    sourcemap: true,
    target: "es2022",
    manifest: true,
    rollupOptions: { input: { taskpane: "taskpane.html" } },
  },
  server: { port: 3001, proxy: { "/api": "http://localhost:3000" } },
});
