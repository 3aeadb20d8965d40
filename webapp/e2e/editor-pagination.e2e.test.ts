import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { Browser, Page as BrowserPage } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Block, Fragment, Page, Sentence } from "@wordloom/shared/model";
import type { EditorHarness } from "../src/editor/core/testing/harness";
import { api, createUser, launchBrowser, newContext } from "./browser";

const baseUrl = inject("baseUrl");
const webappDir = fileURLToPath(new URL("../", import.meta.url));
const HARNESS_PATH = "/__editor-harness/";
/** webapp/src/editor/core/geometry.ts */
const PAGE_HEIGHT = 1056;
const PAGE_PADDING = 50;
const PAGE_GAP = 24;
const CITATION_LINE = 19;
const STRIDE = PAGE_HEIGHT + PAGE_GAP;

let browser: Browser;
let bundleDir: string;

/** Bundles webapp/src/editor/core/testing/harness.tsx (the editor alone on a page) with Vite. */
const buildHarness = async (): Promise<string> => {
  const outDir = mkdtempSync(path.join(tmpdir(), "wordloom-editor-harness-"));
  // A production build (the test runner's NODE_ENV=test would give React's development JSX runtime).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await buildBundle(outDir);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
};

const buildBundle = async (outDir: string): Promise<void> => {
  await build({
    configFile: false,
    root: webappDir,
    base: HARNESS_PATH,
    mode: "production",
    logLevel: "warn",
    publicDir: false,
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      target: "es2022",
      rollupOptions: {
        input: path.join(webappDir, "src/editor/core/testing/harness.tsx"),
        output: { entryFileNames: "harness.js", chunkFileNames: "[name].js", assetFileNames: "[name][extname]" },
      },
    },
  });
};

/** Opens the harness on the real server's origin (its files are served from the bundle) and mounts the editor. */
const openEditor = async (pages: Page[]): Promise<BrowserPage> => {
  const context = await newContext(browser, baseUrl, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.route(`**${HARNESS_PATH}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(HARNESS_PATH.length);
    if (name === "" || name === "index.html") {
      await route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0;background:#eee"><div id="root"></div><script type="module" src="${HARNESS_PATH}harness.js"></script></body></html>`,
      });
      return;
    }
    const type = name.endsWith(".css") ? "text/css" : "text/javascript";
    await route.fulfill({ contentType: type, body: readFileSync(path.join(bundleDir, name)) });
  });
  // Times every animation-frame callback: pagination runs in one per change.
  await page.addInitScript(() => {
    const frames: number[] = [];
    const original = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      original((time) => {
        const start = performance.now();
        callback(time);
        frames.push(performance.now() - start);
      });
    (window as unknown as { frameTimes: number[] }).frameTimes = frames;
  });
  await page.goto(HARNESS_PATH);
  await page.waitForFunction(() => typeof window.mountPagedEditor === "function");
  await page.evaluate((stored) => {
    const root = document.getElementById("root");
    if (root) {
      window.mountPagedEditor?.(root, stored);
    }
  }, pages);
  await page.waitForFunction(() => (window.editorHarness?.layouts.length ?? 0) > 0);
  return page;
};

const LOREM =
  "The loom carries every thread across the warp, and each pass tightens the cloth a little more. " +
  "Weavers count the picks per inch to keep the fabric even from one edge to the other. ";

let sequence = 0;
const sentence = (...fragments: Fragment[]): Sentence => ({
  id: `s${(sequence += 1)}`,
  text: fragments.map((fragment) => fragment.text).join(""),
  fragments,
});
const paragraph = (text: string, htmlType: Block["htmlType"] = "text"): Block => ({
  id: `b${(sequence += 1)}`,
  htmlType,
  sentences: text
    .trim()
    .split(/(?<=\.) /)
    .map((piece) => sentence({ text: piece })),
});
const footnote = (title: string): Fragment["citation"] => ({
  citationIndex: 0,
  citationData: { citationType: "chicago-biblo", author: "Ada Lovelace", title, publisher: "Acme", year: "1843" },
});

