// Builds the web app (webapp/dist) when it is missing or older than its sources, so the server
// always serves the current app: used by `npm start`, the end-to-end tests and the web app benchmark.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the build is made from, relative to the repository root. */
export const WEBAPP_BUILD_INPUTS = [
  "webapp/src",
  "webapp/public",
  "webapp/index.html",
  "webapp/vite.config.ts",
  "webapp/package.json",
  "shared",
  "package-lock.json",
];
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", "coverage"]);

/** The newest modification time (ms) of the files at or under `target`, 0 when there are none. */
const newestFile = (target) => {
  if (!existsSync(target)) {
    return 0;
  }
  const stats = statSync(target);
  if (!stats.isDirectory()) {
    return stats.mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_FOLDERS.has(entry.name)) {
      continue;
    }
    newest = Math.max(newest, newestFile(path.join(target, entry.name)));
  }
  return newest;
};

/** Why the web app must be built, or null when webapp/dist is up to date. */
export const webappBuildReason = (repoRoot) => {
  const index = path.join(repoRoot, "webapp", "dist", "index.html");
  if (!existsSync(index)) {
    return "webapp/dist is missing";
  }
  const built = statSync(index).mtimeMs;
  const changed = WEBAPP_BUILD_INPUTS.find((input) => newestFile(path.join(repoRoot, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
};

/** Runs `npm run build -w @wordloom/webapp`; with `quiet`, its output is shown only when it fails. */
export const buildWebapp = (repoRoot, { quiet = false } = {}) => {
  const result = spawnSync("npm", ["run", "build", "-w", "@wordloom/webapp"], {
    cwd: repoRoot,
    stdio: quiet ? "pipe" : "inherit",
    encoding: "utf8",
    // A production build even when called from a test runner (vitest sets NODE_ENV=test, which
    // would make Vite build React's development bundle and skip the service worker).
    env: { ...process.env, NODE_ENV: "production" },
    shell: process.platform === "win32",
  });
  if (result.status !== 0) {
    if (quiet) {
      process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    }
    throw new Error(`building the web app failed (${result.error ? result.error.message : `exit code ${String(result.status)}`})`);
  }
};

/** Builds the web app when needed; answers whether it did. */
export const ensureWebappBuild = (repoRoot, { quiet = false, log = console.log } = {}) => {
  const reason = webappBuildReason(repoRoot);
  if (!reason) {
    return false;
  }
  log(`Building the web app (${reason})…`);
  buildWebapp(repoRoot, { quiet });
  return true;
};
