// Builds the web app (webapp/dist) when it is missing or older than its sources, so the server
// always serves the current app: used by `npm start`, the end-to-end tests and the web app benchmark.
import { runWorkspaceBuild, staleBuildReason } from "./stale-build.mjs";

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

/** Why the web app must be built, or null when webapp/dist is up to date. */
export const webappBuildReason = (repoRoot) =>
  staleBuildReason(repoRoot, { output: "webapp/dist/index.html", inputs: WEBAPP_BUILD_INPUTS });

/** Runs `npm run build -w @wordloom/webapp`; with `quiet`, its output is shown only when it fails. */
export const buildWebapp = (repoRoot, { quiet = false } = {}) =>
  runWorkspaceBuild(repoRoot, { workspace: "@wordloom/webapp", label: "the web app", quiet });

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
