/**
 * The paged document editor core (issue 6). The editor page (webapp/src/editor/page) builds on
 * this interface only.
 */
export { PagedEditor, CHANGE_DELAY_MS, type PagedEditorProps } from "./PagedEditor";
export { createEditorExtensions, type EditorExtensionOptions } from "./extensions";

export { pagesToEditorDoc } from "./conversion/to-editor";
export { editorDocToPages, createPagesConverter, type PageBreaks, type PagesConverter } from "./conversion/from-editor";
export { changedBlocks, type BlockChanges, type PlacedBlock, type ChangedBlocksOptions } from "./conversion/changed-blocks";
export { blockText, textblockText, textRangePositions } from "./conversion/block-text";
export { storedSentenceRanges } from "./conversion/sentence-ranges";
export { assignSentenceIds, isSimilarSentence } from "./conversion/sentence-ids";

export {
  setAnalysisHighlights,
  clearAnalysisHighlights,
  analysisHighlights,
  findAnalysisHighlights,
  type AnalysisHighlight,
  type PlacedHighlight,
} from "./highlights/analysis-highlights";

export {
  computePageBreaks,
  spacerHeight,
  type MeasuredUnit,
  type LineBox,
  type PageStart,
  type PageBreakResult,
} from "./pagination/page-breaks";
export { useEditorLayout } from "./pagination/use-editor-layout";
export { EMPTY_LAYOUT, type EditorLayout, type BlockPlacement, type PageFooter, type FooterCitation } from "./pagination/layout";
export { paginationKey, type PaginationStorage } from "./pagination/pagination";

export { applyMark, selectionInTable, FORMATTING_IN_TABLE_MESSAGE, type FormatMark, type ApplyMarkResult } from "./schema/apply-mark";
export { footnoteText, authorDateLabel, isFooterCitation, type CitationData, type StoredCitation } from "./schema/citation-text";
export { CITATION_CLASS } from "./schema/citation";
export { toRoman, isRomanRange, nestedNumberMarker, MIN_ROMAN, MAX_ROMAN } from "./roman";
export { newId } from "./ids";
export * from "./geometry";
