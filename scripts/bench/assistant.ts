// `npm run bench:assistant`: the assistant pane (issue 7) on a 30-page document in headless Chromium,
// served by the real server on a fresh PGlite folder (the pattern of scripts/bench/webapp.ts).
//
// Measured, per run (a fresh browser context each time):
//   - Grammar, page mode: from the click on the Grammar tool (pointerdown, in the page's clock) to
//     the first frame in which the suggestion list (or "No grammar errors") is shown and every card
//     has its highlight painted in the editor;
//   - Grammar, document mode (gold plan, desktop): from the click on "Check the whole document" to the
//     same point for the whole document;
//   - typing latency with those highlights present: for each key typed into the document, from the
//     keydown event to the next animation frame after the input (Event Timing style), p95 over
//     BENCH_KEYS keys per run; the same before any tool ran, for comparison. Typing is measured in
//     two browsers: one with Chromium's frame-rate limit off (the target's figure: the time a key
//     takes to reach a frame) and one at the display's 60 Hz (which adds a 0–16.7 ms wait for the
//     next refresh; see typing-probe.ts). A bare textarea typed into the same way in each browser
//     gives the floor no page can beat.
//   Each run works on its own copy of the document, so typing never lands in text earlier runs grew.
//
// Environment (all optional):
//   BENCH_RUNS         measured runs (default 5; one unmeasured run warms the server first)
//   BENCH_PAGES        pages in the document (default 30)
//   BENCH_KEYS         keys typed per run for the latency figure (default 80)
//   BENCH_SKIP_BUILD=1 measure the existing webapp/dist instead of building it
//   BENCH_STRICT=1     exit 1 when a target is missed
//   CHROMIUM_PATH      the browser (default /usr/bin/chromium; never downloaded)
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { createClient } from "@wordloom/shared/api";
import { CHROMIUM_PATH, launchBrowser } from "../../webapp/e2e/chromium";
import { startServer, type RunningServer } from "../../webapp/e2e/run-server";
import { buildWebapp } from "../webapp-build.mjs";
import { benchDocument } from "./editor-files";
import { cleanUp, cleanups, intFromEnv, percentile } from "./run-support";
import { bareTextareaP95, typeAndMeasure, typingProbe, UNTHROTTLED_FRAMES } from "./typing-probe";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

const settings = {
  runs: intFromEnv("BENCH_RUNS", 5, 1),
  pages: intFromEnv("BENCH_PAGES", 30, 1),
  keys: intFromEnv("BENCH_KEYS", 80, 5),
  skipBuild: process.env.BENCH_SKIP_BUILD === "1",
  strict: process.env.BENCH_STRICT === "1",
};

const TARGETS = { grammarPaintMs: 800, typingP95Ms: 16 };
const SESSION_KEY = "wordloom.session";
const LAST_DOCUMENT_KEY = "wordloom.lastDocumentId";
const ADMIN = { email: "bench-admin@example.test", password: "bench admin password" };
const VIEWPORT = { width: 1440, height: 900 };
const HIGHLIGHTS = '[data-highlight="assistant-tools"]';

const log = (line: string) => console.log(line);

/**
 * Runs in the page before the app: times a click on a named button to the first frame where the
 * grammar results and all their highlights are on screen.
 * Plain JavaScript: it runs in the page.
 */
const pageProbe = `(() => {
  const state = { started: null, armedFor: null };
  window.__assistantBench = state;
  document.addEventListener("pointerdown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || state.armedFor === null || state.started !== null) return;
    const hit = state.armedFor === "switch" ? target.closest("[role=switch]") : target.closest("button");
    if (hit && (state.armedFor === "switch" || (hit.textContent || "").trim() === state.armedFor)) {
      state.started = performance.now();
    }
  }, true);
  const painted = () => {
    const list = document.querySelector('[aria-label="Grammar suggestions"]');
    if (!list) {
      return [...document.querySelectorAll("[role=status]")].some((node) => node.textContent === "No grammar errors");
    }
    return list.children.length > 0 && document.querySelectorAll(${JSON.stringify(HIGHLIGHTS)}).length >= 1;
  };
  // Resolves on the first frame after the results replaced the loading rows, with their highlights.
  state.waitPainted = (armedFor) => new Promise((resolve) => {
    state.armedFor = armedFor;
    state.started = null;
    let sawLoading = false;
    // Loading rows may come and go within one frame: watch the DOM for them.
    const watcher = new MutationObserver(() => {
      if (state.started !== null && document.querySelector('[data-testid="skeleton-row"]') !== null) {
        sawLoading = true;
        watcher.disconnect();
      }
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    const check = () => {
      const loading = document.querySelector('[data-testid="skeleton-row"]') !== null;
      sawLoading = sawLoading || (state.started !== null && loading);
      if (sawLoading && !loading && painted()) {
        watcher.disconnect();
        requestAnimationFrame(() => setTimeout(() => {
          state.armedFor = null;
          resolve({
            ms: performance.now() - state.started,
            cards: document.querySelector('[aria-label="Grammar suggestions"]')?.children.length ?? 0,
            highlights: document.querySelectorAll(${JSON.stringify(HIGHLIGHTS)}).length,
          });
        }, 0));
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
})();`;

