import type { Editor } from "@tiptap/core";
import { useCallback, useMemo } from "react";
import type { Page } from "@wordloom/shared/model";
import {
  findSentenceRangeInDom,
  readingBlocksFromPages,
  useReadAloud,
  type QueuedSentence,
  type ReadAloudController,
  type SentenceRangeLookup,
} from "../../reading";

/** The block's element in the editor, when it is rendered. */
const blockElement = (root: HTMLElement, blockId: string): Element | null =>
  [...root.querySelectorAll("[data-block-id]")].find((element) => element.getAttribute("data-block-id") === blockId) ?? null;

/**
 * Read Aloud over the open document: the sentences come from the current pages, and each one is
 * found (highlighted, scrolled to) inside this editor's DOM. Without a live editor (the read-only
 * viewer) the page's own blocks are searched.
 */
export const usePageReadAloud = (editor: Editor | null, pages: readonly Page[]): ReadAloudController => {
  const blocks = useMemo(() => readingBlocksFromPages(pages), [pages]);
  const getRangeForSentence = useMemo<SentenceRangeLookup | undefined>(
    () =>
      editor
        ? (blockId, start, end) => (editor.isDestroyed ? null : findSentenceRangeInDom(editor.view.dom, blockId, start, end))
        : undefined,
    [editor],
  );
  const onSentenceStart = useCallback(
    (sentence: QueuedSentence) => {
      const root = editor && !editor.isDestroyed ? editor.view.dom : document.body;
      const element = blockElement(root, sentence.blockId);
      if (element && typeof element.scrollIntoView === "function") {
        element.scrollIntoView({ block: "nearest", behavior: "smooth" });
      }
    },
    [editor],
  );
  return useReadAloud({ blocks, ...(getRangeForSentence ? { getRangeForSentence } : {}), onSentenceStart });
};
