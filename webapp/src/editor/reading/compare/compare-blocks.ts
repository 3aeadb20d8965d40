import type { Block, Page } from "@wordloom/shared/model";
import { documentBlocksInOrder, storedBlockText } from "../stored-block-text";
import { diffWords, type DiffPart } from "./word-diff";

/** Spec document 2 §3: a block's status when comparing versions. */
export type CompareStatus = "unchanged" | "changed" | "fullnew" | "removed";

export interface BlockComparison {
  id: string;
  status: CompareStatus;
  /** The block's text before; null for a new block. */
  before: string | null;
  /** The block's text after; null for a removed block. */
  after: string | null;
  /** Word-level differences, for changed blocks only. */
  diff: DiffPart[] | null;
}

const compareOne = (id: string, before: string | undefined, after: string | undefined): BlockComparison => {
  if (before === undefined) {
    return { id, status: "fullnew", before: null, after: after ?? "", diff: null };
  }
  if (after === undefined) {
    return { id, status: "removed", before, after: null, diff: null };
  }
  if (before === after) {
    return { id, status: "unchanged", before, after, diff: null };
  }
  return { id, status: "changed", before, after, diff: diffWords(before, after) };
};

const textsById = (blocks: readonly Block[]): Map<string, string> => new Map(blocks.map((block) => [block.id, storedBlockText(block)]));

const hasText = (text: string | undefined): boolean => text !== undefined && text.length > 0;

/**
 * Compares two versions block by block, matching blocks by id and comparing their text: the same
 * text is unchanged, another text changed (with a word diff), a block only after is fullnew, a block
 * only before removed. Blocks without text on either side (rules, empty paragraphs) are left out.
 * Rows follow the new order; a removed block comes right after the block that preceded it before
 * (or first, when none of its predecessors is left).
 */
export const compareBlocks = (before: readonly Page[], after: readonly Page[]): BlockComparison[] => {
  const beforeBlocks = documentBlocksInOrder(before);
  const afterBlocks = documentBlocksInOrder(after);
  const beforeTexts = textsById(beforeBlocks);
  const afterTexts = textsById(afterBlocks);

  // Removed blocks, keyed by the id of the nearest earlier block that still exists ("" for none).
  const removedAfter = new Map<string, BlockComparison[]>();
  let anchor = "";
  for (const block of beforeBlocks) {
    const text = beforeTexts.get(block.id);
    if (afterTexts.has(block.id)) {
      anchor = block.id;
    } else if (hasText(text)) {
      removedAfter.set(anchor, [...(removedAfter.get(anchor) ?? []), compareOne(block.id, text, undefined)]);
    }
  }

  const rows: BlockComparison[] = [...(removedAfter.get("") ?? [])];
  for (const block of afterBlocks) {
    const beforeText = beforeTexts.get(block.id);
    const afterText = afterTexts.get(block.id) ?? "";
    if (hasText(beforeText) || hasText(afterText)) {
      rows.push(compareOne(block.id, beforeText, afterText));
    }
    rows.push(...(removedAfter.get(block.id) ?? []));
    removedAfter.delete(block.id);
  }
  return rows;
};
