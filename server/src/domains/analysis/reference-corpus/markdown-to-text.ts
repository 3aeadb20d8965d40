/** Headings, quotes, fenced code, links or emphasis: the marks that tell Markdown from plain prose. */
const MARKDOWN_SIGNS = [/^#{1,6}[ \t]/m, /^```/m, /^>[ \t]/m, /\[[^\]\n]+\]\([^)\n]+\)/, /(\*\*|__)[^\s*_][^\n]*?\1/];

/** Whether a text file is Markdown, judged by its content (the file's name is not trusted). */
export const looksLikeMarkdown = (text: string): boolean => MARKDOWN_SIGNS.some((sign) => sign.test(text));

/** Markdown markup is dropped so only the prose is fingerprinted: code blocks, images, link targets, markers. */
export const markdownToText = (markdown: string): string =>
  markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^[ \t]*(?:[#>*+-][ \t]*)+/gm, "")
    .replace(/[*_`~]/g, "");
