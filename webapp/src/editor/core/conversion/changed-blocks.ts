import type { Block, Page } from "@wordloom/shared/model";

/** A block to save, with where it now is. */
export interface PlacedBlock {
  block: Block;
  pageIndex: number;
  /** Index of the block within its page. */
  position: number;
  /** The block before it in the document (across pages), null for the first block. */
  afterBlockId: string | null;
  /**
   * Set when the block's content and neighbour are unchanged and only its page differs: a
   * re-pagination, which the editor's layout derives again from the blocks in order.
   */
  pageOnly?: true;
}

export interface BlockChanges {
  /** New or changed blocks, in document order. */
  upserted: PlacedBlock[];
  /** Ids of blocks that are gone. */
  removed: string[];
  /** How many pages there are now. */
  pageCount: number;
}

export interface ChangedBlocksOptions {
  /**
   * "neighbour" (default): a block moved when its page or the block before it changed, so inserting
   * a block sends it and its follower only. "position": also when only its index in the page changed.
   */
  moves?: "neighbour" | "position";
}

const placements = (pages: readonly Page[]): Map<string, PlacedBlock> => {
  const result = new Map<string, PlacedBlock>();
  let afterBlockId: string | null = null;
  pages.forEach((page, pageIndex) => {
    page.blocks.forEach((block, position) => {
      result.set(block.id, { block, pageIndex, position, afterBlockId });
      afterBlockId = block.id;
    });
  });
  return result;
};

/** Whether two stored values are equal, ignoring key order and undefined properties. */
export const sameValue = (left: unknown, right: unknown): boolean => {
  if (left === right) {
    return true;
  }
  if (typeof left !== "object" || typeof right !== "object" || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => sameValue(item, right[index]))
    );
  }
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  const keys = new Set([...Object.keys(leftRecord), ...Object.keys(rightRecord)]);
  return [...keys].every((key) => sameValue(leftRecord[key], rightRecord[key]));
};

/**
 * What autosave sends: the blocks that are new, changed or moved, and the ids of removed blocks.
 * Unchanged blocks (same content, page and neighbour) are left out; blocks that only moved to
 * another page are marked `pageOnly`.
 */
export const changedBlocks = (before: readonly Page[], after: readonly Page[], options: ChangedBlocksOptions = {}): BlockChanges => {
  const old = placements(before);
  const now = placements(after);
  const upserted: PlacedBlock[] = [];
  for (const placed of now.values()) {
    const previous = old.get(placed.block.id);
    if (!previous) {
      upserted.push(placed);
      continue;
    }
    const reordered =
      previous.afterBlockId !== placed.afterBlockId || (options.moves === "position" && previous.position !== placed.position);
    const edited = previous.block !== placed.block && !sameValue(previous.block, placed.block);
    if (reordered || edited) {
      upserted.push(placed);
    } else if (previous.pageIndex !== placed.pageIndex) {
      upserted.push({ ...placed, pageOnly: true });
    }
  }
  const removed = [...old.keys()].filter((id) => !now.has(id));
  return { upserted, removed, pageCount: after.length };
};
