/**
 * Reading tools of the editor (spec document 2 §4): Read Aloud, the Teleprompter overlay, the
 * Compare popup and the Summary popup. The editor page mounts them; see each module for its props.
 */
export { ReadAloudControls } from "./read-aloud/ReadAloudControls";
export {
  useReadAloud,
  type ReadAloudController,
  type ReadAloudOptions,
  type ReadAloudStatus,
  type SentenceRangeLookup,
} from "./read-aloud/use-read-aloud";
export { readOutModeStore, useReadOutMode } from "./read-aloud/read-out-mode";
export { buildReadingQueue, readingBlocksFromPages, type QueuedSentence, type ReadingBlock } from "./read-aloud/reading-queue";
export { findSentenceRangeInDom } from "./read-aloud/dom-sentence-range";
export { READ_ALOUD_HIGHLIGHT, SPEECH_RATE, TEXT_TO_SPEECH_UNSUPPORTED_MESSAGE } from "./read-aloud/speech-constants";

export { TeleprompterOverlay, type TeleprompterOverlayProps } from "./teleprompter/TeleprompterOverlay";
export { TeleprompterControl } from "./teleprompter/TeleprompterControl";
export { fontSizeToPixels, speedToPixelsPerSecond, TELEPROMPTER_FONT_SIZE, TELEPROMPTER_SPEED } from "./teleprompter/teleprompter-settings";

export { ComparePopup, type ComparePopupProps } from "./compare/ComparePopup";
export { compareBlocks, type BlockComparison, type CompareStatus } from "./compare/compare-blocks";

export { SummaryPopup, type SummaryPopupProps } from "./summary/SummaryPopup";
export { SummaryControl } from "./summary/SummaryControl";
export {
  isSummaryAvailable,
  SUMMARY_TOO_SHORT_MESSAGE,
  type SummaryAvailability,
  type SummaryLoader,
  type SummaryResult,
} from "./summary/summary-types";
