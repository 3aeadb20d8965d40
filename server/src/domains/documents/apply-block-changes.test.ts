import { describe, expect, it } from "vitest";
import type { Block, Page } from "@wordloom/shared/model";
import { applyBlockChanges } from "./apply-block-changes";

const block = (id: string, text = id): Block => ({ id, htmlType: "text", sentences: [{ id: `${id}-s`, text, fragments: [{ text }] }] });
const ids = (pages: readonly Page[]) => pages.map((page) => page.blocks.map((entry) => entry.id));

describe("applyBlockChanges", () => {
  const stored: Page[] = [{ blocks: [block("a"), block("b"), block("c")] }, { blocks: [block("d")] }];

  it("keeps unchanged blocks as the same objects, in their order and page", () => {
    const result = applyBlockChanges(stored, { upserted: [{ pageIndex: 0, position: 1, block: block("b", "edited") }], removed: [] });
    expect(ids(result)).toEqual([["a", "b", "c"], ["d"]]);
    expect(result[0]?.blocks[0]).toBe(stored[0]?.blocks[0]);
    expect(result[1]?.blocks[0]).toBe(stored[1]?.blocks[0]);
    expect(result[0]?.blocks[1]?.sentences[0]?.text).toBe("edited");
  });

  it("inserts new blocks at their final positions and removes deleted ones", () => {
    const result = applyBlockChanges(stored, {
      upserted: [
        { pageIndex: 0, position: 0, block: block("x") },
        { pageIndex: 0, position: 3, block: block("y") },
      ],
      removed: ["b"],
    });
    expect(ids(result)).toEqual([["x", "a", "c", "y"], ["d"]]);
  });

  it("moves a block to another page (a pagination shift)", () => {
    const result = applyBlockChanges(stored, { upserted: [{ pageIndex: 1, position: 0, block: block("c") }], removed: [] });
    expect(ids(result)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("adds pages for upserts past the end and follows pageCount", () => {
    expect(ids(applyBlockChanges(stored, { upserted: [{ pageIndex: 2, position: 0, block: block("z") }], removed: [] }))).toEqual([
      ["a", "b", "c"],
      ["d"],
      ["z"],
    ]);
    expect(ids(applyBlockChanges(stored, { upserted: [], removed: ["d"], pageCount: 1 }))).toEqual([["a", "b", "c"]]);
  });

  it("never drops a block left on a page beyond pageCount: it moves to the last page", () => {
    expect(ids(applyBlockChanges(stored, { upserted: [], removed: [], pageCount: 1 }))).toEqual([["a", "b", "c", "d"]]);
  });

  it("ignores removals of unknown blocks, so a retried save is harmless", () => {
    expect(ids(applyBlockChanges(stored, { upserted: [], removed: ["nope"] }))).toEqual(ids(stored));
  });

  it("clamps a position past the end of the page", () => {
    expect(ids(applyBlockChanges(stored, { upserted: [{ pageIndex: 1, position: 9, block: block("e") }], removed: [] }))).toEqual([
      ["a", "b", "c"],
      ["d", "e"],
    ]);
  });

  it("rebuilds a reorder from afterBlockId links, where positions alone cannot tell", () => {
    const page: Page[] = [{ blocks: [block("p"), block("u2"), block("q"), block("u1")] }];
    // [p, u2, q, u1] → [q, u1, p, u2]: u1 and u2 keep the block before them, so only p and q are sent.
    const result = applyBlockChanges(page, {
      upserted: [
        { pageIndex: 0, position: 0, afterBlockId: null, block: block("q") },
        { pageIndex: 0, position: 2, afterBlockId: "u1", block: block("p") },
      ],
      removed: [],
    });
    expect(ids(result)).toEqual([["q", "u1", "p", "u2"]]);
  });

  it("follows links across pages: an inserted block and its follower pushed to the next page", () => {
    const result = applyBlockChanges(stored, {
      upserted: [
        { pageIndex: 0, position: 1, afterBlockId: "a", block: block("new") },
        { pageIndex: 0, position: 2, afterBlockId: "new", block: block("b") },
        { pageIndex: 1, position: 0, afterBlockId: "b", block: block("c") },
      ],
      removed: [],
      pageCount: 2,
    });
    expect(ids(result)).toEqual([
      ["a", "new", "b"],
      ["c", "d"],
    ]);
    expect(result[1]?.blocks[1]).toBe(stored[1]?.blocks[0]);
  });

  it("falls back to positions when the links do not form one chain", () => {
    const result = applyBlockChanges(stored, {
      upserted: [{ pageIndex: 0, position: 0, afterBlockId: "ghost", block: block("x") }],
      removed: [],
    });
    expect(ids(result)).toEqual([["x", "a", "b", "c"], ["d"]]);
  });
});
