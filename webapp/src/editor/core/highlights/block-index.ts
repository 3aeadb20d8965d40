import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { forEachBlockNode, ownTextblock } from "../schema/block-nodes";

export interface TextblockAt {
  textblock: ProseMirrorNode;
  /** Position right before the textblock. */
  pos: number;
  /** The first textblock of a table cell (its id is `${rowId}:${cellIndex}`). */
  inCell?: boolean;
}

/**
 * Where each analysis block's text is, by the ids the analysis uses: a block's id for its own
 * text, and `${rowId}:${cellIndex}` for each table cell (server/src/analysis/document-blocks.ts).
 */
export const textblocksById = (doc: ProseMirrorNode): Map<string, TextblockAt> => {
  const index = new Map<string, TextblockAt>();
  forEachBlockNode(doc, ({ node, pos, kind }) => {
    const blockId = node.attrs.blockId;
    if (typeof blockId !== "string") {
      return;
    }
    if (kind === "row") {
      node.forEach((cell, cellOffset, cellIndex) => {
        const textblock = cell.firstChild;
        if (textblock) {
          index.set(`${blockId}:${cellIndex}`, { textblock, pos: pos + 1 + cellOffset + 1, inCell: true });
        }
      });
      return;
    }
    const textblock = ownTextblock(node);
    if (textblock) {
      index.set(blockId, { textblock, pos: textblock === node ? pos : pos + 1 });
    }
  });
  return index;
};
