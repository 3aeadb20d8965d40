import type { CitationData } from "../schema/citation-text";

/** Where a block sits: the page of its first part; a block split between pages has parts 0, 1, … */
export interface BlockPlacement {
  blockId: string;
  page: number;
  part: number;
}

export interface FooterCitation {
  /** Its number in document order, from 1 (footer citations only). */
  number: number;
  text: string;
  citationData: CitationData;
}

export interface PageFooter {
  page: number;
  citations: FooterCitation[];
}

/** The pagination result: how many pages, on which page each block starts, and each page's footer. */
export interface EditorLayout {
  pageCount: number;
  /** blockId → 0-based page index where the block starts. */
  breaks: Record<string, number>;
  placements: BlockPlacement[];
  footers: PageFooter[];
}

export const EMPTY_LAYOUT: EditorLayout = { pageCount: 1, breaks: {}, placements: [], footers: [{ page: 0, citations: [] }] };
