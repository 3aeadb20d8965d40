import type { Block, Fragment, Page } from "@wordloom/shared/model";

let counter = 0;
const id = (prefix: string) => `${prefix}-${(counter += 1)}`;

/** One sentence of fragments, its text their concatenation. */
export const sentence = (...fragments: Fragment[]) => ({
  id: id("s"),
  text: fragments.map((fragment) => fragment.text).join(""),
  fragments,
});

export const block = (htmlType: Block["htmlType"], ...sentences: ReturnType<typeof sentence>[]): Block => ({
  id: id("b"),
  htmlType,
  sentences,
});

export const row = (cells: string[], isHeadNode = false): Block => ({
  id: id("r"),
  htmlType: "table-row",
  sentences: [],
  cells: cells.map((text) => ({ sentences: [sentence({ text })] })),
  ...(isHeadNode ? { isHeadNode: true } : {}),
});

/** Every element type of the editor, with marks, a link and two kinds of citation, on two pages. */
export const everyElementPages = (): Page[] => [
  {
    blocks: [
      block("heading-one", sentence({ text: "Quarterly review" })),
      block(
        "text",
        sentence(
          { text: "Revenue rose " },
          { text: "sharply", bold: true },
          { text: " in " },
          { text: "spring", italic: true },
          { text: "." },
        ),
        sentence(
          {
            text: "Analysts agree",
            citation: {
              citationIndex: 0,
              citationData: { citationType: "chicago-biblo", author: "Lee", title: "Markets", publisher: "Acme", year: "2023" },
            },
          },
          { text: " with the " },
          { text: "forecast", underline: true },
          { text: "." },
        ),
      ),
      block("heading-two", sentence({ text: "Details" })),
      block("number-item", sentence({ text: "Grow sales" })),
      block("nested-number-item", sentence({ text: "In the north" })),
      block("nested-number-item", sentence({ text: "In the south" })),
      block("number-item", sentence({ text: "Cut waste" })),
      block("bullet-item", sentence({ text: "Keep it simple" })),
      block("nested-bullet-item", sentence({ text: "Really simple" })),
      row(["Team", "Score"], true),
      row(["Blue", "9"]),
    ],
  },
  {
    blocks: [
      block("center-align", sentence({ text: "Centred line." })),
      block("right-align", sentence({ text: "Right line." })),
      block("left-align", sentence({ text: "Left line." })),
      block("block-quote", sentence({ text: "Less is more." })),
      block("horizontal-line"),
      block(
        "text",
        sentence(
          { text: "Visit " },
          { text: "our site", href: "https://example.com/" },
          { text: " or run " },
          { text: "make", code: true },
          { text: "." },
        ),
      ),
      block(
        "text",
        sentence(
          {
            text: "As shown",
            citation: { citationIndex: 1, citationData: { citationType: "chicago-author", author: "Kim", year: "2021" } },
          },
          { text: " before." },
        ),
      ),
    ],
  },
];
