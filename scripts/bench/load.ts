// The load generator side: autocannon scenarios and the figures table.
import autocannon from "autocannon";
import type { CpuSnapshot, CpuUse } from "./cpu";

export interface Target {
  minRequestsPerSecond?: number;
  maxP99Ms?: number;
}

export interface Scenario {
  name: string;
  description: string;
  /** Called once per request: the path (and query) to ask for. */
  nextPath: () => string;
  target: Target;
}

export interface ScenarioResult {
  scenario: Scenario;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  passed: boolean;
  /** CPU milliseconds per request, where they could be measured. */
  cpuPerRequest: { server: number | undefined; database: number | undefined; loadGenerator: number };
}

export interface LoadOptions {
  baseUrl: string;
  accessToken: string;
  connections: number;
  durationSeconds: number;
}

/** Cycles through a list, one item per call, shared by every connection. */
export const cycle = <T>(items: readonly T[]): (() => T) => {
  if (items.length === 0) {
    throw new Error("nothing to cycle through");
  }
  let index = 0;
  return () => {
    const item = items[index % items.length] as T;
    index++;
    return item;
  };
};

const run = (scenario: Scenario, { baseUrl, accessToken, connections, durationSeconds }: LoadOptions): Promise<autocannon.Result> =>
  autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: scenario.nextPath() }) }],
  });

const meets = (target: Target, requestsPerSecond: number, p99Ms: number): boolean =>
  (target.minRequestsPerSecond === undefined || requestsPerSecond >= target.minRequestsPerSecond) &&
  (target.maxP99Ms === undefined || p99Ms <= target.maxP99Ms);

/** Runs a scenario once unmeasured (warm-up: JIT, plan and page caches, pool connections), then measures it. */
export const measure = async (
  scenario: Scenario,
  options: LoadOptions,
  warmupSeconds: number,
  settle: () => Promise<void> = async () => undefined,
  cpuMeter?: { snapshot(): Promise<CpuSnapshot>; used(before: CpuSnapshot): Promise<CpuUse> },
): Promise<ScenarioResult> => {
  if (warmupSeconds > 0) {
    await run(scenario, { ...options, durationSeconds: warmupSeconds });
    await settle();
  }
  const before = await cpuMeter?.snapshot();
  const loadGeneratorBefore = process.cpuUsage();
  const result = await run(scenario, options);
  const loadGenerator = process.cpuUsage(loadGeneratorBefore);
  const cpu: CpuUse = before && cpuMeter ? await cpuMeter.used(before) : { serverMs: undefined, databaseMs: undefined };
  const requests = Math.max(1, result.requests.total);
  const perRequest = (ms: number | undefined) => (ms === undefined ? undefined : ms / requests);
  const requestsPerSecond = result.requests.average;
  const p99Ms = result.latency.p99;
  return {
    scenario,
    requestsPerSecond,
    p50Ms: result.latency.p50,
    p99Ms,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    passed: result.non2xx === 0 && result.errors === 0 && meets(scenario.target, requestsPerSecond, p99Ms),
    cpuPerRequest: {
      server: perRequest(cpu.serverMs),
      database: perRequest(cpu.databaseMs),
      loadGenerator: (loadGenerator.user + loadGenerator.system) / 1000 / requests,
    },
  };
};

export const describeTarget = ({ minRequestsPerSecond, maxP99Ms }: Target): string =>
  [minRequestsPerSecond === undefined ? "" : `≥ ${minRequestsPerSecond} req/s`, maxP99Ms === undefined ? "" : `p99 ≤ ${maxP99Ms} ms`]
    .filter(Boolean)
    .join(", ");

const formatNumber = (value: number, digits: number): string =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** A plain-text table, columns padded to their widest cell; numeric columns right-aligned. */
const table = (header: readonly string[], numeric: readonly boolean[], rows: readonly string[][]): string => {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
};

export const formatTable = (results: readonly ScenarioResult[]): string =>
  table(
    ["scenario", "req/s (avg)", "p50 ms", "p99 ms", "requests", "non-2xx", "errors", "target", "result"],
    [false, true, true, true, true, true, true, false, false],
    results.map((r) => [
      r.scenario.name,
      formatNumber(r.requestsPerSecond, 0),
      formatNumber(r.p50Ms, 1),
      formatNumber(r.p99Ms, 1),
      formatNumber(r.requests, 0),
      String(r.non2xx),
      r.timeouts > 0 ? `${r.errors} (${r.timeouts} timeouts)` : String(r.errors),
      describeTarget(r.scenario.target),
      r.passed ? "PASS" : "MISS",
    ]),
  );

/** CPU milliseconds per request by process: with every process on one machine, their sum bounds the throughput. */
export const formatCpuTable = (results: readonly ScenarioResult[]): string => {
  const ms = (value: number | undefined) => (value === undefined ? "n/a" : formatNumber(value, 2));
  return table(
    ["scenario", "server", "PostgreSQL", "load generator"],
    [false, true, true, true],
    results.map((r) => [r.scenario.name, ms(r.cpuPerRequest.server), ms(r.cpuPerRequest.database), ms(r.cpuPerRequest.loadGenerator)]),
  );
};
