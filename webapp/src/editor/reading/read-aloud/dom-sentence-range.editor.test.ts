import { afterEach, describe, expect, it } from "vitest";
import { destroyTestEditors, testEditor } from "../../core/testing/editor";
import { everyElementPages } from "../../core/testing/fixtures";
import { findSentenceRangeInDom } from "./dom-sentence-range";
import { buildReadingQueue, readingBlocksFromPages } from "./reading-queue";

afterEach(() => destroyTestEditors());

/** The range's text without the widgets it spans (citation markers). */
const textWithoutWidgets = (range: Range): string => {
  const contents = range.cloneContents();
  contents.querySelectorAll('[contenteditable="false"], [data-citation-index]').forEach((widget) => widget.remove());
  return contents.textContent ?? "";
};

describe("findSentenceRangeInDom on the editor's DOM", () => {
  it.each([false, true])("finds every sentence of every element type (read-only: %s)", (readOnly) => {
    const pages = everyElementPages();
    const editor = testEditor(pages, { readOnly });
    const rows = new Set(
      pages
        .flatMap((page) => page.blocks)
        .filter((block) => block.htmlType === "table-row")
        .map((block) => block.id),
    );
    const queue = buildReadingQueue(readingBlocksFromPages(pages));
    expect(queue.length).toBeGreaterThan(10);
    for (const sentence of queue) {
      const range = findSentenceRangeInDom(editor.view.dom, sentence.blockId, sentence.start, sentence.end);
      const found = range ? textWithoutWidgets(range) : null;
      // The space joining two table cells is not in the DOM: the range spans from one cell into the next.
      const expected = rows.has(sentence.blockId) ? sentence.text.replace(/ /g, "") : sentence.text;
      expect(rows.has(sentence.blockId) ? found?.replace(/ /g, "") : found, sentence.text).toBe(expected);
    }
  });
});
