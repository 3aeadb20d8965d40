import type { Fragment } from "@wordloom/shared/model";

export type StoredCitation = NonNullable<Fragment["citation"]>;
export type CitationData = StoredCitation["citationData"];

/**
 * Author-date citations (Chicago author-date) are written in the text, "(Smith 2020, 12)"; every
 * other citation is a numbered footnote that takes a 19 px line in its page's footer. A citation
 * without data (pasted from elsewhere) is neither, and is not stored.
 */
export const isFooterCitation = (data: CitationData | null): boolean => data !== null && data.citationType !== "chicago-author";

const joined = (parts: readonly (string | undefined)[], separator: string): string =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(separator);

/** The in-text label of an author-date citation. */
export const authorDateLabel = (data: CitationData): string => {
  const who = joined([data.author, data.year], " ");
  return `(${joined([who || data.title, data.page], ", ")})`;
};

/** The footer line of a footnote citation: its formatted footnote when there is one, else its fields. */
export const footnoteText = (data: CitationData): string => {
  if (data.footnote?.trim()) {
    return data.footnote.trim();
  }
  if (data.citationType === "legal") {
    return joined([joined([data.code, data.section ? `§ ${data.section}` : undefined], " "), data.publisher, data.year, data.url], ", ");
  }
  const imprint = joined([data.publisher, data.year], ", ");
  const work = joined([joined([data.author, data.title], ", "), imprint ? `(${imprint})` : undefined], " ");
  return joined([work, data.page, data.url], ", ") || data.bibliography?.trim() || "";
};
