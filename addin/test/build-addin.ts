import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the pane's build is made from, relative to the repository root. */
const ADDIN_BUILD_INPUTS = [
  "addin/src",
  "addin/public",
  "addin/taskpane.html",
  "addin/vite.config.ts",
  "addin/package.json",
  "shared",
  "package-lock.json",
];
const SKIPPED = new Set(["node_modules", "dist", "coverage"]);

const newestFile = (target: string): number => {
  if (!existsSync(target)) {
    return 0;
  }
  const stats = statSync(target);
  if (!stats.isDirectory()) {
    return stats.mtimeMs;
  }
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (!(entry.isDirectory() && SKIPPED.has(entry.name))) {
      newest = Math.max(newest, newestFile(path.join(target, entry.name)));
    }
  }
  return newest;
};

/** Why addin/dist must be built, or null when it is up to date. */
export const addinBuildReason = (repoRoot: string): string | null => {
  const page = path.join(repoRoot, "addin", "dist", "taskpane.html");
  if (!existsSync(page)) {
    return "addin/dist is missing";
  }
  const built = statSync(page).mtimeMs;
  const changed = ADDIN_BUILD_INPUTS.find((input) => newestFile(path.join(repoRoot, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
};

/** `npm run build -w @wordloom/addin` as production, output shown only on failure. */
export const buildAddin = (repoRoot: string): void => {
  const result = spawnSync("npm", ["run", "build", "-w", "@wordloom/addin"], {
    cwd: repoRoot,
    stdio: "pipe",
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
    shell: process.platform === "win32",
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`building the add-in failed (exit code ${String(result.status)})`);
  }
};

/** Builds the pane when its sources changed; answers whether it did. */
export const ensureAddinBuild = (repoRoot: string, log: (line: string) => void = () => undefined): boolean => {
  const reason = addinBuildReason(repoRoot);
  if (!reason) {
    return false;
  }
  log(`Building the add-in (${reason})…`);
  buildAddin(repoRoot);
  return true;
};
