// Time to interactive of one cold page load in headless Chromium, shared by the web app benchmarks
// (bench:webapp, bench:learning-ui): from navigation start to the later of the first frame showing
// the ready element and the end of the last long task before the main thread stays quiet.
import type { Browser } from "playwright-core";

const SESSION_KEY = "wordloom.session";

export interface LoadSettings {
  /** The long-task-free window that ends the measurement. */
  quietMs: number;
  /** Chromium CPU slowdown factor (1: none). */
  cpuThrottle: number;
  viewport: { width: number; height: number };
}

/**
 * Runs in every page before the app's own scripts: stores the session (when given) and records
 * long tasks and when the first element matching `readySelector` (a document row, a card) reaches the screen. Plain JavaScript: it runs in the page.
 */
export const pageProbe = (sessionJson: string | null, readySelector: string) => `(() => {
  ${sessionJson === null ? "" : `localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(sessionJson)});`}
  const state = { longTasks: [], readyAt: null };
  window.__wordloomBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  const readyObserver = new MutationObserver(() => {
    if (state.readyAt === null && document.querySelector(${JSON.stringify(readySelector)})) {
      readyObserver.disconnect();
      // The frame that shows it: after the next animation frame's paint.
      requestAnimationFrame(() => setTimeout(() => { state.readyAt = performance.now(); }, 0));
    }
  });
  readyObserver.observe(document, { childList: true, subtree: true });
  state.interactive = (quietMs) => new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const lastLongTaskEnd = state.longTasks.reduce((latest, task) => Math.max(latest, task[1]), 0);
      const ready = state.readyAt;
      if (ready !== null && now - Math.max(ready, lastLongTaskEnd) >= quietMs) {
        requestIdleCallback(() => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0];
          const scripts = performance.getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => new URL(entry.name).pathname);
          resolve({
            interactiveMs: Math.max(ready, lastLongTaskEnd),
            readyMs: state.readyAt,
            fcpMs: fcp ? fcp.startTime : null,
            longTasks: state.longTasks.length,
            longTaskMs: state.longTasks.reduce((sum, task) => sum + task[1] - task[0], 0),
            rows: document.querySelectorAll(${JSON.stringify(readySelector)}).length,
            scripts,
          });
        }, { timeout: 1000 });
        return;
      }
      setTimeout(tick, 25);
    };
    tick();
  });
})();`;

export interface LoadResult {
  interactiveMs: number;
  readyMs: number | null;
  fcpMs: number | null;
  longTasks: number;
  longTaskMs: number;
  rows: number;
  scripts: string[];
}

const isLoadResult = (value: unknown): value is LoadResult =>
  typeof value === "object" && value !== null && "interactiveMs" in value && typeof value.interactiveMs === "number";

/** One cold load of `pathname` in a fresh context, until `readySelector` shows and the main thread is quiet. */
export const measureLoad = async (
  browser: Browser,
  baseUrl: string,
  pathname: string,
  sessionJson: string | null,
  readySelector: string,
  settings: LoadSettings,
): Promise<LoadResult> => {
  const context = await browser.newContext({ viewport: settings.viewport, serviceWorkers: "block" });
  try {
    await context.addInitScript({ content: pageProbe(sessionJson, readySelector) });
    const page = await context.newPage();
    if (settings.cpuThrottle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: settings.cpuThrottle });
    }
    await page.goto(`${baseUrl}${pathname}`, { waitUntil: "commit" });
    const result: unknown = await page.evaluate(`window.__wordloomBench.interactive(${settings.quietMs})`);
    if (!isLoadResult(result)) {
      throw new Error(`unexpected measurement: ${JSON.stringify(result)}`);
    }
    if (new URL(page.url()).pathname !== pathname) {
      throw new Error(`the page ended on ${page.url()} instead of ${pathname}`);
    }
    return result;
  } finally {
    await context.close();
  }
};
