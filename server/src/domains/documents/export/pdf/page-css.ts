/** The editor's page (spec document 2 §9): 916 × 1056 px, 50 px padding, 19 px more per note in the footer. */
const PAGE_WIDTH_PX = 916;
export const PAGE_HEIGHT_PX = 1056;
export const PAGE_PADDING_PX = 50;
export const NOTE_LINE_PX = 19;

/**
 * The editor's fonts (Fluent UI's fontFamilyBase and fontFamilyMonospace, the families the editor
 * page is set in), so that a line breaks at the same word in the editor and in the PDF printed by
 * Chromium on the same system fonts.
 */
const EDITOR_FONT_FAMILY =
  "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', sans-serif";
const EDITOR_MONO_FONT_FAMILY = "Consolas, 'Courier New', Courier, monospace";

/** The bottom padding of a page holding `notes` citation notes. */
export const bottomPadding = (notes: number) => PAGE_PADDING_PX + NOTE_LINE_PX * notes;

export const PAGE_CSS = `
@page { size: ${PAGE_WIDTH_PX}px ${PAGE_HEIGHT_PX}px; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: ${EDITOR_FONT_FAMILY}; font-size: 16px; line-height: 1.6; color: #1b1b1b; }
p, h1, h2, blockquote, .item, td, th { white-space: pre-wrap; }
.page { position: relative; width: ${PAGE_WIDTH_PX}px; min-height: ${PAGE_HEIGHT_PX}px; padding: ${PAGE_PADDING_PX}px; break-after: page; overflow-wrap: break-word; }
.page:last-child { break-after: auto; }
p, h1, h2, blockquote, table { margin: 0 0 12px; }
/* A page's last block leaves no margin below it: what fits the editor's page fits the sheet. */
.content > :last-child { margin-bottom: 0; }
h1 { padding-top: 8px; font-size: 28px; line-height: 1.3; font-weight: 600; }
h1.doc-title { padding-top: 0; margin-bottom: 24px; font-size: 32px; }
h2 { padding-top: 6px; font-size: 22px; line-height: 1.3; font-weight: 600; }
.left { text-align: left; } .center { text-align: center; } .right { text-align: right; }
blockquote { border-left: 4px solid #c8c8c8; padding: 0 0 8px 16px; color: #555; }
.item { display: flex; margin: 0 0 6px; padding-left: 0; }
.item.nested { padding-left: 24px; }
.marker { flex: none; width: 28px; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; }
td, th { border: 1px solid #999; padding: 6px 8px; vertical-align: top; text-align: left; }
th { background: #f3f3f3; }
hr { border: 0; border-top: 1px solid #999; height: 0; margin: 0 0 12px; }
code { font-family: ${EDITOR_MONO_FONT_FAMILY}; font-size: 0.9em; }
a { color: #0f5cc0; }
sup.cite { font-size: 0.7em; line-height: 0; }
.footer { position: absolute; left: ${PAGE_PADDING_PX}px; right: ${PAGE_PADDING_PX}px; bottom: 12px; font-size: 12px; color: #444; }
.notes { list-style: none; margin: 0 0 4px; padding: 0; border-top: 1px solid #ccc; }
.notes li { height: ${NOTE_LINE_PX}px; line-height: ${NOTE_LINE_PX}px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.page-number { text-align: center; line-height: 20px; }
`;
