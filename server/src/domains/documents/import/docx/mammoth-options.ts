/**
 * mammoth's options for Wordloom: the style map and a transformDocument hook that carries what
 * mammoth drops on purpose (paragraph alignment, monospace runs) into styles the map turns into
 * classes and <code>.
 */

/** The part of mammoth's document tree the hook reads and changes. */
interface MammothElement {
  type: string;
  children?: MammothElement[];
  styleId?: string | null;
  styleName?: string | null;
  numbering?: unknown;
  alignment?: string | null;
  font?: string | null;
}

const CENTER_STYLE = "Wordloom Center";
const RIGHT_STYLE = "Wordloom Right";
const CODE_STYLE = "Wordloom Code";

export const STYLE_MAP = [
  // mammoth drops underline unless asked.
  "u => u",
  "p[style-name='Quote'] => blockquote > p:fresh",
  "p[style-name='Intense Quote'] => blockquote > p:fresh",
  "p.Quote => blockquote > p:fresh",
  "p[style-name='Title'] => h1:fresh",
  `p[style-name='${CENTER_STYLE}'] => p.align-center:fresh`,
  `p[style-name='${RIGHT_STYLE}'] => p.align-right:fresh`,
  `r[style-name='${CODE_STYLE}'] => code`,
];

const MONOSPACE_FONTS = new Set([
  "courier",
  "courier new",
  "consolas",
  "menlo",
  "monaco",
  "lucida console",
  "lucida sans typewriter",
  "source code pro",
  "fira code",
  "fira mono",
  "roboto mono",
  "dejavu sans mono",
  "liberation mono",
  "ubuntu mono",
  "jetbrains mono",
  "cascadia code",
  "cascadia mono",
  "sf mono",
  "monospace",
]);

const isMonospaceFont = (font: string | null | undefined): boolean =>
  font !== null && font !== undefined && MONOSPACE_FONTS.has(font.trim().toLowerCase());

/** Headings, titles, quotes and list items keep their own mapping; only plain paragraphs take an alignment style. */
const isPlainParagraph = (paragraph: MammothElement) =>
  !paragraph.numbering && !/heading|title|quote/i.test(`${paragraph.styleName ?? ""} ${paragraph.styleId ?? ""}`);

const ALIGNMENT_STYLES: Record<string, string> = { center: CENTER_STYLE, right: RIGHT_STYLE, end: RIGHT_STYLE };

const transformElement = (element: MammothElement): MammothElement => {
  for (const child of element.children ?? []) {
    transformElement(child);
  }
  if (element.type === "paragraph" && isPlainParagraph(element)) {
    const style = ALIGNMENT_STYLES[element.alignment ?? ""];
    if (style) {
      element.styleName = style;
    }
  }
  if (element.type === "run" && isMonospaceFont(element.font)) {
    element.styleName = CODE_STYLE;
  }
  return element;
};

/** mammoth types the hook as `any`; the tree is walked through the narrow shape above. */
export const transformDocument = (document: unknown): unknown => transformElement(document as MammothElement);
