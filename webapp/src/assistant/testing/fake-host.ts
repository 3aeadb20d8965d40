import { vi } from "vitest";
import type { AssistantBlock, AssistantContext, AssistantHighlight, AssistantHost } from "../assistant-host";

interface FakeHost extends AssistantHost {
  /** Each group's highlights, as last shown. */
  highlights: Map<string, readonly AssistantHighlight[]>;
  /** The highlighted words of a group, read from the current text. */
  highlightedText(key: string): string[];
  setContext(change: Partial<AssistantContext>): void;
  blockText(id: string): string;
}

/** An in-memory host: blocks with text, a caret place, highlights by group; replaceText edits the text. */
export const fakeHost = (blocks: AssistantBlock[], context: Partial<AssistantContext> = {}): FakeHost => {
  const listeners = new Set<() => void>();
  const highlights = new Map<string, readonly AssistantHighlight[]>();
  let current: AssistantContext = {
    pageIndex: 0,
    pageCount: Math.max(1, ...blocks.map((block) => block.pageIndex + 1)),
    currentBlock: blocks[0] ?? null,
    selection: null,
    hasWords: blocks.some((block) => /\w/.test(block.text)),
    ...context,
  };
  const text = (id: string) => blocks.find((block) => block.id === id)?.text ?? "";

  const host: FakeHost = {
    docId: "doc-1",
    getTitle: () => "A title",
    getContext: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBlocks: (pageIndex) =>
      (pageIndex === undefined ? blocks : blocks.filter((block) => block.pageIndex === pageIndex)).map((block) => ({ ...block })),
    showHighlights: vi.fn((key: string, shown: readonly AssistantHighlight[]) => {
      highlights.set(key, shown);
    }),
    clearHighlights: vi.fn((key?: string) => {
      if (key === undefined) {
        highlights.clear();
      } else {
        highlights.delete(key);
      }
    }),
    focusSpan: vi.fn(),
    replaceText: vi.fn(async (blockId: string, start: number, end: number, replacement: string) => {
      const block = blocks.find((entry) => entry.id === blockId);
      if (!block) {
        throw new Error(`no block ${blockId}`);
      }
      block.text = block.text.slice(0, start) + replacement + block.text.slice(end);
      if (current.currentBlock?.id === blockId) {
        host.setContext({ currentBlock: { ...block } });
      }
    }),
    highlights,
    highlightedText: (key) => (highlights.get(key) ?? []).map((shown) => text(shown.blockId).slice(shown.start, shown.end)),
    setContext(change) {
      current = { ...current, ...change };
      listeners.forEach((listener) => listener());
    },
    blockText: text,
  };
  return host;
};

/** A paragraph block on page 0. */
export const paragraph = (id: string, text: string, pageIndex = 0): AssistantBlock => ({ id, text, type: "paragraph", pageIndex });
