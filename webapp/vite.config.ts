import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";

/**
 * The web app. Routes are split into their own chunks; the service worker precaches the app shell
 * (HTML, scripts, styles, icons) and never caches API responses or uploaded media. Text files of
 * the build get Brotli and gzip copies beside them (x.js.br, x.js.gz), which the server sends to
 * browsers that accept them: the entry is 578 KB as written and ~150 KB as Brotli.
 */
export default defineConfig({
  plugins: [
    react(),
    compression({
      include: /\.(?:js|mjs|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
      skipIfLargerOrEqual: true,
      logLevel: "silent",
    }),
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["icons/*.svg", "icons/*.png", "network.html", "network.js", "campaign-early-requests.js"],
      manifest: {
        name: "Wordloom",
        short_name: "Wordloom",
        description: "Write, check, publish and plan campaigns.",
        theme_color: "#0f6cbd",
        background_color: "#ffffff",
        display: "standalone",
        start_url: "/",
        icons: [
          { src: "/icons/wordloom-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/wordloom-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/wordloom.svg", sizes: "any", type: "image/svg+xml" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        navigateFallback: "/index.html",
        // The add-in's dialog (/mso-auth) and framed pane route (/…/app/msword) need their own CSP headers from the server;
        // the public pages (/publications/…, the sitemap, robots.txt) are rendered by the server.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/media\//,
          /^\/addin\//,
          /^\/network\.html$/,
          /^\/mso-auth/,
          /^\/[^/]+\/app\/msword/,
          /^\/publications(?:\/|$)/,
          /^\/sitemap\.xml$/,
          /^\/robots\.txt$/,
        ],
        // Only the shell is cached: nothing under /api or /media is ever stored.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  // The manifest (dist/.vite/manifest.json, never served: dot folders are not) maps each module
  // to its chunk and static imports; `npm run bench:webapp` sizes each screen's initial JS from it.
  build: {
    outDir: "dist",
    sourcemap: true,
    target: "es2022",
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, the router, Fluent's provider and
            // theme, the session, the route table) is loaded before anything shows: one chunk, not
            // dozens of small ones that gzip cannot compress across (and that cost a request each).
            { name: "index", tags: ["$initial"] },
            { name: "react-query", test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" } },
});
