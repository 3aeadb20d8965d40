import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { ownTextblock } from "../schema/block-nodes";

/**
 * The plain text of a textblock as the analysis engines see it: its characters, with citations
 * adding nothing. It equals the stored block's sentences joined with one space
 * (server/src/analysis/document-blocks.ts), so analysis offsets index it directly.
 */
export const textblockText = (textblock: ProseMirrorNode): string => {
  let text = "";
  textblock.forEach((child) => {
    if (child.isText) {
      text += child.text ?? "";
    }
  });
  return text;
};

/**
 * The plain text of a block node (see textblockText): a paragraph or heading, a list item's own
 * paragraph, or a table row's cells joined with a space. Rules have none.
 */
export const blockText = (node: ProseMirrorNode): string => {
  if (node.type.name === "tableRow") {
    const cells: string[] = [];
    node.forEach((cell) => cells.push(cell.firstChild ? textblockText(cell.firstChild) : ""));
    return cells.join(" ");
  }
  const textblock = ownTextblock(node);
  return textblock ? textblockText(textblock) : "";
};

/**
 * The document position right before the character at `offset` of a textblock's text
 * (`textblockPos` is the position before the textblock). At the end of the text: the end of the
 * textblock's content. Citations are skipped: they hold no characters.
 */
const positionBeforeChar = (textblock: ProseMirrorNode, textblockPos: number, offset: number): number => {
  let seen = 0;
  let position = textblockPos + 1;
  for (let index = 0; index < textblock.childCount; index += 1) {
    const child = textblock.child(index);
    if (child.isText) {
      const length = child.text?.length ?? 0;
      if (offset < seen + length) {
        return position + (offset - seen);
      }
      seen += length;
    }
    position += child.nodeSize;
  }
  return position;
};

/**
 * Document positions of the text range [start, end) of a textblock: `from` is right before the
 * first character and `to` right after the last, so citations at either edge stay outside.
 */
export const textRangePositions = (
  textblock: ProseMirrorNode,
  textblockPos: number,
  start: number,
  end: number,
): { from: number; to: number } => {
  const from = positionBeforeChar(textblock, textblockPos, start);
  const to = end > start ? positionBeforeChar(textblock, textblockPos, end - 1) + 1 : from;
  return { from, to };
};
