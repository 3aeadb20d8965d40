import type { Block, Page, SaveBlocksBody } from "@wordloom/shared/model";

export type BlockChanges = Pick<SaveBlocksBody, "upserted" | "removed" | "pageCount">;

interface Placed {
  block: Block;
  pageIndex: number;
  /** The id of the block before it in the document, null for the first. */
  after: string | null;
}

const flatten = (pages: readonly Page[]): Placed[] => {
  const placed: Placed[] = [];
  let after: string | null = null;
  pages.forEach((page, pageIndex) => {
    for (const block of page.blocks) {
      placed.push({ block, pageIndex, after });
      after = block.id;
    }
  });
  return placed;
};

const pageCountOf = (placed: readonly Placed[], pageCount: number | undefined, storedCount: number) =>
  Math.max(1, pageCount ?? Math.max(storedCount, ...placed.map((entry) => entry.pageIndex + 1)));

/**
 * Rebuilds the order from "after" links: blocks that did not change kept the block before them,
 * upserted blocks name theirs. Answers null when the links do not form one chain over every block
 * in page order (a client that sent positions only, or inconsistent links).
 */
const linkedOrder = (kept: readonly Placed[], { upserted }: BlockChanges): Placed[] | null => {
  if (upserted.some((entry) => entry.afterBlockId === undefined)) {
    return null;
  }
  const all: Placed[] = [
    ...kept,
    ...upserted.map((entry) => ({ block: entry.block, pageIndex: entry.pageIndex, after: entry.afterBlockId ?? null })),
  ];
  const byPredecessor = new Map<string | null, Placed>();
  for (const entry of all) {
    if (byPredecessor.has(entry.after)) {
      return null;
    }
    byPredecessor.set(entry.after, entry);
  }
  const ordered: Placed[] = [];
  for (let next = byPredecessor.get(null); next; next = byPredecessor.get(next.block.id)) {
    if (ordered.length >= all.length || (ordered.at(-1)?.pageIndex ?? 0) > next.pageIndex) {
      return null;
    }
    ordered.push(next);
  }
  return ordered.length === all.length ? ordered : null;
};

/** Places upserted blocks at their page and position among the kept ones, in ascending order. */
const positionedLayout = (kept: readonly Placed[], { upserted }: BlockChanges, pageCount: number): Block[][] => {
  const layout = Array.from({ length: pageCount }, (): Block[] => []);
  for (const entry of kept) {
    layout[Math.min(entry.pageIndex, pageCount - 1)]?.push(entry.block);
  }
  const ordered = [...upserted].sort((a, b) => a.pageIndex - b.pageIndex || a.position - b.position);
  for (const { pageIndex, position, block } of ordered) {
    const blocks = layout[Math.min(pageIndex, pageCount - 1)];
    blocks?.splice(Math.min(position, blocks.length), 0, block);
  }
  return layout;
};

/**
 * Applies a partial save to stored pages. Removed and upserted blocks leave their old place;
 * every other block keeps its page and stays the same object. The order comes from the upserts'
 * `afterBlockId` links when they all carry one, else from their positions (each the block's index
 * in its page once saved). The page count follows `pageCount` (or grows to the highest upserted
 * page); blocks left on pages beyond it move to the last page, so no text is ever dropped.
 */
export const applyBlockChanges = (pages: readonly Page[], changes: BlockChanges): Page[] => {
  const leaving = new Set<string>([...changes.removed, ...changes.upserted.map((entry) => entry.block.id)]);
  const kept = flatten(pages).filter((entry) => !leaving.has(entry.block.id));
  const pageCount = pageCountOf(
    changes.upserted.map((entry) => ({ block: entry.block, pageIndex: entry.pageIndex, after: null })),
    changes.pageCount,
    pages.length,
  );
  const linked = linkedOrder(kept, changes);
  if (!linked) {
    return positionedLayout(kept, changes, pageCount).map((blocks) => ({ blocks }));
  }
  const layout = Array.from({ length: pageCount }, (): Block[] => []);
  for (const entry of linked) {
    layout[Math.min(entry.pageIndex, pageCount - 1)]?.push(entry.block);
  }
  return layout.map((blocks) => ({ blocks }));
};