/** About four pages: paragraphs, citations, a 24-row table, a paragraph longer than a page, a list. */
const longDocument = (): Page[] => [
  {
    blocks: [
      paragraph("Pagination in a real browser.", "heading-one"),
      ...Array.from({ length: 8 }, () => paragraph(LOREM.repeat(2))),
      {
        id: "cited",
        htmlType: "text",
        sentences: [
          sentence({ text: "Two claims need sources", citation: footnote("On weaving") }, { text: "." }),
          sentence({ text: "The second one too", citation: footnote("On looms") }, { text: "." }),
        ],
      },
      paragraph("A table that runs across pages.", "heading-two"),
      ...Array.from({ length: 24 }, (_, row) => ({
        id: `row-${row}`,
        htmlType: "table-row" as const,
        sentences: [],
        isHeadNode: row === 0,
        cells: [
          { sentences: [sentence({ text: row === 0 ? "Thread" : `Thread ${row}` })] },
          { sentences: [sentence({ text: row === 0 ? "Count" : String(row * 12) })] },
        ],
      })),
      { ...paragraph(LOREM.repeat(16)), id: "long" },
      ...Array.from({ length: 6 }, (_, item) =>
        paragraph(`List item number ${item + 1}.`, item % 3 === 2 ? "nested-bullet-item" : "bullet-item"),
      ),
      ...Array.from({ length: 4 }, (_, item) => paragraph(`Step number ${item + 1}.`, item === 0 ? "number-item" : "nested-number-item")),
      { ...paragraph("The last paragraph of the document."), id: "last" },
    ],
  },
];

interface PageCheck {
  pageCount: number;
  /** Text lines or table rows that cross a page's content limit, or sit above its top padding. */
  misplaced: string[];
  inlineSpacers: number;
  footerCitations: number[];
}

/**
 * Checks the layout in the page: every text line and table row lies inside the content area of
 * its page (below the top padding, above the footer: bottom padding plus 19 px per footer citation).
 */
const checkPages = (page: BrowserPage): Promise<PageCheck> =>
  page.evaluate(
    ({ stride, height, padding, citationLine }) => {
      const editor = document.querySelector(".ProseMirror");
      if (!editor) {
        throw new Error("no editor");
      }
      const origin = editor.getBoundingClientRect().top;
      const footers = Array.from(document.querySelectorAll("footer")).map((footer) => footer.querySelectorAll("sup").length);
      const misplaced: string[] = [];
      const check = (top: number, bottom: number, what: string) => {
        const pageIndex = Math.floor((top - origin) / stride);
        const pageTop = origin + pageIndex * stride;
        const limit = pageTop + height - padding - citationLine * (footers[pageIndex] ?? 0);
        if (top < pageTop + padding - 1 || bottom > limit + 1) {
          misplaced.push(
            `${what} on page ${pageIndex + 1}: ${Math.round(top - pageTop)}–${Math.round(bottom - pageTop)} (limit ${Math.round(limit - pageTop)})`,
          );
        }
      };
      const walker = document.createTreeWalker(editor, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.height > 0) {
            check(rect.top, rect.bottom, JSON.stringify((node.textContent ?? "").slice(0, 20)));
          }
        }
      }
      for (const row of Array.from(editor.querySelectorAll("tr:not(.wl-page-spacer)"))) {
        const rect = row.getBoundingClientRect();
        check(rect.top, rect.bottom, `row ${row.textContent ?? ""}`);
      }
      return {
        pageCount: window.editorHarness?.editor?.storage.pagination.layout.pageCount ?? 0,
        misplaced,
        inlineSpacers: editor.querySelectorAll(".wl-page-spacer-inline").length,
        footerCitations: footers,
      };
    },
    { stride: STRIDE, height: PAGE_HEIGHT, padding: PAGE_PADDING, citationLine: CITATION_LINE },
  );

const waitForPageCount = (page: BrowserPage, count: number) =>
  page.waitForFunction((expected) => window.editorHarness?.editor?.storage.pagination.layout.pageCount === expected, count, {
    timeout: 10_000,
  });

