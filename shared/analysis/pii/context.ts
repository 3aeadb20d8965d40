/**
 * A snippet of the text around a finding for the compliance pane: up to `radius` characters either
 * side, cut at a word boundary, line breaks flattened to spaces, with "…" where the text was cut.
 */
export const contextSnippet = (text: string, start: number, end: number, radius = 40): string => {
  let from = Math.max(0, start - radius);
  let to = Math.min(text.length, end + radius);
  if (from > 0) {
    const space = text.indexOf(" ", from);
    from = space !== -1 && space < start ? space + 1 : from;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(" ", to);
    to = space > end ? space : to;
  }
  const body = text.slice(from, to).replace(/\s+/g, " ").trim();
  return `${from > 0 ? "…" : ""}${body}${to < text.length ? "…" : ""}`;
};
