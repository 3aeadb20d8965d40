// `npm start`: builds what the server serves when it is missing or older than its sources (the web
// app in webapp/dist, the Word add-in's pane in addin/dist), says when PDF export cannot work here,
// then runs the server (which serves both) on the embedded defaults: PGlite in ./data,
// http://localhost:3000.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ensureAddinBuild } from "./addin-build.mjs";
import { missingChromiumLine } from "./chromium.mjs";
import { ensureWebappBuild } from "./webapp-build.mjs";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));
try {
  ensureWebappBuild(repoRoot);
  ensureAddinBuild(repoRoot);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const noChromium = missingChromiumLine();
if (noChromium) {
  console.warn(`PDF export is unavailable. ${noChromium}`);
}

const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], { cwd: repoRoot, stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
