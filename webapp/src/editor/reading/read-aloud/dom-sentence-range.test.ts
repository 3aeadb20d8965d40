import { describe, expect, it } from "vitest";
import { findSentenceRangeInDom } from "./dom-sentence-range";

const mount = (html: string): HTMLElement => {
  document.body.innerHTML = html;
  return document.body;
};

describe("findSentenceRangeInDom", () => {
  it("spans marked-up text nodes of the block", () => {
    const root = mount('<p data-block-id="b1">Plain <strong>bold</strong> end. Second <em>one</em>.</p>');
    expect(findSentenceRangeInDom(root, "b1", 0, 15)?.toString()).toBe("Plain bold end.");
    expect(findSentenceRangeInDom(root, "b1", 16, 27)?.toString()).toBe("Second one.");
  });

  it("skips citations and nested blocks", () => {
    const root = mount(
      '<ul><li data-block-id="item"><p>Cited<span class="wl-citation" contenteditable="false">[1]</span> here.</p>' +
        '<ul><li data-block-id="nested"><p>Nested text.</p></li></ul></li></ul>',
    );
    expect(findSentenceRangeInDom(root, "item", 0, 11)?.toString()).toBe("Cited[1] here.");
    expect(findSentenceRangeInDom(root, "item", 6, 11)?.toString()).toBe("here.");
    expect(findSentenceRangeInDom(root, "nested", 0, 12)?.toString()).toBe("Nested text.");
  });

  it("still finds text when the whole editor is read-only (contenteditable=false on its root)", () => {
    const root = mount(
      '<div class="ProseMirror" contenteditable="false"><p data-block-id="b1">Read only<span contenteditable="false">[2]</span>.</p></div>',
    );
    expect(findSentenceRangeInDom(root, "b1", 0, 10)?.toString()).toBe("Read only[2].");
    expect(findSentenceRangeInDom(root, "b1", 5, 9)?.toString()).toBe("only");
  });

  it("counts one space between table cells, empty ones too", () => {
    const root = mount(
      '<table><tbody><tr data-block-id="row"><td><p>Name</p></td><td><p></p></td><td><p>Ada Lovelace</p></td></tr></tbody></table>',
    );
    expect(findSentenceRangeInDom(root, "row", 6, 18)?.toString()).toBe("Ada Lovelace");
  });

  it("answers null for a missing block or offsets beyond the text", () => {
    const root = mount('<p data-block-id="b1">Short.</p>');
    expect(findSentenceRangeInDom(root, "other", 0, 3)).toBeNull();
    expect(findSentenceRangeInDom(root, "b1", 0, 50)).toBeNull();
    expect(findSentenceRangeInDom(root, "b1", 3, 3)).toBeNull();
  });
});
