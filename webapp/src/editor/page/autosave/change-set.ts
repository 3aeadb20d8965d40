import type { Block, Page, SaveIssueType } from "@wordloom/shared/model";

/** A block to save with its place in the layout (the editor core's changedBlocks answers these). */
export interface PlacedChange {
  block: Block;
  pageIndex: number;
  position: number;
  afterBlockId: string | null;
  /** The block changed because an assistant suggestion was accepted (issue-types.ts). */
  issueType?: SaveIssueType;
  /** Only the block's page changed (a re-pagination): saved, but not kept in the pending store. */
  pageOnly?: true;
}

/** The blocks that differ between the saved copy and the editor: what one PATCH sends. */
export interface ChangeSet {
  upserted: PlacedChange[];
  removed: string[];
  pageCount: number;
}

/** The server's copy the next save is based on. */
export interface SavedCopy {
  version: number;
  pages: Page[];
}

export type DiffPages = (before: readonly Page[], after: readonly Page[]) => ChangeSet;

export const isEmptyChangeSet = (changes: ChangeSet): boolean => changes.upserted.length === 0 && changes.removed.length === 0;

/**
 * The part of a change set that the pending store must keep: everything but blocks that only moved
 * to another page. Those the editor's layout derives again when the document opens, and after an
 * imported document's first open they are nearly every block, which would make every keystroke
 * write the whole document to localStorage until the first save.
 */
export const durableChanges = (changes: ChangeSet): ChangeSet =>
  changes.upserted.some((change) => change.pageOnly)
    ? { ...changes, upserted: changes.upserted.filter((change) => !change.pageOnly) }
    : changes;

/** The PATCH body of a change set based on `baseVersion`. */
export const saveBlocksBody = (changes: ChangeSet, baseVersion: number) => ({
  baseVersion,
  pageCount: changes.pageCount,
  upserted: changes.upserted.map(({ block, pageIndex, position, afterBlockId, issueType }) => ({
    block,
    pageIndex,
    position,
    afterBlockId,
    ...(issueType ? { issueType } : {}),
  })),
  removed: changes.removed,
});
