// The floor under the editor's keystroke figure: Chromium typing into a copy of the editor's own
// DOM and CSS (same pages, blocks, spacers and styles, one contenteditable) with no script at all,
// measured by the same probe. What it costs is the browser's own editing work for a document of
// this size: layout, paint, and the input-method state it recomputes from the text of the whole
// editable element on every change (InputMethodController::TextInputInfo, SyncSelectionIfRequired).
import type { Browser, Page as BrowserPage } from "playwright-core";
import { floorLatencies, type TypingSettings } from "./editor-typing";
import { percentile } from "./run-support";

export interface StaticFloor {
  p50: number;
  p95: number;
}

/** The stylesheets and the editor's page stack of an open editor, as static HTML. */
const snapshotEditor = async (page: BrowserPage): Promise<string> => {
  const html: unknown = await page.evaluate(`(() => {
    const sheets = [...document.styleSheets, ...document.adoptedStyleSheets];
    const css = sheets.map((sheet) => { try { return [...sheet.cssRules].map((rule) => rule.cssText).join("\\n"); } catch { return ""; } }).join("\\n");
    // ProseMirror's element, TipTap's wrapper, the page stack (with the sheets), the scroller.
    const stack = document.querySelector(".ProseMirror").parentElement.parentElement.parentElement;
    return "<!doctype html><html><head><style>" + css + "</style></head><body>" + stack.outerHTML + "</body></html>";
  })()`);
  if (typeof html !== "string") {
    throw new Error("could not copy the editor's DOM");
  }
  return html;
};

/** Types into a script-free copy of the open editor's DOM, caret in its middle paragraph. */
export const staticDomFloor = async (browser: Browser, editorPage: BrowserPage, settings: TypingSettings): Promise<StaticFloor> => {
  const html = await snapshotEditor(editorPage);
  const page = await browser.newPage({ viewport: editorPage.viewportSize() ?? undefined });
  try {
    await page.setContent(html);
    await page.evaluate(`(() => {
      const root = document.querySelector("[contenteditable=true]");
      root.focus();
      const paragraphs = [...root.querySelectorAll(":scope > p")].filter((p) => (p.firstChild?.textContent ?? "").length > 8);
      const target = paragraphs[Math.floor(paragraphs.length / 2)];
      const range = document.createRange();
      range.setStart(target.firstChild, 5);
      range.collapse(true);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      target.scrollIntoView({ block: "center" });
    })()`);
    const latencies = await floorLatencies(page, settings, 10);
    return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
  } finally {
    await page.close();
  }
};
