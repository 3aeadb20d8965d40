import type { Block, Fragment, Page } from "@wordloom/shared/model";

const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Only web and mail links go into the e-mail. */
const safeHref = (href: string): string | null => (/^(https?:|mailto:)/i.test(href) ? href : null);

const fragmentHtml = (fragment: Fragment): string => {
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
  const href = fragment.href ? safeHref(fragment.href) : null;
  if (href) {
    html = `<a href="${escapeHtml(href)}">${html}</a>`;
  }
  return html;
};

const sentencesHtml = (block: Pick<Block, "sentences">): string =>
  block.sentences.map((sentence) => sentence.fragments.map(fragmentHtml).join("")).join(" ");

const LIST_TYPES: Partial<Record<Block["htmlType"], "ul" | "ol">> = {
  "bullet-item": "ul",
  "nested-bullet-item": "ul",
  "number-item": "ol",
  "nested-number-item": "ol",
};

const blockHtml = (block: Block): string => {
  switch (block.htmlType) {
    case "heading-one":
      return `<h2>${sentencesHtml(block)}</h2>`;
    case "heading-two":
      return `<h3>${sentencesHtml(block)}</h3>`;
    case "block-quote":
      return `<blockquote>${sentencesHtml(block)}</blockquote>`;
    case "horizontal-line":
      return "<hr>";
    case "center-align":
    case "right-align":
      return `<p style="text-align:${block.htmlType === "center-align" ? "center" : "right"}">${sentencesHtml(block)}</p>`;
    case "table-row": {
      const tag = block.isHeadNode ? "th" : "td";
      return `<tr>${(block.cells ?? []).map((cell) => `<${tag}>${sentencesHtml(cell)}</${tag}>`).join("")}</tr>`;
    }
    default:
      return block.sentences.length === 0 ? "" : `<p>${sentencesHtml(block)}</p>`;
  }
};

/** Groups consecutive list items and table rows into their lists and tables. */
const bodyHtml = (blocks: readonly Block[]): string => {
  const parts: string[] = [];
  let open: "ul" | "ol" | "table" | null = null;
  const close = () => {
    if (open) {
      parts.push(open === "table" ? "</table>" : `</${open}>`);
    }
    open = null;
  };
  for (const block of blocks) {
    const list = LIST_TYPES[block.htmlType];
    const wanted = list ?? (block.htmlType === "table-row" ? "table" : null);
    if (wanted !== open) {
      close();
      if (wanted) {
        parts.push(wanted === "table" ? '<table border="1" cellpadding="6" style="border-collapse:collapse">' : `<${wanted}>`);
      }
      open = wanted;
    }
    parts.push(list ? `<li>${sentencesHtml(block)}</li>` : blockHtml(block));
  }
  close();
  return parts.filter(Boolean).join("\n");
};

export interface EmailArticle {
  title: string;
  /** The public link, absolute. */
  url: string;
  /** The cover image, absolute, or null. */
  coverUrl: string | null;
  pages: readonly Page[];
}

/**
 * The HTML an e-mail share copies (spec document 2 §4: e-mail share copies the HTML content): the
 * title linking to the public article, the cover, the body with its marks, lists and tables, and
 * the link again at the end. Text is escaped; only http(s) and mailto links are kept.
 */
export const emailHtml = ({ title, url, coverUrl, pages }: EmailArticle): string => {
  const link = escapeHtml(url);
  return [
    `<h1><a href="${link}">${escapeHtml(title)}</a></h1>`,
    coverUrl ? `<p><img src="${escapeHtml(coverUrl)}" alt="" width="700" style="max-width:100%;height:auto"></p>` : "",
    bodyHtml(pages.flatMap((page) => page.blocks)),
    `<p><a href="${link}">Read it on Wordloom</a></p>`,
  ]
    .filter(Boolean)
    .join("\n");
};

/** Copies HTML with a plain-text fallback (ClipboardItem where the browser has it). */
export const copyHtml = async (html: string, plain: string): Promise<void> => {
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    await navigator.clipboard.write([
      new ClipboardItem({ "text/html": new Blob([html], { type: "text/html" }), "text/plain": new Blob([plain], { type: "text/plain" }) }),
    ]);
    return;
  }
  await navigator.clipboard.writeText(html);
};
