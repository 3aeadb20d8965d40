// `npm run bench:webapp`: builds the web app, sizes the initial JavaScript of the sign-in screen and
// of the documents home from Vite's build manifest, then measures how long the documents home takes
// to become interactive in headless Chromium for an account with 1,000 documents (seeded straight
// into a fresh PGlite folder, served by the real server process).
//
// Time to interactive, as measured here: from navigation start (performance.timeOrigin) to the later
// of (a) the first frame after the list's first row (li[data-document-id]) is in the DOM and (b) the
// end of the last long task (≥ 50 ms, PerformanceObserver "longtask") before the main thread stays
// free of long tasks for BENCH_QUIET_MS (default 1,000 ms); a requestIdleCallback then confirms the
// thread is idle. Each load uses a new browser context: empty HTTP cache, no service worker.
//
// Environment (all optional):
//   BENCH_RUNS           measured loads (default 5; one unmeasured load warms the server first)
//   BENCH_DOCUMENTS      documents in the account (default 1000)
//   BENCH_WORDS          words per document (default 1000)
//   BENCH_QUIET_MS       long-task-free window that ends the measurement (default 1000)
//   BENCH_CPU_THROTTLE   Chromium CPU slowdown factor, e.g. 4 for a mid-range phone (default 1: none)
//   BENCH_SKIP_BUILD=1   measure the existing webapp/dist instead of building it
//   BENCH_STRICT=1       exit 1 when a target is missed
//   CHROMIUM_PATH        the browser (default /usr/bin/chromium; never downloaded)
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@wordloom/shared/api";
import { CHROMIUM_PATH, launchBrowser } from "../../webapp/e2e/chromium";
import { startServer, type RunningServer } from "../../webapp/e2e/run-server";
import { buildWebapp } from "../webapp-build.mjs";
import { chunkSize, kb, readManifest, screenJs, type ScreenJs } from "./bundle";
import { measureLoad as measurePageLoad, type LoadResult } from "./page-load";
import { seedDatabase } from "./seed";
import { INITIAL_JS_BUDGET, WEBAPP_SCREENS } from "./webapp-screens";
import { cleanUp, cleanups, intFromEnv, median } from "./run-support";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const distDir = path.join(repoRoot, "webapp", "dist");

const settings = {
  runs: intFromEnv("BENCH_RUNS", 5, 1),
  documents: intFromEnv("BENCH_DOCUMENTS", 1000, 1),
  words: intFromEnv("BENCH_WORDS", 1000, 10),
  quietMs: intFromEnv("BENCH_QUIET_MS", 1000, 100),
  cpuThrottle: intFromEnv("BENCH_CPU_THROTTLE", 1, 1),
  skipBuild: process.env.BENCH_SKIP_BUILD === "1",
  strict: process.env.BENCH_STRICT === "1",
};

const TARGETS = { initialJsGzipBytes: INITIAL_JS_BUDGET, interactiveMs: 1_500 };
const VIEWPORT = { width: 1280, height: 800 };
/** The documents home is ready when its first row shows; sign-in when its password field does. */
const ROWS_READY = "li[data-document-id]";
const SIGN_IN_READY = "form input[type=password]";

const SCREENS = WEBAPP_SCREENS;
const budgetOf = (label: string): number => SCREENS.find((screen) => screen.label === label)?.budgetGzipBytes ?? TARGETS.initialJsGzipBytes;

const log = (line: string) => console.log(line);

const measureLoad = (
  baseBrowser: Parameters<typeof measurePageLoad>[0],
  baseUrl: string,
  pathname: string,
  sessionJson: string | null,
  readySelector: string,
) =>
  measurePageLoad(baseBrowser, baseUrl, pathname, sessionJson, readySelector, {
    quietMs: settings.quietMs,
    cpuThrottle: settings.cpuThrottle,
    viewport: VIEWPORT,
  });

const pad = (text: string, width: number) => text.padEnd(width);
const verdict = (ok: boolean) => (ok ? "PASS" : "MISS");

