import type { InlineRun, RunMarks } from "../draft";
import { safeHref } from "../safe-href";
import { attributeOf, childrenOf, isText, tagOf, type HtmlNode } from "./html-tree";
import { noteIdOf } from "./html-notes";

const MARK_TAGS: Record<string, keyof Omit<RunMarks, "href">> = {
  strong: "bold",
  b: "bold",
  em: "italic",
  i: "italic",
  u: "underline",
  code: "code",
};
/** Block elements met inside inline content (paragraphs in a list item or a cell) are separated by a space. */
const SPACED_TAGS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "li", "tr", "td", "th", "div"]);

/**
 * The runs of an element's inline content with their marks. A footnote reference becomes an empty
 * run carrying the note's text; links keep only web and mail addresses; images are left out.
 */
export const inlineRuns = (node: HtmlNode, notes: ReadonlyMap<string, string>, marks: RunMarks = {}): InlineRun[] => {
  if (isText(node)) {
    return [{ text: node.nodeValue ?? "", ...marks }];
  }
  const tag = tagOf(node);
  if (tag === "br") {
    return [{ text: " ", ...marks }];
  }
  if (tag === "img" || tag === "input") {
    return [];
  }
  const inner: RunMarks = { ...marks };
  const mark = MARK_TAGS[tag];
  if (mark) {
    inner[mark] = true;
  }
  if (tag === "a") {
    const href = attributeOf(node, "href");
    const noteId = noteIdOf(href);
    if (noteId) {
      const footnote = notes.get(noteId);
      return footnote ? [{ text: "", footnote }] : [];
    }
    const external = safeHref(href);
    if (external) {
      inner.href = external;
    }
  }
  const runs = childrenOf(node).flatMap((child) => inlineRuns(child, notes, inner));
  return SPACED_TAGS.has(tag) ? [...runs, { text: " " }] : runs;
};
