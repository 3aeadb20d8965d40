import type { Fragment } from "@wordloom/shared/model";

export type CitationData = NonNullable<Fragment["citation"]>["citationData"];

/** Author-date citations are read in the text ("(Smith 2020)"); the other styles become notes. */
export const isAuthorDate = (citation: CitationData) => citation.citationType === "chicago-author";

/** The text of a citation's note: its formatted footnote when it has one, otherwise its fields in order. */
export const noteText = (citation: CitationData): string => {
  if (citation.footnote) {
    return citation.footnote;
  }
  if (citation.bibliography) {
    return citation.bibliography;
  }
  const parts = [
    citation.author,
    citation.title,
    citation.code,
    citation.section,
    citation.publisher,
    citation.year,
    citation.page,
    citation.url,
  ];
  return parts.filter((part) => part !== undefined && part.trim() !== "").join(", ") || "Citation";
};

/** The in-text form of an author-date citation, e.g. " (Smith 2020)". */
export const authorDateText = (citation: CitationData): string => {
  const inside = [citation.author, citation.year].filter((part) => part !== undefined && part.trim() !== "").join(" ");
  return inside ? ` (${inside})` : ` (${noteText(citation)})`;
};