interface PaintResult {
  ms: number;
  cards: number;
  highlights: number;
}

const isPaintResult = (value: unknown): value is PaintResult =>
  typeof value === "object" && value !== null && "ms" in value && typeof value.ms === "number";

const median = (values: readonly number[]) => percentile(values, 0.5);

/** Clicks (the button named `armedFor`, or the switch) and waits in the page until the grammar results and their highlights are painted. */
const timeGrammar = async (page: Page, armedFor: string, click: () => Promise<void>): Promise<PaintResult> => {
  const waiting = page.evaluate(`window.__assistantBench.waitPainted(${JSON.stringify(armedFor)})`);
  await click();
  const result: unknown = await waiting;
  if (!isPaintResult(result)) {
    throw new Error(`unexpected measurement: ${JSON.stringify(result)}`);
  }
  return result;
};

interface RunResult {
  pageMode: PaintResult;
  documentMode: PaintResult;
  typingP95: number;
  typingMedian: number;
  /** The same typing before any tool ran (no highlights), for comparison. */
  baselineP95: number;
}

/** Types `settings.keys` characters at the end of the first paragraph; answers each key's latency. */
const typeInFirstParagraph = async (page: Page): Promise<number[]> => {
  await page.getByLabel("Document", { exact: true }).locator("p").first().click();
  await page.keyboard.press("End");
  return typeAndMeasure(page, settings.keys);
};

const measureRun = async (browser: Browser, baseUrl: string, sessionJson: string, documentId: string): Promise<RunResult> => {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: "block" });
  try {
    await context.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(sessionJson)}); localStorage.setItem(${JSON.stringify(LAST_DOCUMENT_KEY)}, ${JSON.stringify(documentId)});`,
    });
    await context.addInitScript({ content: pageProbe });
    await context.addInitScript({ content: typingProbe });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/writing/app`);
    const editor = page.getByLabel("Document", { exact: true });
    await editor.waitFor({ timeout: 60_000 });
    const pane = page.getByRole("complementary", { name: "Assistant" });
    await pane.waitFor({ timeout: 60_000 });
    const baseline = await typeInFirstParagraph(page);
    // The caret on the first page.
    await editor.locator("p").first().click();

    const pageMode = await timeGrammar(page, "Grammar", () =>
      pane.getByRole("group", { name: "AI tools" }).getByRole("button", { name: "Grammar", exact: true }).click(),
    );
    const documentMode = await timeGrammar(page, "switch", () => pane.getByRole("switch", { name: "Check the whole document" }).click());

    // Typing with the whole document's highlights present.
    const values = await typeInFirstParagraph(page);
    return {
      pageMode,
      documentMode,
      typingP95: percentile(values, 0.95),
      typingMedian: median(values),
      baselineP95: percentile(baseline, 0.95),
    };
  } finally {
    await context.close();
  }
};

