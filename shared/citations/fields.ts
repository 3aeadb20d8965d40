import { CITATION_TYPES, type CitationDataSchema } from "../model/documents";
import type { z } from "zod";

export type CitationType = (typeof CITATION_TYPES)[number];
export type CitationData = z.output<typeof CitationDataSchema>;

/** The fields a user fills in the citation dialog (bibliography and footnote are computed). */
export type CitationField = "author" | "title" | "publisher" | "year" | "page" | "accessed" | "url" | "code" | "section";

/** The labels the dialog shows and the required-field messages name. */
export const CITATION_FIELD_LABELS: Record<CitationField, string> = {
  author: "Author",
  title: "Title",
  publisher: "Publisher",
  year: "Year",
  page: "Page",
  accessed: "Accessed date",
  url: "URL",
  code: "Code",
  section: "Section",
};

export const CITATION_TYPE_LABELS: Record<CitationType, string> = {
  "chicago-biblo": "Chicago bibliography",
  "chicago-author": "Chicago author-date",
  legal: "Legal",
};

/** Which fields each type's form offers, in the order shown. */
export const CITATION_TYPE_FIELDS: Record<CitationType, readonly CitationField[]> = {
  "chicago-biblo": ["author", "title", "publisher", "year", "page", "accessed", "url"],
  "chicago-author": ["author", "title", "publisher", "year", "page", "accessed", "url"],
  legal: ["title", "code", "section", "publisher", "year", "page", "accessed", "url"],
};

/** Spec document 2 §5: legal citations are offered unless the flag citation_legal_available is false. */
export const citationTypesFor = (legalAvailable: boolean): readonly CitationType[] =>
  CITATION_TYPES.filter((type) => type !== "legal" || legalAvailable);

/** A field's value with surrounding whitespace removed; empty means missing. */
export const fieldValue = (data: Partial<Record<CitationField, string | undefined>>, field: CitationField): string =>
  data[field]?.trim() ?? "";
