import { defineConfig } from "vitest/config";

/**
 * The test projects. Shared code runs in Node and in a DOM environment (it also runs in browsers
 * and Office's webview); the server suite runs on PGlite, or on a fresh PostgreSQL database per run
 * when TEST_DATABASE_URL names a server; the end-to-end suite drives the built web app, served by
 * the real server, with headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: "shared", root: "./shared", environment: "node", include: ["**/*.test.ts"] } },
      { test: { name: "shared-dom", root: "./shared", environment: "jsdom", include: ["**/*.test.ts"] } },
      {
        test: {
          name: "webapp",
          root: "./webapp",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test-setup.ts"],
          // Fluent screens in jsdom take seconds per test on two shared cores (CI runs the projects side by side).
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "addin",
          root: "./addin",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts"],
          setupFiles: ["./test/setup.ts"],
        },
      },
      // Repository tooling (the add-in manifest and icon scripts); Node only.
      { test: { name: "scripts", root: "./scripts", environment: "node", include: ["addin/**/*.test.ts", "fake-platforms/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "./server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          globalSetup: ["./test/global-setup.ts"],
          // Files share a worker's module cache (PGlite's WASM, Fastify, zod) instead of loading it again per file;
          // every test builds its own users, so files never depend on one another.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "e2e",
          root: "./webapp",
          environment: "node",
          include: ["e2e/**/*.e2e.test.ts"],
          // Builds the web app when its sources changed and starts the real server on a fresh PGlite folder.
          globalSetup: ["./e2e/global-setup.ts"],
          // One browser at a time (2 CPU cores), after the other projects have finished.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
