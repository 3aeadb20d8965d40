/**
 * Page geometry of the paged editor (spec document 2 §9): pages of 916 × 1056 px with 50 px
 * padding, plus 19 px reserved at the bottom for each footer citation of that page.
 */
export const PAGE_WIDTH = 916;
export const PAGE_HEIGHT = 1056;
export const PAGE_PADDING = 50;
export const CITATION_LINE_HEIGHT = 19;
/** The grey gap drawn between two pages on screen (not part of a page). */
export const PAGE_GAP = 24;

export interface PageGeometry {
  pageHeight: number;
  padding: number;
  citationLineHeight: number;
  gap: number;
}

export const DEFAULT_PAGE_GEOMETRY: PageGeometry = {
  pageHeight: PAGE_HEIGHT,
  padding: PAGE_PADDING,
  citationLineHeight: CITATION_LINE_HEIGHT,
  gap: PAGE_GAP,
};

/** Height available to content on a page with no footer citation. */
export const contentHeight = (geometry: PageGeometry): number => geometry.pageHeight - 2 * geometry.padding;

/** Distance from the top of one page to the top of the next, on screen. */
export const pageStride = (geometry: PageGeometry): number => geometry.pageHeight + geometry.gap;
