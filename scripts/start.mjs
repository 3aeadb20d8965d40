// `npm start`: runs the server (which also serves the built web app and add-in) on the embedded
// defaults: PGlite in ./data, http://localhost:3000.
import { spawn } from "node:child_process";

const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
