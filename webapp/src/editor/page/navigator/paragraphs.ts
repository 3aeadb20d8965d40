import type { Node as ProseMirrorNode } from "@tiptap/pm/model";

/** Start positions of the document's paragraphs with text (headings, list items and table cells included). */
export const paragraphStarts = (doc: ProseMirrorNode): number[] => {
  const starts: number[] = [];
  doc.descendants((node, pos) => {
    if (node.isTextblock) {
      if (node.textContent.trim()) {
        starts.push(pos + 1);
      }
      return false;
    }
    return true;
  });
  return starts;
};

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
