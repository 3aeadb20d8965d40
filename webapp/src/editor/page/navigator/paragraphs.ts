import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

/**
 * Paragraph starts within each top-level node, relative to the node. ProseMirror shares unchanged
 * nodes between versions of a document, so after a keystroke only the changed node is read again
 * (the navigator asks on every transaction).
 */
const startsInNode = new WeakMap<ProseMirrorNode, number[]>();

const nodeStarts = (node: ProseMirrorNode): number[] => {
  const cached = startsInNode.get(node);
  if (cached) {
    return cached;
  }
  const starts: number[] = [];
  const visit = (child: ProseMirrorNode, pos: number) => {
    if (child.isTextblock) {
      if (child.textContent.trim()) {
        starts.push(pos + 1);
      }
      return false;
    }
    return true;
  };
  if (visit(node, 0)) {
    node.descendants((child, pos) => visit(child, pos + 1));
  }
  startsInNode.set(node, starts);
  return starts;
};

/** Start positions of the document's paragraphs with text (headings, list items and table cells included). */
export const paragraphStarts = (doc: ProseMirrorNode): number[] => {
  const starts: number[] = [];
  doc.forEach((node, offset) => {
    for (const start of nodeStarts(node)) {
      starts.push(offset + start);
    }
  });
  return starts;
};

/**
 * Where `position` is among the paragraphs: the index of paragraphIndexAt and how many there are,
 * without listing every start (the navigator asks on every transaction).
 */
export const paragraphPosition = (doc: ProseMirrorNode, position: number): { index: number; total: number } => {
  let index = -1;
  let total = 0;
  doc.forEach((node, offset) => {
    const starts = nodeStarts(node);
    if (offset <= position) {
      starts.forEach((start, at) => {
        if (offset + start <= position) {
          index = total + at;
        }
      });
    }
    total += starts.length;
  });
  return { index, total };
};

/** Whether two lists of positions are the same. */
export const sameStarts = (next: readonly number[], previous: readonly number[]): boolean =>
  next.length === previous.length && next.every((start, index) => start === previous[index]);

/** The index of the paragraph holding `position` (the last one starting at or before it), or -1 before the first. */
export const paragraphIndexAt = (starts: readonly number[], position: number): number => {
  let index = -1;
  for (const [candidate, start] of starts.entries()) {
    if (start <= position) {
      index = candidate;
    } else {
      break;
    }
  }
  return index;
};
