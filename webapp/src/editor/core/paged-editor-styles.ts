import { makeStyles, tokens } from "@fluentui/react-components";
import { PAGE_GAP, PAGE_PADDING, PAGE_WIDTH } from "./geometry";
import { CITATION_CLASS } from "./schema/citation";
import { INLINE_SPACER_CLASS, MEASURING_CLASS, SPACER_CLASS } from "./pagination/spacers";

const RULE = `1px solid ${tokens.colorNeutralStroke1}`;

/**
 * Block spacing only below blocks (margin-bottom), never above: a page spacer between two blocks
 * must not undo a collapsed margin, or measured positions would be off by it.
 */
export const usePagedEditorStyles = makeStyles({
  root: {
    overflowX: "auto",
    paddingBottom: `${PAGE_GAP}px`,
  },
  frame: {
    margin: "0 auto",
  },
  stack: {
    position: "relative",
    width: `${PAGE_WIDTH}px`,
    transformOrigin: "0 0",
  },
  sheet: {
    position: "absolute",
    left: 0,
    width: `${PAGE_WIDTH}px`,
    boxSizing: "border-box",
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    zIndex: 0,
  },
  footer: {
    position: "absolute",
    left: `${PAGE_PADDING}px`,
    right: `${PAGE_PADDING}px`,
    zIndex: 2,
    fontSize: "12px",
    color: tokens.colorNeutralForeground2,
  },
  footerCitation: {
    height: "19px",
    lineHeight: "19px",
    overflow: "hidden",
    whiteSpace: "nowrap",
    textOverflow: "ellipsis",
  },
  pageNumber: {
    height: `${PAGE_PADDING}px`,
    lineHeight: `${PAGE_PADDING}px`,
    textAlign: "center",
  },
  editorContent: {
    position: "relative",
    zIndex: 1,
  },
  content: {
    boxSizing: "border-box",
    width: `${PAGE_WIDTH}px`,
    // The editor's wrapper has the pages' height (PagedEditor).
    minHeight: "inherit",
    padding: `${PAGE_PADDING}px ${PAGE_PADDING}px 0`,
    outlineStyle: "none",
    fontFamily: tokens.fontFamilyBase,
    fontSize: "16px",
    lineHeight: 1.6,
    color: tokens.colorNeutralForeground1,
    overflowWrap: "break-word",
    whiteSpace: "pre-wrap",
    counterReset: "wl-citation",
    "& p": { margin: "0 0 12px" },
    "& h1": { margin: "0 0 12px", paddingTop: "8px", fontSize: "28px", lineHeight: 1.3, fontWeight: 600 },
    "& h2": { margin: "0 0 12px", paddingTop: "6px", fontSize: "22px", lineHeight: 1.3, fontWeight: 600 },
    "& blockquote": { margin: "0 0 12px", padding: 0 },
    "& blockquote > p": {
      margin: 0,
      padding: "0 0 8px 16px",
      borderLeft: `4px solid ${tokens.colorNeutralStroke1}`,
      color: tokens.colorNeutralForeground2,
    },
    "& ul, & ol": { margin: "0 0 12px", paddingLeft: "28px" },
    "& li": { margin: 0 },
    "& li > p": { margin: 0 },
    "& li > ul, & li > ol": { margin: 0 },
    "& ol": { listStyleType: "decimal" },
    "& ol ol, & ul ol": { listStyleType: "lower-roman" },
    "& ul ul": { listStyleType: "circle" },
    "& li[data-phantom]": { listStyleType: "none" },
    "& li[data-phantom] > p": { display: "none" },
    "& table": { borderCollapse: "collapse", width: "100%", tableLayout: "fixed", margin: "0 0 12px" },
    "& td, & th": { border: RULE, padding: "6px 8px", verticalAlign: "top", textAlign: "left" },
    "& th": { fontWeight: 600, backgroundColor: tokens.colorNeutralBackground3 },
    "& td > p, & th > p": { margin: 0 },
    "& hr": { margin: "0 0 12px", border: "none", borderTop: RULE, height: 0 },
    "& code": {
      fontFamily: tokens.fontFamilyMonospace,
      fontSize: "0.9em",
      backgroundColor: tokens.colorNeutralBackground3,
      borderRadius: "3px",
    },
    "& a": { color: tokens.colorBrandForegroundLink },
    [`& .${CITATION_CLASS}`]: {
      fontSize: "0.75em",
      lineHeight: 0,
      verticalAlign: "super",
      color: tokens.colorBrandForegroundLink,
      cursor: "pointer",
      counterIncrement: "wl-citation",
      "::after": { content: '"[" counter(wl-citation) "]"' },
    },
    [`& .${CITATION_CLASS}[data-author-date]`]: {
      fontSize: "1em",
      verticalAlign: "baseline",
      counterIncrement: "none",
      "::after": { content: "' ' attr(data-author-date)" },
    },
    [`& .${CITATION_CLASS}:not([data-citation])`]: { counterIncrement: "none", "::after": { content: '"[?]"' } },
    [`& .${CITATION_CLASS}.ProseMirror-selectednode`]: { outline: `2px solid ${tokens.colorBrandStroke1}` },
    // Each block paints on its own: Chromium then redraws only the edited block on a keystroke and
    // reuses the drawing of the others (in a 100-page document, paint and commit per frame fell
    // from ~10 to ~4 ms). The clip margin keeps the caret visible after spaces hanging past the
    // line's end, and anything else a block draws into the page's padding.
    [`& > :not(.${SPACER_CLASS})`]: { contain: "paint", overflowClipMargin: `${PAGE_PADDING}px` },
    [`& div.${SPACER_CLASS}, & span.${INLINE_SPACER_CLASS}`]: { display: "block", pointerEvents: "none", userSelect: "none" },
    [`&.${MEASURING_CLASS} .${SPACER_CLASS}`]: { display: "none" },
    "& .ProseMirror-gapcursor": { position: "relative" },
  },
  readOnly: {
    caretColor: "transparent",
  },
});
