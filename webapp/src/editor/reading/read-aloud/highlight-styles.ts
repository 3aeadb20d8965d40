import { makeStaticStyles } from "@fluentui/react-components";
import { READ_ALOUD_FALLBACK_CLASS, READ_ALOUD_HIGHLIGHT } from "./speech-constants";

/** Soft yellow. A literal colour: custom properties in `::highlight()` need a recent Chromium. */
const SENTENCE_BACKGROUND = "#ffe98a";

/** How the sentence being read looks: a highlight range, or the fallback class on its block. */
export const useReadAloudHighlightStyles = makeStaticStyles(`
  ::highlight(${READ_ALOUD_HIGHLIGHT}) { background-color: ${SENTENCE_BACKGROUND}; color: #242424; }
  .${READ_ALOUD_FALLBACK_CLASS} { background-color: ${SENTENCE_BACKGROUND}; }
`);
