import type { Block, BlockType, Fragment, Page, Sentence } from "@wordloom/shared/model";

/** Test factories: stored sentences, blocks and pages with readable ids. */

let sequence = 0;
const nextId = (prefix: string): string => {
  sequence += 1;
  return `${prefix}-${sequence}`;
};

export const fragment = (text: string, marks: Omit<Fragment, "text"> = {}): Fragment => ({ text, ...marks });

export const sentence = (...fragments: (Fragment | string)[]): Sentence => {
  const parts = fragments.map((part) => (typeof part === "string" ? fragment(part) : part));
  return { id: nextId("s"), text: parts.map((part) => part.text).join(""), fragments: parts };
};

export const block = (htmlType: BlockType, sentences: Sentence[] = [], extra: Partial<Block> = {}): Block => ({
  id: extra.id ?? nextId("b"),
  htmlType,
  sentences,
  ...extra,
});

/** A block of plain sentences: `textBlock("text", "One.", "Two.")`. */
export const textBlock = (htmlType: BlockType, ...texts: string[]): Block =>
  block(
    htmlType,
    texts.map((text) => sentence(text)),
  );

export const tableRow = (cells: string[][], extra: Partial<Block> = {}): Block =>
  block("table-row", [], { cells: cells.map((texts) => ({ sentences: texts.map((text) => sentence(text)) })), ...extra });

export const footnote = (citationIndex: number, title: string): NonNullable<Fragment["citation"]> => ({
  citationIndex,
  citationData: { citationType: "chicago-biblo", author: "Ada Lovelace", title, publisher: "Acme", year: "1843" },
});

/** The page breaks of stored pages (blockId → page index), as the layout would give them. */
export const breaksOf = (pages: readonly Page[]): Record<string, number> =>
  Object.fromEntries(pages.flatMap((page, pageIndex) => page.blocks.map((stored) => [stored.id, pageIndex])));

/**
 * A document with every element type: aligned paragraphs, both headings, a two-paragraph quote,
 * bullet and numbered lists with nested items, a table with a header row, a rule; fragments with
 * every mark and their combinations, links, footnote and author-date citations; font size and
 * line height; two pages.
 */
export const everyElementPages = (): Page[] => [
  {
    blocks: [
      block("heading-one", [sentence("The loom")], { blockFontSizePt: 20 }),
      block("text", [
        sentence("Plain start, ", fragment("bold", { bold: true }), ", ", fragment("italic", { italic: true }), "."),
        sentence(
          fragment("Underlined", { underline: true }),
          " and ",
          fragment("code()", { code: true }),
          " and ",
          fragment("all", { bold: true, italic: true, underline: true, code: true }),
          ".",
        ),
        sentence("See ", fragment("the site", { href: "https://example.com/a?b=1", bold: true }), " now."),
      ]),
      block("left-align", [sentence("Left aligned text.")], { blockLineHeight: 1.5 }),
      block("center-align", [sentence("Centered text.")]),
      block("right-align", [sentence("Right aligned text.")], { blockFontSizePt: 9, blockLineHeight: 2 }),
      block("heading-two", [sentence("Details")]),
      block("block-quote", [sentence("To be, or not to be.")]),
      block("block-quote", [sentence("That is the question.")]),
      block("text", [
        sentence(fragment("A cited claim", { citation: footnote(0, "Notes") }), "."),
        sentence(
          "Smith says so",
          fragment("", {
            citation: {
              citationIndex: 1,
              citationData: { citationType: "chicago-author", author: "Smith", title: "On looms", year: "2020" },
            },
          }),
          ".",
        ),
        sentence(
          fragment("", { citation: footnote(2, "Leading") }),
          "Then more ",
          fragment("text", { italic: true, citation: footnote(3, "Formatted") }),
        ),
      ]),
    ],
  },
  {
    blocks: [
      textBlock("bullet-item", "First bullet."),
      textBlock("nested-bullet-item", "Nested bullet."),
      textBlock("nested-bullet-item", "Another nested bullet."),
      textBlock("bullet-item", "Second bullet."),
      textBlock("number-item", "First step."),
      textBlock("nested-number-item", "Sub step i."),
      textBlock("nested-number-item", "Sub step ii."),
      textBlock("number-item", "Second step."),
      tableRow([["Name"], ["Value"]], { isHeadNode: true }),
      tableRow([["Alpha one.", "Still alpha."], ["1"]]),
      tableRow([[], ["2"]], { blockFontSizePt: 10 }),
      block("horizontal-line"),
      block("text"),
      block("text", [sentence("Two sentences. "), sentence("With a double space.")]),
    ],
  },
];
