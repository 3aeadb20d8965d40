// What the HTTP benchmarks of one server process share (bench:api, bench:publishing): their
// settings from the environment, the machine header, a throwaway PostgreSQL database, the server
// process, the scenario loop with CPU metering, the figures tables and the exit code.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createCpuMeter } from "./cpu";
import { formatCpuTable, formatTable, measure, describeTarget, type LoadOptions, type Scenario, type ScenarioResult } from "./load";
import { cleanUp, cleanups, intFromEnv } from "./run-support";
import { createDatabase, dropDatabase, redactUrl, serverVersion, withDatabase } from "./seed";
import { freePort, startServer, type RunningServer } from "./server";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

export const log = (line: string) => console.log(line);

export interface HttpBenchSettings {
  adminUrl: string;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  keepDatabase: boolean;
  strict: boolean;
}

/** BENCH_DATABASE_URL, BENCH_DURATION_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS, BENCH_KEEP_DATABASE, BENCH_STRICT. */
export const httpBenchSettings = (): HttpBenchSettings => ({
  adminUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
  durationSeconds: intFromEnv("BENCH_DURATION_SECONDS", 10, 1),
  warmupSeconds: intFromEnv("BENCH_WARMUP_SECONDS", 3, 0),
  connections: intFromEnv("BENCH_CONNECTIONS", 10, 1),
  keepDatabase: process.env.BENCH_KEEP_DATABASE === "1",
  strict: process.env.BENCH_STRICT === "1",
});

/** The benchmark's title and the machine it runs on (figures from a busy machine are not comparable). */
export const logMachine = async (title: string, settings: HttpBenchSettings, databaseUrl: string) => {
  const cpus = os.cpus();
  log(title);
  log(
    `  node ${process.version}, ${os.availableParallelism()} CPUs (${cpus[0]?.model.trim() ?? "unknown model"}), ${os.platform()} ${os.release()}`,
  );
  log(`  PostgreSQL ${await serverVersion(settings.adminUrl)} at ${redactUrl(databaseUrl)}`);
  log(
    `  ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per scenario; one server process`,
  );
  log(
    `  load average ${os.loadavg()[0]?.toFixed(2) ?? "?"} before starting (server, PostgreSQL and the load generator share this machine; anything else busy skews the figures)`,
  );
};

/** A new database `<prefix>_<timestamp>` on the settings' server, dropped at the end unless BENCH_KEEP_DATABASE=1. */
export const freshDatabase = async (settings: HttpBenchSettings, prefix: string) => {
  const name = `${prefix}_${Date.now()}`;
  const url = withDatabase(settings.adminUrl, name);
  return {
    name,
    url,
    create: async () => {
      await createDatabase(settings.adminUrl, name);
      if (settings.keepDatabase) {
        log(`  keeping ${name} afterwards (BENCH_KEEP_DATABASE=1)`);
      } else {
        cleanups.push({ label: `drop ${name}`, run: () => dropDatabase(settings.adminUrl, name) });
      }
    },
  };
};

/** The real server (one process) on the database, with its own data folder; stopped and removed at the end. */
export const startBenchServer = async (databaseUrl: string): Promise<RunningServer> => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-"));
  cleanups.push({ label: `remove ${dataDir}`, run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const server = await startServer({ cwd: repoRoot, databaseUrl, dataDir, port: await freePort() });
  cleanups.push({ label: "stop the server", run: () => server.stop() });
  log(`Server pid ${server.pid ?? "?"} at ${server.baseUrl}`);
  return server;
};

/** Each scenario in turn (warm-up, then measured with the server's and the database's CPU), letting the server drain between them. */
export const runScenarios = async (
  scenarios: readonly Scenario[],
  server: RunningServer,
  database: { url: string; name: string },
  settings: HttpBenchSettings,
  accessToken = "",
): Promise<ScenarioResult[]> => {
  const options: LoadOptions = {
    baseUrl: server.baseUrl,
    accessToken,
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
  };
  const cpuMeter = createCpuMeter(database.url, database.name, server.pid);
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    log(`Running ${scenario.name}: ${scenario.description} (target ${describeTarget(scenario.target)})`);
    results.push(await measure(scenario, options, settings.warmupSeconds, () => server.drain(), cpuMeter));
    if (server.exited()) {
      throw new Error(`the server process ended during the ${scenario.name} scenario`);
    }
    await server.drain();
  }
  return results;
};

/**
 * The figures and CPU tables, then the exit code: 1 for failed requests or `otherFailures` (always),
 * or for a missed target with BENCH_STRICT=1.
 */
export const report = (results: readonly ScenarioResult[], settings: HttpBenchSettings, otherFailures: string[] = []): number => {
  log("");
  log(formatTable(results));
  log("");
  log("CPU ms per request (server process, PostgreSQL backends of the bench database, this load generator):");
  log(formatCpuTable(results));
  log("");
  const broken = [
    ...results.filter((result) => result.non2xx > 0 || result.errors > 0).map((result) => result.scenario.name),
    ...otherFailures,
  ];
  if (broken.length > 0) {
    console.error(`Failed: ${broken.join(", ")}`);
    return 1;
  }
  const missed = results.filter((result) => !result.passed);
  log(missed.length === 0 ? "All targets met." : `Targets missed: ${missed.map((result) => result.scenario.name).join(", ")}`);
  return missed.length > 0 && settings.strict ? 1 : 0;
};

/** Runs the benchmark, cleans up whatever happened, and exits with its code (1 when it threw). */
export const runBenchmark = async (main: () => Promise<number>): Promise<never> => {
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    console.error("Benchmark failed:", error);
  } finally {
    await cleanUp();
  }
  process.exit(exitCode);
};
