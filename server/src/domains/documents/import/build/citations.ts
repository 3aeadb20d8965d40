import type { Fragment } from "@wordloom/shared/model";

/** Numbers citations in document order while the blocks are built. */
export interface CitationCounter {
  next: number;
}

const MAX_CITATION_TEXT = 4000;

/** An imported footnote as an editor citation: a bibliography-style citation holding the note's text. */
export const citationFromFootnote = (footnote: string, counter: CitationCounter): NonNullable<Fragment["citation"]> => {
  const text = footnote.replace(/\s+/g, " ").trim().slice(0, MAX_CITATION_TEXT);
  const citationIndex = counter.next;
  counter.next += 1;
  return { citationIndex, citationData: { citationType: "chicago-biblo", footnote: text } };
};
