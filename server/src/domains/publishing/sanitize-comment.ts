import sanitizeHtml from "sanitize-html";
import { PUBLIC_COMMENT } from "@wordloom/shared/rules";
import { AppError } from "../../errors";

const invalid = (message: string) => new AppError("VALIDATION_FAILED", message, { issues: [{ path: ["body", "content"], message }] });

/** What a public comment may hold: text formatting, links, paragraphs, quotes and lists; nothing else. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "u", "code", "a", "p", "br", "blockquote", "ul", "ol", "li"],
  // rel and target are always the ones set below (the transform overrides what was sent).
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  // Links leave the page without the reader's referrer and never as the site's endorsement.
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener noreferrer ugc", target: "_blank" }) },
  disallowedTagsMode: "discard",
};

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const looksLikeHtml = (text: string) => /<\/?[a-z][\s\S]*>/i.test(text);

/**
 * A comment as stored and shown: HTML is sanitised (sanitize-html: the tags above, http(s) and
 * mailto links only, every attribute but href dropped), plain text is escaped with its line breaks
 * kept. What is left must be non-empty and at most 2000 characters of text.
 */
export const sanitizeComment = (content: string): string => {
  const html = looksLikeHtml(content) ? sanitizeHtml(content, OPTIONS) : escapeText(content).replace(/\r?\n/g, "<br>");
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
  if (text.length === 0) {
    throw invalid("Comment can't be empty");
  }
  if (text.length > PUBLIC_COMMENT.maxChars) {
    throw invalid(`A comment holds at most ${PUBLIC_COMMENT.maxChars} characters`);
  }
  return html;
};
