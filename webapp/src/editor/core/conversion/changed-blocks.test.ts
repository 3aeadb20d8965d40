import { describe, expect, it } from "vitest";
import type { Page } from "@wordloom/shared/model";
import { sentence, textBlock } from "../testing/fixtures";
import { changedBlocks } from "./changed-blocks";

const twoPages = (): Page[] => [
  { blocks: [textBlock("text", "A."), textBlock("text", "B."), textBlock("text", "C.")] },
  { blocks: [textBlock("text", "D."), textBlock("text", "E.")] },
];

const ids = (pages: Page[]) => pages.flatMap((page) => page.blocks.map((block) => block.id));

describe("changedBlocks", () => {
  it("sends nothing when nothing changed, even for copies of the pages", () => {
    const pages = twoPages();
    expect(changedBlocks(pages, structuredClone(pages))).toEqual({ upserted: [], removed: [], pageCount: 2 });
  });

  it("sends an edited block with its page, position and neighbour", () => {
    const before = twoPages();
    const after = structuredClone(before);
    const edited = after[1]?.blocks[1];
    if (!edited) {
      throw new Error("fixture");
    }
    edited.sentences = [sentence("E, edited.")];
    const changes = changedBlocks(before, after);
    expect(changes.upserted).toEqual([{ block: edited, pageIndex: 1, position: 1, afterBlockId: ids(before)[3] }]);
    expect(changes.removed).toEqual([]);
  });

  it("sends an inserted block and the block after it, not the blocks that merely shifted", () => {
    const before = twoPages();
    const after = structuredClone(before);
    const inserted = textBlock("text", "New.");
    after[0]?.blocks.splice(1, 0, inserted);
    const changes = changedBlocks(before, after);
    expect(changes.upserted.map((placed) => [placed.block.id, placed.position, placed.afterBlockId])).toEqual([
      [inserted.id, 1, ids(before)[0]],
      [ids(before)[1], 2, inserted.id],
    ]);
    const byPosition = changedBlocks(before, after, { moves: "position" });
    expect(byPosition.upserted.map((placed) => placed.block.id)).toEqual([inserted.id, ids(before)[1], ids(before)[2]]);
  });

  it("sends removed ids and blocks that moved to another page, marking those whose only change is the page", () => {
    const before = twoPages();
    const after: Page[] = [
      { blocks: [before[0]?.blocks[0], before[0]?.blocks[1]].flatMap((block) => (block ? [block] : [])) },
      { blocks: [before[0]?.blocks[2], before[1]?.blocks[1]].flatMap((block) => (block ? [block] : [])) },
    ];
    const changes = changedBlocks(before, after);
    expect(changes.removed).toEqual([ids(before)[3]]);
    expect(changes.upserted.map((placed) => [placed.block.id, placed.pageIndex, placed.pageOnly])).toEqual([
      [ids(before)[2], 1, true],
      [ids(before)[4], 1, undefined],
    ]);
  });
});
