// What bench:editor does inside the editor's page: wait for a condition, put the caret in running
// text, and type while timing each keystroke to the painted frame.
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, CDPSession, Page as BrowserPage } from "playwright-core";
import { percentile } from "./run-support";

/**
 * Polls an expression in the page until it is true. (waitForFunction would evaluate a string with
 * eval inside the page, which the app's Content Security Policy refuses.)
 */
export const waitInPage = async (page: BrowserPage, expression: string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${expression}`);
    }
    await sleep(50);
  }
};

/**
 * Puts the caret in the first paragraph of running text (a top-level paragraph, not a table cell,
 * list item or quote) after `share` of the document, and shows it.
 */
export const caretInTheMiddle = async (page: BrowserPage, share = 0.5): Promise<void> => {
  await page.evaluate(`(() => {
    const editor = document.querySelector(".ProseMirror").editor;
    const doc = editor.state.doc;
    const from = Math.floor(doc.content.size * ${share});
    let found = null;
    doc.forEach((node, pos) => {
      if (found === null && pos >= from && node.type.name === "paragraph" && node.textContent.length > 8) found = pos + 5;
    });
    editor.chain().focus().setTextSelection(found ?? from).scrollIntoView().run();
  })()`);
  await page.evaluate("new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))");
};

/** Records keystroke-to-paint for every keydown from now on (performance marks and measures). */
const installKeystrokeProbe = (page: BrowserPage) =>
  page.evaluate(`(() => {
    const latencies = [];
    window.__keystrokes = latencies;
    let count = 0;
    window.addEventListener("keydown", (event) => {
      const name = "key-" + (count += 1);
      performance.mark(name, { startTime: event.timeStamp });
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const measure = performance.measure("keystroke-to-paint " + name, { start: name, end: performance.now() });
          latencies.push(measure.duration);
        };
        channel.port2.postMessage(0);
      });
    }, { capture: true });
  })()`);

const TYPED = "the quick brown fox jumps over the lazy dog while the weaver counts every pick ";

/** Chromium's cumulative main-thread durations (seconds), from the DevTools protocol. */
const RENDERER_METRICS = ["ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "TaskDuration"] as const;
type RendererMetrics = Record<(typeof RENDERER_METRICS)[number], number>;

const rendererMetrics = async (cdp: CDPSession): Promise<RendererMetrics> => {
  const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    ScriptDuration: value("ScriptDuration"),
    RecalcStyleDuration: value("RecalcStyleDuration"),
    LayoutDuration: value("LayoutDuration"),
    TaskDuration: value("TaskDuration"),
  };
};

export interface TypingResult {
  latencies: number[];
  /** Main-thread milliseconds per keystroke: script, style recalculation, layout, all tasks. */
  perKey: RendererMetrics;
  /** Durations of the animation-frame callbacks that ran while typing (the pagination layout among them). */
  frameWork: number[];
}

/** How much to type: measured keys, and the pause after each. */
export interface TypingSettings {
  keys: number;
  keyIntervalMs: number;
}

/** Keys typed and left unmeasured before the measured ones. */
const WARM_UP_KEYS = 10;

/** Types `count` keys of TYPED, starting at `from`, one at a time with the settings' pause. */
const typeKeys = async (page: BrowserPage, from: number, count: number, keyIntervalMs: number): Promise<void> => {
  for (let index = from; index < from + count; index += 1) {
    await page.keyboard.type(TYPED[index % TYPED.length] ?? " ");
    await sleep(keyIntervalMs);
  }
};

/** Keys a floor page is typed with: fewer than the editor's, it varies less. */
const FLOOR_KEYS = 60;

/**
 * Types into a page that has the caret already (the editor's probe installed here) and answers
 * the latencies of the keys after `warmUp` unmeasured ones.
 */
export const floorLatencies = async (page: BrowserPage, settings: TypingSettings, warmUp = 0): Promise<number[]> => {
  await installKeystrokeProbe(page);
  const keys = Math.min(settings.keys, FLOOR_KEYS) + warmUp;
  await typeKeys(page, 0, keys, settings.keyIntervalMs);
  await waitInPage(page, `window.__keystrokes.length >= ${keys}`, 30_000);
  const latencies: unknown = await page.evaluate("window.__keystrokes");
  return Array.isArray(latencies) ? latencies.slice(warmUp).map(Number) : [];
};

/**
 * Keystroke-to-paint p95 of a bare <textarea> in `browser`, typed into and measured as the editor
 * is: the floor no page can beat (typing-probe.ts measures its floor with the assistant's probe).
 */
export const textareaFloorP95 = async (browser: Browser, settings: TypingSettings): Promise<number> => {
  const page = await browser.newPage();
  try {
    await page.goto(`data:text/html,${encodeURIComponent('<textarea aria-label="Floor"></textarea>')}`);
    await page.getByLabel("Floor").click();
    return percentile(await floorLatencies(page, settings), 0.95);
  } finally {
    await page.close();
  }
};

/** Types in the middle of the document, one key at a time, and answers the measured latencies. */
export const measureKeystrokes = async (page: BrowserPage, settings: TypingSettings): Promise<TypingResult> => {
  await caretInTheMiddle(page);
  await installKeystrokeProbe(page);
  const total = WARM_UP_KEYS + settings.keys;
  await typeKeys(page, 0, WARM_UP_KEYS, settings.keyIntervalMs);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const before = await rendererMetrics(cdp);
  await page.evaluate("window.__editorBench.frameWork = []");
  await typeKeys(page, WARM_UP_KEYS, settings.keys, settings.keyIntervalMs);
  await waitInPage(page, `window.__keystrokes.length >= ${total}`, 30_000);
  const after = await rendererMetrics(cdp);
  const perKey = Object.fromEntries(
    RENDERER_METRICS.map((name) => [name, ((after[name] - before[name]) * 1000) / settings.keys]),
  ) as RendererMetrics;
  await cdp.detach();
  const latencies: unknown = await page.evaluate("window.__keystrokes");
  const frameWork: unknown = await page.evaluate(
    "(() => { const work = window.__editorBench.frameWork; window.__editorBench.frameWork = null; return work; })()",
  );
  if (!Array.isArray(latencies) || !Array.isArray(frameWork)) {
    throw new Error("no keystroke measurements");
  }
  // Frames with real work: the many empty callbacks of the keystroke probe itself are left out.
  return {
    latencies: latencies.slice(WARM_UP_KEYS).map(Number),
    perKey,
    frameWork: frameWork.map(Number).filter((duration) => duration >= 0.5),
  };
};
