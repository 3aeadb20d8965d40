// Runs the real server (server/src/main.ts) as one child process, as production would.
// BENCH_SERVER_NODE_FLAGS adds Node flags to that process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
// to profile the server and its worker threads during a benchmark.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";

import { freePort } from "../free-port";

export { freePort };

export interface RunningServer {
  baseUrl: string;
  pid: number | undefined;
  /** Whether the process has ended (it should not, until stop()). */
  exited(): boolean;
  /** Waits until requests cut off by the load generator are done (health answers quickly), so stopping loses none. */
  drain(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  cwd: string;
  databaseUrl: string;
  dataDir: string;
  port: number;
  startTimeoutMs?: number;
  /** Extra environment, applied last (e.g. RUN_WORKERS=true for a benchmark that needs the job workers). */
  env?: Record<string, string>;
}

const exited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

const stopChild = async (child: ChildProcess): Promise<void> => {
  if (exited(child)) {
    return;
  }
  const exit = once(child, "exit");
  child.kill("SIGTERM");
  const stopped = await Promise.race([exit.then(() => true), sleep(15_000).then(() => false)]);
  if (!stopped && !exited(child)) {
    child.kill("SIGKILL");
    await exit;
  }
};

/** Starts `node --import tsx server/src/main.ts` and waits until GET /api/health answers 200. */
export const startServer = async ({
  cwd,
  databaseUrl,
  dataDir,
  port,
  startTimeoutMs = 60_000,
  env = {},
}: StartServerOptions): Promise<RunningServer> => {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_SERVER_NODE_FLAGS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", "server/src/main.ts"],
    {
      cwd,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
        RUN_WORKERS: "false",
        // The engines load lazily on first use instead: a start-up warm-up would land in the first measurement.
        WARM_CHECKS: "false",
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    baseUrl,
    pid: child.pid,
    exited: () => exited(child),
    drain: async (timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && !exited(child)) {
        const started = Date.now();
        const ok = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
          (response) => response.ok,
          () => false,
        );
        if (ok && Date.now() - started < 50) {
          return;
        }
        await sleep(200);
      }
    },
    stop: () => stopChild(child),
  };

  const deadline = Date.now() + startTimeoutMs;
  try {
    while (Date.now() < deadline) {
      if (exited(child)) {
        throw new Error(`the server exited while starting (code ${String(child.exitCode)}, signal ${String(child.signalCode)})`);
      }
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) {
          return server;
        }
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
    throw new Error(`the server did not answer /api/health within ${startTimeoutMs} ms`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
};
