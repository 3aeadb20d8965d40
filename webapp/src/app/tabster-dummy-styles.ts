import { makeStaticStyles } from "@fluentui/react-components";

/**
 * Fluent's focus manager (Tabster) puts empty, invisible `<i data-tabster-dummy>` elements around
 * the page, styled `content-visibility: hidden`. Any element skipped that way makes Chromium check,
 * for every node its editing code walks, whether an ancestor is skipped: after each keystroke it
 * walks the whole editor's text twice (for the input method), so a 100-page document paid ~4 ms a
 * key for these empty elements (bench:editor). Showing them changes nothing on screen: they are
 * empty, 1 px, fixed and transparent.
 */
export const useTabsterDummyStyles = makeStaticStyles("[data-tabster-dummy] { content-visibility: visible !important; }");
