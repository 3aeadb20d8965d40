/** The editor's page (spec document 2 §9): 916 × 1056 px, 50 px padding, 19 px more per note in the footer. */
export const PAGE_WIDTH_PX = 916;
export const PAGE_HEIGHT_PX = 1056;
export const PAGE_PADDING_PX = 50;
export const NOTE_LINE_PX = 19;

/** The bottom padding of a page holding `notes` citation notes. */
export const bottomPadding = (notes: number) => PAGE_PADDING_PX + NOTE_LINE_PX * notes;

export const PAGE_CSS = `
@page { size: ${PAGE_WIDTH_PX}px ${PAGE_HEIGHT_PX}px; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: "Liberation Serif", "Times New Roman", "DejaVu Serif", serif; font-size: 16px; line-height: 1.6; color: #1b1b1b; }
.page { position: relative; width: ${PAGE_WIDTH_PX}px; min-height: ${PAGE_HEIGHT_PX}px; padding: ${PAGE_PADDING_PX}px; break-after: page; overflow-wrap: anywhere; }
.page:last-child { break-after: auto; }
p, h1, h2, blockquote, table { margin: 0 0 12px; }
h1 { font-size: 28px; line-height: 1.3; }
h2 { font-size: 22px; line-height: 1.3; }
.left { text-align: left; } .center { text-align: center; } .right { text-align: right; }
blockquote { border-left: 4px solid #c8c8c8; padding-left: 16px; color: #555; }
.item { display: flex; margin: 0 0 6px; padding-left: 0; }
.item.nested { padding-left: 24px; }
.marker { flex: none; width: 28px; }
table { border-collapse: collapse; width: 100%; }
td, th { border: 1px solid #999; padding: 6px 8px; vertical-align: top; text-align: left; }
th { background: #f3f3f3; }
hr { border: 0; border-top: 1px solid #999; margin: 12px 0; }
code { font-family: "Liberation Mono", "Courier New", "DejaVu Sans Mono", monospace; font-size: 0.9em; }
a { color: #0f5cc0; }
sup.cite { font-size: 0.7em; line-height: 0; }
.footer { position: absolute; left: ${PAGE_PADDING_PX}px; right: ${PAGE_PADDING_PX}px; bottom: 12px; font-size: 12px; color: #444; }
.notes { list-style: none; margin: 0 0 4px; padding: 0; border-top: 1px solid #ccc; }
.notes li { height: ${NOTE_LINE_PX}px; line-height: ${NOTE_LINE_PX}px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.page-number { text-align: center; line-height: 20px; }
`;
