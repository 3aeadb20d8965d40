import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";

import { freePort } from "../../scripts/free-port";

export { freePort };

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** The repository root. */
  cwd: string;
  /** A fresh folder: the server keeps its PGlite database and media there. */
  dataDir: string;
  /** Extra environment, e.g. DATABASE_URL to run on PostgreSQL. */
  env?: Record<string, string>;
  startTimeoutMs?: number;
}

const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

const stopChild = async (child: ChildProcess): Promise<void> => {
  if (hasExited(child)) {
    return;
  }
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), 15_000);
    }),
  ]);
  // A pending timer would keep the test runner alive after the server has gone.
  clearTimeout(timer);
  if (!stopped && !hasExited(child)) {
    child.kill("SIGKILL");
    await exited;
  }
};

/**
 * Starts the real server as production runs it (`node --import tsx server/src/main.ts`) on a free
 * port and waits until GET /api/health answers.
 */
export const startServer = async ({ cwd, dataDir, env = {}, startTimeoutMs = 180_000 }: StartServerOptions): Promise<RunningServer> => {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  // The embedded database unless the caller names one.
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd,
    env: {
      ...childEnv,
      // As deployed (the test runner's NODE_ENV=test must not leak into the server).
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      AUTH_RATE_LIMIT_MAX: "100000",
      SIGNIN_ADDRESS_RATE_LIMIT_MAX: "100000",
      SIGNUP_ADDRESS_RATE_LIMIT_MAX: "100000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  try {
    while (Date.now() < deadline) {
      if (hasExited(child)) {
        throw new Error(`the server exited while starting (code ${String(child.exitCode)}, signal ${String(child.signalCode)})`);
      }
      const healthy = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) {
        return { baseUrl, stop: () => stopChild(child) };
      }
      await sleep(200);
    }
    throw new Error(`the server did not answer /api/health within ${startTimeoutMs} ms`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
};
