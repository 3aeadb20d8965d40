import type { Block, Page } from "@wordloom/shared/model";
import type { ChangeSet, PlacedChange } from "./change-set";

interface Placed {
  block: Block;
  pageIndex: number;
}

/** Where an upserted block goes: after the block it followed, else at its position in its page. */
const insertionIndex = (order: readonly Placed[], change: PlacedChange): number => {
  if (change.afterBlockId === null) {
    return 0;
  }
  const after = order.findIndex((entry) => entry.block.id === change.afterBlockId);
  if (after >= 0) {
    return after + 1;
  }
  const pageStart = order.findIndex((entry) => entry.pageIndex >= change.pageIndex);
  if (pageStart < 0) {
    return order.length;
  }
  let index = pageStart;
  while (index < order.length && index - pageStart < change.position && (order[index]?.pageIndex ?? Infinity) <= change.pageIndex) {
    index += 1;
  }
  return index;
};

/**
 * Re-applies local changes on top of another copy of the document (the server's, after a version
 * conflict or on reload): local blocks win, removed blocks go, and every block the local side did
 * not touch stays as the other copy has it. New blocks follow the block they followed locally.
 * Page breaks are approximate; the editor lays the pages out again.
 */
export const rebasePages = (pages: readonly Page[], changes: ChangeSet): Page[] => {
  const leaving = new Set<string>([...changes.removed, ...changes.upserted.map((change) => change.block.id)]);
  const order: Placed[] = pages.flatMap((page, pageIndex) =>
    page.blocks.filter((block) => !leaving.has(block.id)).map((block) => ({ block, pageIndex })),
  );
  const ordered = [...changes.upserted].sort((a, b) => a.pageIndex - b.pageIndex || a.position - b.position);
  for (const change of ordered) {
    order.splice(insertionIndex(order, change), 0, { block: change.block, pageIndex: change.pageIndex });
  }
  const pageCount = Math.max(1, changes.pageCount, pages.length);
  const result = Array.from({ length: pageCount }, (): Block[] => []);
  let page = 0;
  for (const entry of order) {
    page = Math.min(Math.max(page, entry.pageIndex), pageCount - 1);
    result[page]?.push(entry.block);
  }
  return result.map((blocks) => ({ blocks }));
};
