import type { Block, Page } from "@wordloom/shared/model";

/** A one-sentence text block for autosave tests. */
export const textBlock = (id: string, text = `Text of ${id}.`): Block => ({
  id,
  htmlType: "text",
  sentences: [{ id: `${id}-s`, text, fragments: [{ text }] }],
});

/** Pages from block ids: pagesOf(["a", "b"], ["c"]). */
export const pagesOf = (...pages: string[][]): Page[] => pages.map((ids) => ({ blocks: ids.map((id) => textBlock(id)) }));

/** The same pages with one block's text replaced (a new block object, as the editor makes). */
export const withText = (pages: readonly Page[], id: string, text: string): Page[] =>
  pages.map((page) => ({ blocks: page.blocks.map((block) => (block.id === id ? textBlock(id, text) : block)) }));

export const blockIds = (pages: readonly Page[]) => pages.map((page) => page.blocks.map((block) => block.id));
export const textOf = (pages: readonly Page[], id: string) =>
  pages.flatMap((page) => page.blocks).find((block) => block.id === id)?.sentences[0]?.text;