/** Durations (ms) of the animation-frame callbacks run since the last call. */
const takeFrameTimes = (page: BrowserPage): Promise<number[]> =>
  page.evaluate(() => {
    const frames = (window as unknown as { frameTimes: number[] }).frameTimes;
    return frames.splice(0, frames.length);
  });

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

beforeAll(async () => {
  [browser, bundleDir] = await Promise.all([launchBrowser(), buildHarness()]);
});
afterAll(async () => {
  await browser.close();
  rmSync(bundleDir, { recursive: true, force: true });
});

describe("paged editor in Chromium", () => {
  it("lays a stored document out in pages, splitting long paragraphs between lines and tables between rows", async () => {
    const user = await createUser(baseUrl, "pagination");
    const client = api(baseUrl, user.accessToken);
    const created = await client.createDocument({ body: { title: "Pagination", pages: longDocument() } });
    const stored = await client.getDocument({ params: { id: created.id } });

    const page = await openEditor(stored.pages);
    const check = await checkPages(page);
    expect(check.misplaced).toEqual([]);
    expect(check.pageCount).toBeGreaterThanOrEqual(4);
    expect(check.inlineSpacers).toBeGreaterThanOrEqual(1);
    expect(check.footerCitations.reduce((sum, count) => sum + count, 0)).toBe(2);
    await page.getByRole("article", { name: `Page ${check.pageCount} of ${check.pageCount}` }).waitFor();
    await page.getByText(`Page 1 of ${check.pageCount}`, { exact: true }).waitFor();
    // The editable column is as tall as the pages, so a click anywhere on the last page lands in it.
    expect(await page.locator(".ProseMirror").evaluate((editor) => getComputedStyle(editor).minHeight)).toBe(
      `${check.pageCount * STRIDE - PAGE_GAP}px`,
    );
    // Pages are drawn, never stored.
    expect(await page.evaluate(() => window.editorHarness?.editor?.getHTML().includes("wl-page-spacer"))).toBe(false);
    // Nested numbered items count i, ii, iii.
    expect(
      await page
        .locator("ol ol")
        .first()
        .evaluate((list) => getComputedStyle(list).listStyleType),
    ).toBe("lower-roman");
    await page.context().close();
  });

  it("adds a page when typing crosses the last page's end, and undo takes it away", async () => {
    const page = await openEditor(longDocument());
    const before = (await checkPages(page)).pageCount;

    // Type at the end of the document: new paragraphs until the text no longer fits the last page.
    await page.locator(".ProseMirror").click();
    await page.keyboard.press("Control+End");
    // ProseMirror reads the browser's selection change a task later; an Enter pressed before that
    // would split the block where the click left the caret (page 2), not at the end.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const editor = window.editorHarness?.editor;
            return editor ? editor.state.doc.content.size - editor.state.selection.head : -1;
          }),
        { timeout: 10_000 },
      )
      .toBeLessThanOrEqual(1);
    let presses = 0;
    while ((await checkPages(page)).pageCount === before && presses < 60) {
      await page.keyboard.press("Enter");
      await page.keyboard.type("More text typed at the end.");
      presses += 1;
    }
    await waitForPageCount(page, before + 1);
    // Polled like the caret below: the last layout's spacers may be drawn a frame after the count changed.
    await expect.poll(async () => (await checkPages(page)).misplaced, { timeout: 10_000 }).toEqual([]);
    expect((await checkPages(page)).pageCount).toBe(before + 1);
    await page.getByRole("article", { name: `Page ${before + 1} of ${before + 1}` }).waitFor();

    // The caret's paragraph is on the new page (polled: on a busy machine the spacers of the last
    // layout may be drawn a frame after the page count changed).
    const caretPage = () =>
      page.evaluate((stride) => {
        // ProseMirror's own caret coordinates, whatever node the browser's DOM selection sits in.
        const root = document.querySelector<
          HTMLElement & { editor?: { view: { coordsAtPos(pos: number): { top: number } }; state: { selection: { head: number } } } }
        >(".ProseMirror");
        const editor = root?.editor;
        if (!root || !editor) {
          return 0;
        }
        const caret = editor.view.coordsAtPos(editor.state.selection.head);
        return Math.floor((caret.top - root.getBoundingClientRect().top) / stride) + 1;
      }, STRIDE);
    await expect.poll(caretPage, { timeout: 10_000 }).toBe(before + 1);

    // Pagination never enters the undo history: undoing the typing restores the page count.
    for (let undo = 0; undo < presses * 2 + 4; undo += 1) {
      await page.keyboard.press("Control+z");
    }
    await waitForPageCount(page, before);
    await expect.poll(async () => (await checkPages(page)).misplaced, { timeout: 10_000 }).toEqual([]);
    await page.context().close();
  });

  it("re-paginates after inserting text at the top, quickly", async () => {
    const page = await openEditor(longDocument());
    const before = (await checkPages(page)).pageCount;
    const timing = await page.evaluate(async () => {
      const harness: EditorHarness | undefined = window.editorHarness;
      const editor = harness?.editor;
      if (!harness || !editor) {
        throw new Error("no editor");
      }
      const waitForLayout = (count: number) =>
        new Promise<number>((resolve) => {
          const poll = () =>
            harness.layouts.length > count ? resolve(harness.layouts[harness.layouts.length - 1]?.at ?? 0) : requestAnimationFrame(poll);
          poll();
        });
      const paragraphs = Array.from({ length: 40 }, (_, index) => ({
        type: "paragraph",
        content: [{ type: "text", text: `Inserted paragraph ${index + 1}.` }],
      }));
      const seen = harness.layouts.length;
      const start = performance.now();
      editor.commands.insertContentAt(0, paragraphs);
      const laidOut = await waitForLayout(seen);
      return { insertToLayoutMs: laidOut - start };
    });
    await page.waitForFunction((count) => (window.editorHarness?.editor?.storage.pagination.layout.pageCount ?? 0) > count, before);
    const check = await checkPages(page);
    expect(check.misplaced).toEqual([]);
    console.warn(
      `[editor-pagination] 40 paragraphs inserted at the top: ${before} → ${check.pageCount} pages, layout after ${timing.insertToLayoutMs.toFixed(1)} ms`,
    );
    expect(timing.insertToLayoutMs).toBeLessThan(500);
    await page.context().close();
  });

  it("lays out after each edit exactly as a fresh layout of the whole document would", async () => {
    const filler = Array.from({ length: 30 }, (_, index) => ({ ...paragraph(LOREM.repeat(1 + (index % 4))), id: `f${index}` }));
    const page = await openEditor([
      { blocks: [...filler, ...(longDocument()[0]?.blocks ?? []), ...filler.map((block) => ({ ...block, id: `g${block.id}` }))] },
    ]);
    /** The layout and the drawn spacers, now and after measuring everything again. */
    const incrementalAndFresh = () =>
      page.evaluate(async () => {
        const editor = window.editorHarness?.editor;
        if (!editor) {
          throw new Error("no editor");
        }
        const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
        const snapshot = () =>
          JSON.stringify({
            layout: editor.storage.pagination.layout,
            spacers: Array.from(
              editor.view.dom.querySelectorAll<HTMLElement>(".wl-page-spacer"),
              (spacer) => `${spacer.className} ${spacer.style.height || spacer.querySelector("td")?.style.height}`,
            ),
          });
        await settle();
        const incremental = snapshot();
        editor.storage.pagination.relayout();
        await settle();
        return { incremental, fresh: snapshot() };
      });
    const edits: { name: string; run: () => Promise<unknown> }[] = [
      {
        name: "40 paragraphs pasted in the middle",
        run: () =>
          page.evaluate(() => {
            const editor = window.editorHarness?.editor;
            const paragraphs = Array.from({ length: 40 }, (_, index) => ({
              type: "paragraph",
              content: [{ type: "text", text: `Pasted paragraph ${index + 1} in the middle of the document.` }],
            }));
            editor?.commands.insertContentAt(Math.floor((editor.state.doc.content.size ?? 0) / 2), paragraphs);
          }),
      },
      {
        name: "typing in a paragraph split between pages",
        run: async () => {
          await page.evaluate(() => {
            const editor = window.editorHarness?.editor;
            const spacer = editor?.view.dom.querySelector(".wl-page-spacer-inline");
            if (editor && spacer) {
              editor.commands.setTextSelection(editor.view.posAtDOM(spacer, 0) - 20);
              editor.commands.focus();
            }
          });
          await page.keyboard.type("a few more words typed here ", { delay: 10 });
        },
      },
      {
        name: "a table cell grown by a long text",
        run: () =>
          page.evaluate(() => {
            const editor = window.editorHarness?.editor;
            let cellText = -1;
            editor?.state.doc.descendants((node, pos) => {
              if (cellText < 0 && node.type.name === "tableCell") {
                cellText = pos + 2;
              }
              return cellText < 0;
            });
            editor?.commands.insertContentAt(cellText, " and a note long enough to wrap over several lines of its cell. ".repeat(4));
          }),
      },
      {
        name: "text added to a paragraph far below the viewport",
        run: () =>
          page.evaluate(() => {
            window.scrollTo(0, 0);
            const editor = window.editorHarness?.editor;
            const far = editor?.view.dom.querySelector('[data-block-id="gf25"]');
            if (editor && far) {
              editor.commands.insertContentAt(
                editor.view.posAtDOM(far, 0),
                "A sentence that makes this far paragraph longer by a line or two. ".repeat(3),
              );
            }
          }),
      },
      {
        name: "the first third of the document deleted",
        run: () =>
          page.evaluate(() => {
            const editor = window.editorHarness?.editor;
            if (editor) {
              const $end = editor.state.doc.resolve(Math.floor(editor.state.doc.content.size / 3));
              editor.commands.deleteRange({ from: 0, to: $end.before(1) });
            }
          }),
      },
    ];
    for (const edit of edits) {
      await edit.run();
      const { incremental, fresh } = await incrementalAndFresh();
      expect(incremental, edit.name).toBe(fresh);
      expect((await checkPages(page)).misplaced, edit.name).toEqual([]);
    }
    await page.context().close();
  });

  it("re-paginates a 50-page document incrementally while typing", async () => {
    const blocks = Array.from({ length: 400 }, (_, index) => ({ ...paragraph(LOREM.repeat(2)), id: `p${index}` }));
    const opened = performance.now();
    const page = await openEditor([{ blocks }]);
    const firstLayoutMs = performance.now() - opened;
    const pageCount = (await checkPages(page)).pageCount;
    expect(pageCount).toBeGreaterThanOrEqual(45);
    const initial = await takeFrameTimes(page);

    const typeAt = async (blockId: string) => {
      await page.evaluate((id) => {
        const editor = window.editorHarness?.editor;
        const dom = editor?.view.dom.querySelector(`[data-block-id="${id}"]`);
        if (editor && dom) {
          editor.commands.setTextSelection(editor.view.posAtDOM(dom, 0));
          editor.commands.focus();
        }
      }, blockId);
      await takeFrameTimes(page);
      await page.keyboard.type("typing here ", { delay: 30 });
      await page.waitForTimeout(100);
      return takeFrameTimes(page);
    };
    const atTop = await typeAt("p0");
    const atEnd = await typeAt("p399");
    const check = await checkPages(page);
    expect(check.misplaced).toEqual([]);
    console.warn(
      `[editor-pagination] ${pageCount} pages: first layout frame ${Math.max(...initial).toFixed(1)} ms (open ${firstLayoutMs.toFixed(0)} ms); ` +
        `typing on page 1: median ${median(atTop).toFixed(1)} ms, max ${Math.max(...atTop).toFixed(1)} ms per frame; ` +
        `on the last page: median ${median(atEnd).toFixed(1)} ms, max ${Math.max(...atEnd).toFixed(1)} ms`,
    );
    expect(median(atEnd)).toBeLessThan(50);
    await page.context().close();
  });
});
