// `npm start`: builds the web app when webapp/dist is missing or older than its sources, then runs
// the server (which also serves the built web app and add-in) on the embedded defaults: PGlite in
// ./data, http://localhost:3000.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ensureWebappBuild } from "./webapp-build.mjs";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));
try {
  ensureWebappBuild(repoRoot);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], { cwd: repoRoot, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
