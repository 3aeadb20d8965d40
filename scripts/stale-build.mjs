// Builds a front end (a Vite workspace) when its output is missing or older than its sources: the
// web app and the Word add-in, for `npm start`, the end-to-end tests and the benchmarks.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

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

/**
 * Why a build must run, or null when it is up to date. `output` is the built file whose time stands
 * for the build (e.g. "webapp/dist/index.html"); `inputs` what the build is made from; both relative
 * to the repository root.
 */
export const staleBuildReason = (repoRoot, { output, inputs }) => {
  const built = path.join(repoRoot, output);
  if (!existsSync(built)) {
    return `${path.dirname(output)} is missing`;
  }
  const builtAt = statSync(built).mtimeMs;
  const changed = inputs.find((input) => newestFile(path.join(repoRoot, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
};

/** Runs `npm run build -w <workspace>` as production; with `quiet`, its output is shown only when it fails. */
export const runWorkspaceBuild = (repoRoot, { workspace, label, quiet = false }) => {
  const result = spawnSync("npm", ["run", "build", "-w", workspace], {
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
    throw new Error(`building ${label} failed (${result.error ? result.error.message : `exit code ${String(result.status)}`})`);
  }
};
