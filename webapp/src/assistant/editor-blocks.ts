import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import type { Selection } from "@tiptap/pm/state";
import { hasCheckableText } from "@wordloom/shared/rules";
import { textblockText, textblocksById, type TextblockAt } from "../editor/public/core";
// The core's index of analysis block ids (the same ids setAnalysisHighlights resolves).
import type { AssistantBlock, AssistantSelection } from "./assistant-host";

export interface PlacedTextblock extends TextblockAt {
  block: AssistantBlock;
}

const WORD_CHAR = /[\p{L}\p{N}'’-]/u;

interface CachedBlock {
  text: string;
  hasWords: boolean;
}

// A textblock node's text, by node: the editor shares unchanged nodes between versions of the
// document, so after an edit only the changed textblocks are read again.
const textCache = new WeakMap<ProseMirrorNode, CachedBlock>();

const cachedText = (textblock: ProseMirrorNode): CachedBlock => {
  let cached = textCache.get(textblock);
  if (!cached) {
    const text = textblockText(textblock);
    cached = { text, hasWords: hasCheckableText(text) };
    textCache.set(textblock, cached);
  }
  return cached;
};

/** Whether a block's text has a letter or a digit (cached with the block's text). */
export const blockHasWords = (entry: PlacedTextblock): boolean => cachedText(entry.textblock).hasWords;

/**
 * Every analysis block of the document in reading order, with the page it starts on (`breaks`:
 * blockId → page, from the editor's pagination layout; a table cell follows its row).
 */
export const placedTextblocks = (doc: ProseMirrorNode, breaks: Readonly<Record<string, number>>): PlacedTextblock[] => {
  let page = 0;
  const placed: PlacedTextblock[] = [];
  for (const [id, found] of textblocksById(doc)) {
    const isCell = found.inCell === true;
    const separator = id.lastIndexOf(":");
    const ownerId = isCell && separator > 0 ? id.slice(0, separator) : id;
    page = breaks[ownerId] ?? page;
    const block: AssistantBlock = {
      id,
      text: cachedText(found.textblock).text,
      type: isCell ? "table-cell" : found.textblock.type.name,
      pageIndex: page,
      ...(isCell ? { cellIndex: Number(id.slice(separator + 1)) } : {}),
    };
    placed.push({ ...found, block });
  }
  return placed;
};

/** The number of text characters (blockText offsets) before `offset` positions into a textblock. */
const charOffsetAt = (textblock: ProseMirrorNode, offset: number): number => {
  let chars = 0;
  let position = 0;
  for (let index = 0; index < textblock.childCount && position < offset; index += 1) {
    const child = textblock.child(index);
    if (child.isText) {
      chars += Math.min(child.nodeSize, offset - position);
    }
    position += child.nodeSize;
  }
  return chars;
};

/** The word around `offset` in `text` (letters, digits, apostrophes and hyphens). */
const wordAt = (text: string, offset: number): { start: number; end: number } | null => {
  let start = offset;
  let end = offset;
  while (start > 0 && WORD_CHAR.test(text[start - 1] ?? "")) {
    start -= 1;
  }
  while (end < text.length && WORD_CHAR.test(text[end] ?? "")) {
    end += 1;
  }
  return end > start ? { start, end } : null;
};

/** The block holding the caret and the selected words in it (or the word at the caret). */
export const caretPlace = (
  blocks: readonly PlacedTextblock[],
  selection: Selection,
): { block: AssistantBlock; selection: AssistantSelection | null } | null => {
  const { $from, $to } = selection;
  if (!$from.parent.isTextblock) {
    return null;
  }
  const before = $from.before();
  const found = blocks.find((entry) => entry.pos === before);
  if (!found) {
    return null;
  }
  const start = charOffsetAt(found.textblock, $from.parentOffset);
  const end = $to.parent === $from.parent ? charOffsetAt(found.textblock, $to.parentOffset) : start;
  const range = end > start ? { start, end } : wordAt(found.block.text, start);
  const words = range ? found.block.text.slice(range.start, range.end).trim() : "";
  return {
    block: found.block,
    selection:
      range && words
        ? { blockId: found.block.id, start: range.start, end: range.end, text: found.block.text.slice(range.start, range.end) }
        : null,
  };
};