const main = async () => {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is needed at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`);
  }
  if (!settings.skipBuild) {
    log("Building the web app…");
    buildWebapp(repoRoot, { quiet: true });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-assistant-"));
  cleanups.push({ label: `remove ${dataDir}`, run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const server: RunningServer = await startServer({
    cwd: repoRoot,
    dataDir,
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  cleanups.push({ label: "stop the server", run: () => server.stop() });

  const anonymous = createClient({ baseUrl: server.baseUrl });
  const auth = await anonymous.signUp({
    body: { email: `bench-${Date.now()}@example.test`, password: "bench password 123", fname: "Bench", lname: "Writer" },
  });
  const adminToken = (await anonymous.adminSignIn({ body: ADMIN })).accessToken;
  // Gold: the document-wide grammar toggle, and enough Grammar uses for every run.
  const user = await createClient({ baseUrl: server.baseUrl, getToken: () => adminToken }).adminUpdateUser({
    params: { id: auth.user.id },
    body: { subscriptionType: "gold" },
  });
  const client = createClient({ baseUrl: server.baseUrl, getToken: () => auth.accessToken });
  const pages = benchDocument(settings.pages);
  // A fresh copy per measured session: typing grows the first paragraph.
  const newDocument = async () => (await client.createDocument({ body: { title: "Assistant benchmark", pages } })).id;
  const words = pages
    .flatMap((stored) => stored.blocks.flatMap((block) => [...block.sentences, ...(block.cells ?? []).flatMap((cell) => cell.sentences)]))
    .reduce((sum, sentence) => sum + sentence.text.split(/\s+/).length, 0);
  log(`Document: ${pages.length} pages, ${pages.reduce((sum, stored) => sum + stored.blocks.length, 0)} blocks, ~${words} words`);
  const sessionJson = JSON.stringify({ ...auth, user });

  const [load1] = os.loadavg();
  log(`Load average before measuring: ${load1?.toFixed(2)} (1 min) on ${os.cpus().length} CPUs`);
  const atDisplayRate = await launchBrowser();
  cleanups.push({ label: "close Chromium", run: () => atDisplayRate.close() });
  const unthrottled = await launchBrowser(UNTHROTTLED_FRAMES);
  cleanups.push({ label: "close the unthrottled Chromium", run: () => unthrottled.close() });
  const measure = async (browser: Browser) => measureRun(browser, server.baseUrl, sessionJson, await newDocument());
  await measure(atDisplayRate);
  await measure(unthrottled);
  const runs: { displayRate: RunResult; unthrottled: RunResult }[] = [];
  const floors = { displayRate: [] as number[], unthrottled: [] as number[] };
  for (let run = 1; run <= settings.runs; run++) {
    const result = { displayRate: await measure(atDisplayRate), unthrottled: await measure(unthrottled) };
    floors.displayRate.push(await bareTextareaP95(atDisplayRate, settings.keys));
    floors.unthrottled.push(await bareTextareaP95(unthrottled, settings.keys));
    runs.push(result);
    const { pageMode, documentMode } = result.displayRate;
    const typing = (figures: RunResult) =>
      `p95 ${figures.typingP95.toFixed(1)} ms (median ${figures.typingMedian.toFixed(1)} ms; before any tool ${figures.baselineP95.toFixed(1)} ms)`;
    log(
      `  run ${run}: Grammar page ${pageMode.ms.toFixed(0)} ms (${pageMode.cards} cards, ${pageMode.highlights} highlights), document ${documentMode.ms.toFixed(0)} ms (${documentMode.cards} cards); ` +
        `typing unthrottled ${typing(result.unthrottled)}, at 60 Hz ${typing(result.displayRate)}`,
    );
  }
  const medianOf = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick));
  const pageMs = medianOf((run) => run.displayRate.pageMode.ms);
  const documentMs = medianOf((run) => run.displayRate.documentMode.ms);
  const typing = medianOf((run) => run.unthrottled.typingP95);
  const rows: Array<[string, string, string, boolean | null]> = [
    [
      `Grammar opened → highlights painted, page mode (median of ${runs.length})`,
      `${pageMs.toFixed(0)} ms`,
      `≤ ${TARGETS.grammarPaintMs} ms`,
      pageMs <= TARGETS.grammarPaintMs,
    ],
    [`Grammar, whole ${settings.pages}-page document (median)`, `${documentMs.toFixed(0)} ms`, "(not a target)", null],
    [
      `Typing latency p95 with highlights, frames unthrottled (median of runs)`,
      `${typing.toFixed(1)} ms`,
      `≤ ${TARGETS.typingP95Ms} ms`,
      typing <= TARGETS.typingP95Ms,
    ],
    [`  the same before any tool (no highlights)`, `${medianOf((run) => run.unthrottled.baselineP95).toFixed(1)} ms`, "(comparison)", null],
    [`  a bare textarea, frames unthrottled (floor)`, `${median(floors.unthrottled).toFixed(1)} ms`, "(comparison)", null],
    [`Typing latency p95 with highlights at 60 Hz`, `${medianOf((run) => run.displayRate.typingP95).toFixed(1)} ms`, "(comparison)", null],
    [`  a bare textarea at 60 Hz (floor)`, `${median(floors.displayRate).toFixed(1)} ms`, "(comparison)", null],
  ];
  const width = Math.max(...rows.map((row) => row[0].length));
  log("");
  log(`${"Metric".padEnd(width)}  ${"Measured".padEnd(10)}  ${"Target".padEnd(14)}  Result`);
  for (const [metric, measured, target, ok] of rows) {
    log(`${metric.padEnd(width)}  ${measured.padEnd(10)}  ${target.padEnd(14)}  ${ok === null ? "-" : ok ? "PASS" : "MISS"}`);
  }
  return rows.every((row) => row[3] !== false);
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
