import { describe, expect, it } from "vitest";
import { changedBlocks } from "../../core/conversion/changed-blocks";
import { rebasePages } from "./rebase";
import { blockIds, pagesOf, textBlock, textOf, withText } from "./test-pages";

describe("rebasePages", () => {
  it("re-applies local edits on the copy they were made on exactly", () => {
    const base = pagesOf(["a", "b"], ["c"]);
    const local = [{ blocks: [textBlock("a", "Edited."), textBlock("new"), textBlock("b")] }, { blocks: [textBlock("c")] }];
    const rebased = rebasePages(base, changedBlocks(base, local));
    expect(blockIds(rebased)).toEqual([["a", "new", "b"], ["c"]]);
    expect(textOf(rebased, "a")).toBe("Edited.");
  });

  it("keeps the other side's edits to blocks the local side did not touch", () => {
    const base = pagesOf(["a", "b", "c"]);
    const local = withText(base, "a", "Mine.");
    const server = withText(base, "c", "Theirs.");
    const rebased = rebasePages(server, changedBlocks(base, local));
    expect(blockIds(rebased)).toEqual([["a", "b", "c"]]);
    expect(textOf(rebased, "a")).toBe("Mine.");
    expect(textOf(rebased, "c")).toBe("Theirs.");
  });

  it("places a new block after the block it followed, even when the other side inserted before it", () => {
    const base = pagesOf(["a", "b"]);
    const local = [{ blocks: [textBlock("a"), textBlock("b"), textBlock("mine")] }];
    const server = [{ blocks: [textBlock("theirs"), textBlock("a"), textBlock("b")] }];
    expect(blockIds(rebasePages(server, changedBlocks(base, local)))).toEqual([["theirs", "a", "b", "mine"]]);
  });

  it("removes what the local side removed and keeps a local block whose predecessor the other side deleted", () => {
    const base = pagesOf(["a", "b", "c"]);
    const local = [{ blocks: [textBlock("a"), textBlock("c", "Changed c.")] }];
    const server = pagesOf(["b", "c"]);
    const rebased = rebasePages(server, changedBlocks(base, local));
    expect(blockIds(rebased)).toEqual([["c"]]);
    expect(textOf(rebased, "c")).toBe("Changed c.");
  });
});
