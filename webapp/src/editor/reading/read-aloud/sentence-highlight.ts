import { READ_ALOUD_FALLBACK_CLASS, READ_ALOUD_HIGHLIGHT } from "./speech-constants";

const BLOCK_SELECTOR = "[data-block-id]";

let fallbackElement: Element | null = null;

const hasHighlightApi = (): boolean => typeof CSS !== "undefined" && "highlights" in CSS && typeof Highlight === "function";

const clearFallback = () => {
  fallbackElement?.classList.remove(READ_ALOUD_FALLBACK_CLASS);
  fallbackElement = null;
};

/** The element to mark without the Highlight API: the sentence's block, or else the element holding its start. */
const fallbackTarget = (range: Range): Element | null => {
  const container = range.startContainer;
  const element = container instanceof Element ? container : container.parentElement;
  return element?.closest(BLOCK_SELECTOR) ?? element;
};

/**
 * Shows `range` as the sentence being read. With the CSS Custom Highlight API this touches neither
 * the DOM nor the document; without it (older Firefox and Safari) the sentence's block gets a class,
 * which is coarser but visible.
 */
export const showSentenceHighlight = (range: Range): void => {
  if (hasHighlightApi()) {
    CSS.highlights.set(READ_ALOUD_HIGHLIGHT, new Highlight(range));
    return;
  }
  clearFallback();
  fallbackElement = fallbackTarget(range);
  fallbackElement?.classList.add(READ_ALOUD_FALLBACK_CLASS);
};

/** Removes the sentence highlight, whichever way it was shown. */
export const clearSentenceHighlight = (): void => {
  if (hasHighlightApi()) {
    CSS.highlights.delete(READ_ALOUD_HIGHLIGHT);
  }
  clearFallback();
};
