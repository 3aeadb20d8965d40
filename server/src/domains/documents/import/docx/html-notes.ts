import { attributeOf, childrenOf, elementChildren, isText, tagOf, type HtmlNode } from "./html-tree";

const NOTE_ID = /^(footnote|endnote)-\d+$/;
const BACK_LINK = /^#(footnote|endnote)-ref-\d+$/;

/** mammoth appends the notes as `<ol><li id="footnote-1">…</li></ol>`; this tells that list from the author's. */
export const isNotesList = (node: HtmlNode): boolean => {
  if (tagOf(node) !== "ol") {
    return false;
  }
  const items = elementChildren(node, "li");
  return items.length > 0 && items.every((item) => NOTE_ID.test(attributeOf(item, "id")));
};

/** The plain text of a note, without mammoth's "↑" link back to the reference. */
const noteText = (node: HtmlNode): string => {
  if (isText(node)) {
    return node.nodeValue ?? "";
  }
  if (tagOf(node) === "a" && BACK_LINK.test(attributeOf(node, "href"))) {
    return "";
  }
  const separator = ["p", "li", "div"].includes(tagOf(node)) ? " " : "";
  return `${childrenOf(node).map(noteText).join("")}${separator}`;
};

/** Every footnote and endnote of the converted document, by the id its reference links to. */
export const collectNotes = (root: HtmlNode): Map<string, string> => {
  const notes = new Map<string, string>();
  for (const list of childrenOf(root).filter(isNotesList)) {
    for (const item of elementChildren(list, "li")) {
      notes.set(attributeOf(item, "id"), noteText(item).replace(/\s+/g, " ").trim());
    }
  }
  return notes;
};

/** The note a reference link points to ("#footnote-1"), if the link is one. */
export const noteIdOf = (href: string): string | null => {
  const id = href.startsWith("#") ? href.slice(1) : "";
  return NOTE_ID.test(id) ? id : null;
};
