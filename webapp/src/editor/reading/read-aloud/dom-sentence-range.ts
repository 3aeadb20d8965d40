/** Elements whose text is not part of the block's text: citations and other non-editable widgets. */
const SKIPPED_SELECTOR = '[contenteditable="false"], [data-citation-index]';

interface TextPiece {
  node: Text;
  /** Offset of the node's first character in the block's text. */
  start: number;
}

/** Whether `element` is in a widget within the block (a read-only editor's root is contenteditable=false too: that one does not count). */
const insideWidget = (element: Element, blockElement: Element): boolean => {
  const widget = element.closest(SKIPPED_SELECTOR);
  return widget !== null && blockElement.contains(widget);
};

/**
 * The block's text nodes with their offsets. Text belonging to a nested block (a nested list item)
 * or to a widget is left out; a table row's cells are joined by one space, empty cells included,
 * as in `blockText`.
 */
const textPieces = (blockElement: Element): TextPiece[] => {
  const cells = [...blockElement.querySelectorAll(":scope > td, :scope > th")];
  const containers = cells.length > 0 ? cells : [blockElement];
  const pieces: TextPiece[] = [];
  let offset = 0;
  containers.forEach((container, index) => {
    offset += index > 0 ? 1 : 0;
    const walker = blockElement.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!(node instanceof Text) || !parent || parent.closest("[data-block-id]") !== blockElement || insideWidget(parent, blockElement)) {
        continue;
      }
      pieces.push({ node, start: offset });
      offset += node.data.length;
    }
  });
  return pieces;
};

/** The text node and offset holding character `offset`; `atEnd` prefers the end of a node over the start of the next. */
const locate = (pieces: readonly TextPiece[], offset: number, atEnd: boolean): { node: Text; offset: number } | null => {
  for (const piece of pieces) {
    const length = piece.node.data.length;
    const inside = atEnd ? offset > piece.start && offset <= piece.start + length : offset >= piece.start && offset < piece.start + length;
    if (inside) {
      return { node: piece.node, offset: offset - piece.start };
    }
  }
  return null;
};

/** An attribute selector value: quotes and backslashes escaped (jsdom has no CSS.escape). */
const quoted = (value: string): string => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * The DOM range of [start, end) of a block's text, found through the block's `data-block-id`
 * element (the editor renders one per block). Null when the block or the offsets are not on screen.
 */
export const findSentenceRangeInDom = (root: ParentNode, blockId: string, start: number, end: number): Range | null => {
  const blockElement = root.querySelector(`[data-block-id=${quoted(blockId)}]`);
  if (!blockElement || end <= start) {
    return null;
  }
  const pieces = textPieces(blockElement);
  const from = locate(pieces, start, false);
  const to = locate(pieces, end, true);
  if (!from || !to) {
    return null;
  }
  const range = blockElement.ownerDocument.createRange();
  range.setStart(from.node, from.offset);
  range.setEnd(to.node, to.offset);
  return range;
};
