import type { Block, Page, Sentence } from "@wordloom/shared/model";
import { groupBlocks } from "../block-groups";
import { authorDateText, isAuthorDate, noteText } from "../citation-text";
import { escapeHtml } from "./escape-html";
import { listLabels } from "./list-labels";
import { bottomPadding, PAGE_CSS } from "./page-css";

/** Numbers the notes in reading order and keeps the notes of the page being written. */
class NoteCollector {
  private next = 1;
  page: { number: number; text: string }[] = [];

  add(text: string): number {
    const number = this.next;
    this.next += 1;
    this.page.push({ number, text });
    return number;
  }
}

const linkTarget = (href: string | undefined) => (href && /^(https?:|mailto:)/i.test(href) ? href : undefined);

const sentencesHtml = (sentences: readonly Sentence[], notes: NoteCollector): string =>
  sentences
    .map((sentence) =>
      sentence.fragments
        .map((fragment) => {
          let html = escapeHtml(fragment.text);
          if (fragment.code) {
            html = `<code>${html}</code>`;
          }
          if (fragment.bold) {
            html = `<strong>${html}</strong>`;
          }
          if (fragment.italic) {
            html = `<em>${html}</em>`;
          }
          if (fragment.underline) {
            html = `<u>${html}</u>`;
          }
          const href = linkTarget(fragment.href);
          if (href) {
            html = `<a href="${escapeHtml(href)}">${html}</a>`;
          }
          const citation = fragment.citation?.citationData;
          if (citation && isAuthorDate(citation)) {
            html += escapeHtml(authorDateText(citation));
          } else if (citation) {
            const note = noteText(citation);
            html += `<sup class="cite" data-note="${escapeHtml(note)}">${notes.add(note)}</sup>`;
          }
          return html;
        })
        .join(""),
    )
    .join(" ");

const ALIGN_CLASS: Partial<Record<Block["htmlType"], string>> = { "left-align": "left", "center-align": "center", "right-align": "right" };

const blockHtml = (block: Block, labels: ReadonlyMap<string, string>, notes: NoteCollector): string => {
  const content = sentencesHtml(block.sentences, notes);
  switch (block.htmlType) {
    case "heading-one":
      return `<h1>${content}</h1>`;
    case "heading-two":
      return `<h2>${content}</h2>`;
    case "block-quote":
      return `<blockquote>${content}</blockquote>`;
    case "horizontal-line":
      return "<hr>";
    case "bullet-item":
    case "number-item":
    case "nested-bullet-item":
    case "nested-number-item": {
      const nested = block.htmlType.startsWith("nested") ? " nested" : "";
      return `<div class="item${nested}"><span class="marker">${escapeHtml(labels.get(block.id) ?? "•")}</span><span>${content}</span></div>`;
    }
    default: {
      const align = ALIGN_CLASS[block.htmlType];
      return align ? `<p class="${align}">${content}</p>` : `<p>${content}</p>`;
    }
  }
};

const tableHtml = (rows: readonly Block[], notes: NoteCollector): string => {
  const body = rows
    .map((row) => {
      const cell = row.isHeadNode ? "th" : "td";
      return `<tr>${(row.cells ?? []).map((each) => `<${cell}>${sentencesHtml(each.sentences, notes)}</${cell}>`).join("")}</tr>`;
    })
    .join("");
  return `<table>${body}</table>`;
};

const pageHtml = (
  page: Page,
  index: number,
  total: number,
  labels: ReadonlyMap<string, string>,
  notes: NoteCollector,
  title: string,
): string => {
  notes.page = [];
  const blocks = groupBlocks(page.blocks).map((group) =>
    group.kind === "table" ? tableHtml(group.rows, notes) : blockHtml(group.block, labels, notes),
  );
  // The document's title heads page 1 (the PDF's metadata carries it too: Chromium takes it from <title>).
  const body = (index === 0 && title.trim() ? [`<h1 class="doc-title">${escapeHtml(title)}</h1>`, ...blocks] : blocks).join("\n");
  const noteList = notes.page.length
    ? `<ol class="notes">${notes.page.map((note) => `<li>${note.number}. ${escapeHtml(note.text)}</li>`).join("")}</ol>`
    : "";
  return `<section class="page" style="padding-bottom: ${bottomPadding(notes.page.length)}px">
<div class="content">
${body}
</div>
<footer class="footer">${noteList}<div class="page-number">Page ${index + 1} of ${total}</div></footer>
</section>`;
};

/**
 * The pages of a document as HTML sections (PAGE_CSS styles them): each page's blocks, its citation
 * notes and "Page X of Y" in its footer. The public article page renders the same sections. With
 * `title` empty, page 1 carries no title heading.
 */
export const documentPagesHtml = ({ title, pages }: { title: string; pages: readonly Page[] }): string => {
  const labels = listLabels(pages.flatMap((page) => page.blocks));
  const notes = new NoteCollector();
  return pages.map((page, index) => pageHtml(page, index, pages.length, labels, notes, title)).join("\n");
};

/**
 * The printable HTML of a document: the editor's pages as they are stored, each 916 × 1056 px with
 * its citation notes and "Page X of Y" at the foot. Every piece of document text is escaped; the
 * page loads nothing from outside.
 */
export const documentHtml = ({ title, pages }: { title: string; pages: readonly Page[] }): string => {
  const body = documentPagesHtml({ title, pages });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<style>${PAGE_CSS}</style></head>
<body>
${body}
</body></html>`;
};
