import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { ensureChromiumForTests } from "../../scripts/chromium.mjs";
import { ensureWebappBuild } from "../../scripts/webapp-build.mjs";
import { startServer } from "./run-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the real server of this run answers, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Once per run: builds the web app when its sources changed, then starts the real server
 * (`node --import tsx server/src/main.ts`) on a free port with a fresh PGlite DATA_DIR. Every test
 * file drives that server with headless Chromium.
 */
export default async function setup(project: TestProject) {
  // Never skipped: Chromium is installed here when missing and running as root on Debian (as CI
  // does); otherwise the run stops at once with one line saying what to install.
  const noChromium = ensureChromiumForTests({ log: (line) => console.warn(`[e2e] ${line}`) });
  if (noChromium) {
    console.error(`The end-to-end tests cannot run. ${noChromium}`);
    process.exit(1);
  }
  ensureWebappBuild(repoRoot, { quiet: true, log: (line) => console.warn(`[e2e] ${line}`) });

  const dataDir = mkdtempSync(path.join(tmpdir(), "wordloom-e2e-"));
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ cwd: repoRoot, dataDir });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide("baseUrl", server.baseUrl);

  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
