// Keystroke latency as bench:assistant measures it, for the app and for a bare <textarea> (the
// floor: what any web page measures by the same clock on the same browser).
import type { Browser, Page } from "playwright-core";
import { percentile } from "./run-support";

/**
 * Chromium switch for the "unthrottled" browser: frames are produced as soon as there is something
 * to draw, instead of at the next 60 Hz tick. Keystroke-to-frame then measures the work a key
 * costs; at 60 Hz it also measures where in the display's refresh the key happened to land (a
 * wait of 0–16.7 ms that no page can shorten: a bare textarea measures p95 ≈ 17 ms).
 */
export const UNTHROTTLED_FRAMES = ["--disable-frame-rate-limit"];

/**
 * Runs in the page before anything else (Plain JavaScript): records, for every key that changes
 * the text, the time from the keydown event to the next animation frame after its input event
 * (Event Timing style), in `window.__typingLatencies`.
 */
export const typingProbe = `(() => {
  const latencies = [];
  window.__typingLatencies = latencies;
  let keyAt = null;
  document.addEventListener("keydown", (event) => { keyAt = event.timeStamp; }, true);
  document.addEventListener("input", () => {
    if (keyAt === null) return;
    const from = keyAt;
    keyAt = null;
    requestAnimationFrame(() => latencies.push(performance.now() - from));
  }, true);
})();`;

export const TYPED_TEXT = "the quick brown fox jumps over the lazy dog ";

/** Types `keys` characters (40 ms apart) where the caret is; answers each key's latency. */
export const typeAndMeasure = async (page: Page, keys: number): Promise<number[]> => {
  await page.evaluate("window.__typingLatencies.length = 0");
  const text = TYPED_TEXT.repeat(Math.ceil(keys / TYPED_TEXT.length)).slice(0, keys);
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForTimeout(200);
  const latencies: unknown = await page.evaluate("window.__typingLatencies.slice()");
  if (!Array.isArray(latencies) || latencies.length === 0) {
    throw new Error("no keystroke was measured");
  }
  return latencies.filter((value): value is number => typeof value === "number");
};

/** p95 of typing `keys` characters into a bare textarea in `browser`, with the same probe. */
export const bareTextareaP95 = async (browser: Browser, keys: number): Promise<number> => {
  const page = await browser.newPage();
  try {
    await page.addInitScript({ content: typingProbe });
    await page.goto(`data:text/html,${encodeURIComponent('<textarea aria-label="Floor"></textarea>')}`);
    await page.getByLabel("Floor").click();
    return percentile(await typeAndMeasure(page, keys), 0.95);
  } finally {
    await page.close();
  }
};