const printScreen = (screen: ScreenJs) => {
  const budget = budgetOf(screen.label);
  log(
    `\n${screen.label}: ${screen.chunks.length} scripts, ${kb(screen.bytes)} (${kb(screen.gzipBytes)} gzipped; budget ${kb(budget)}, ${verdict(screen.gzipBytes <= budget)})`,
  );
  for (const chunk of [...screen.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    log(`  ${pad(chunk.file, 48)} ${kb(chunk.bytes).padStart(10)} ${kb(chunk.gzipBytes).padStart(10)} gz`);
  }
};

/** The scripts the browser really fetched, sized like the manifest's (a cross-check of the chunk graph). */
const loadedJs = (scripts: string[]) => {
  const files = [...new Set(scripts.filter((script) => script.startsWith("/assets/")).map((script) => script.slice(1)))];
  return { files, gzipBytes: files.reduce((sum, file) => sum + chunkSize(distDir, file).gzipBytes, 0) };
};

const main = async () => {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is needed at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  if (!settings.skipBuild) {
    log("Building the web app…");
    buildWebapp(repoRoot, { quiet: true });
  }
  const manifest = readManifest(distDir);
  const screens = SCREENS.map((screen) => screenJs(distDir, manifest, screen));
  screens.forEach(printScreen);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-web-"));
  cleanups.push({ label: `remove ${dataDir}`, run: () => rmSync(dataDir, { recursive: true, force: true }) });
  log(`\nSeeding ${settings.documents} documents of ~${settings.words} words into PGlite (${dataDir})…`);
  const seeded = await seedDatabase(
    undefined,
    { documents: settings.documents, wordsPerDocument: settings.words, otherUsers: 0, documentsPerOtherUser: 0, seed: 20_260_101 },
    log,
    path.join(dataDir, "pglite"),
  );

  const server: RunningServer = await startServer({ cwd: repoRoot, dataDir });
  cleanups.push({ label: "stop the server", run: () => server.stop() });
  const client = createClient({ baseUrl: server.baseUrl, getToken: () => seeded.accessToken });
  const user = await client.me();
  const firstPage = await client.listDocuments({ query: { page: 1, limit: 10 } });
  if (firstPage.total !== settings.documents) {
    throw new Error(`the account has ${firstPage.total} documents, not ${settings.documents}`);
  }
  const sessionJson = JSON.stringify({
    accessToken: seeded.accessToken,
    refreshToken: "unused-by-the-benchmark",
    accessTokenExpiresAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    user,
  });

  const [load1, load5] = os.loadavg();
  log(`\nLoad average before measuring: ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min) on ${os.cpus().length} CPUs`);
  const browser = await launchBrowser();
  cleanups.push({ label: "close Chromium", run: () => browser.close() });
  const home = SCREENS[1]?.path ?? "/writing/app/list";
  log(
    `\nServer ${server.baseUrl}; ${settings.runs} cold loads of ${home}${settings.cpuThrottle > 1 ? `, CPU ${settings.cpuThrottle}× slower` : ""}`,
  );
  const authLoad = await measureLoad(browser, server.baseUrl, "/auth", null, SIGN_IN_READY);
  log(
    `  /auth, signed out: interactive ${authLoad.interactiveMs.toFixed(0)} ms (not a target; FCP ${authLoad.fcpMs?.toFixed(0) ?? "?"} ms)`,
  );
  await measureLoad(browser, server.baseUrl, home, sessionJson, ROWS_READY);
  const runs: LoadResult[] = [];
  for (let run = 1; run <= settings.runs; run++) {
    const result = await measureLoad(browser, server.baseUrl, home, sessionJson, ROWS_READY);
    runs.push(result);
    log(
      `  run ${run}: interactive ${result.interactiveMs.toFixed(0)} ms (FCP ${result.fcpMs?.toFixed(0) ?? "?"} ms, rows ${result.readyMs?.toFixed(0) ?? "?"} ms, ` +
        `${result.longTasks} long tasks = ${result.longTaskMs.toFixed(0)} ms, ${result.rows} rows)`,
    );
  }

  // A cross-check of the manifest's chunk graph: what Chromium fetched by the end of the measurement
  // (this includes chunks loaded right after the first screen, such as workbox-window).
  for (const [screen, result] of [
    [screens[0], authLoad],
    [screens[1], runs[0]],
  ] as const) {
    if (!screen || !result) {
      continue;
    }
    const loaded = loadedJs(result.scripts);
    const counted = new Set(screen.chunks.map((chunk) => chunk.file));
    const extra = loaded.files.filter((file) => !counted.has(file));
    const missing = [...counted].filter((file) => !loaded.files.includes(file));
    log(
      `\nChromium fetched ${loaded.files.length} scripts for ${screen.path} (${kb(loaded.gzipBytes)} gz)` +
        (extra.length > 0
          ? `\n  also fetched: ${extra.map((file) => `${file} (${kb(chunkSize(distDir, file).gzipBytes)})`).join(", ")}`
          : "") +
        (missing.length > 0 ? `\n  counted but not fetched: ${missing.join(", ")}` : ""),
    );
  }

  const interactive = median(runs.map((run) => run.interactiveMs));
  const rows: [string, string, string, boolean][] = [
    ...screens.map((screen): [string, string, string, boolean] => [
      `Initial JS, ${screen.label}`,
      `${kb(screen.gzipBytes)} gz`,
      `≤ ${kb(budgetOf(screen.label))} gz`,
      screen.gzipBytes <= budgetOf(screen.label),
    ]),
    [
      `Documents home interactive, ${settings.documents} docs (median of ${runs.length})`,
      `${interactive.toFixed(0)} ms`,
      `≤ ${TARGETS.interactiveMs} ms`,
      interactive <= TARGETS.interactiveMs,
    ],
  ];
  const widths = [Math.max(...rows.map((row) => row[0].length)), 14, 16];
  log("");
  log(`${pad("Metric", widths[0] ?? 0)}  ${pad("Measured", widths[1] ?? 0)}  ${pad("Budget / target", widths[2] ?? 0)}  Result`);
  for (const [metric, measured, target, ok] of rows) {
    log(`${pad(metric, widths[0] ?? 0)}  ${pad(measured, widths[1] ?? 0)}  ${pad(target, widths[2] ?? 0)}  ${verdict(ok)}`);
  }
  return rows.every((row) => row[3]);
};

let exitCode = 0;
try {
  const allMet = await main();
  if (!allMet && settings.strict) {
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
