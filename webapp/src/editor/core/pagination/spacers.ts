import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Decoration, DecorationSet } from "@tiptap/pm/view";

export const SPACER_CLASS = "wl-page-spacer";
export const INLINE_SPACER_CLASS = "wl-page-spacer-inline";
/** Set on the editor root while blocks are measured: hides every spacer. */
export const MEASURING_CLASS = "wl-measuring";

/** The space that starts page `page` (1-based index of the page after it): a widget before a block or a line. */
export interface SpacerSpec {
  pos: number;
  height: number;
  page: number;
  /** block: between blocks; row: between table rows; inline: between two lines of a paragraph. */
  kind: "block" | "row" | "inline";
  /** Columns of the table, for a row spacer. */
  columns: number;
}

const rounded = (height: number) => Math.round(height * 100) / 100;

const createSpacer = (spec: SpacerSpec): HTMLElement => {
  const height = `${rounded(spec.height)}px`;
  if (spec.kind === "row") {
    const row = document.createElement("tr");
    row.className = SPACER_CLASS;
    const cell = document.createElement("td");
    cell.colSpan = Math.max(1, spec.columns);
    cell.style.cssText = `height:${height};padding:0;border:none;background:transparent`;
    row.append(cell);
    row.setAttribute("aria-hidden", "true");
    row.contentEditable = "false";
    return row;
  }
  const spacer = document.createElement(spec.kind === "inline" ? "span" : "div");
  spacer.className = spec.kind === "inline" ? `${SPACER_CLASS} ${INLINE_SPACER_CLASS}` : SPACER_CLASS;
  // display:block comes from the editor's styles, so that measuring can hide it.
  spacer.style.height = height;
  spacer.setAttribute("aria-hidden", "true");
  spacer.contentEditable = "false";
  return spacer;
};

export const spacerKey = (spec: SpacerSpec): string => `${spec.kind}:${spec.page}:${rounded(spec.height)}:${spec.columns}`;

/** The decorations drawing the page spacers. */
export const spacerDecorations = (doc: ProseMirrorNode, specs: readonly SpacerSpec[]): DecorationSet =>
  DecorationSet.create(
    doc,
    specs.map((spec) =>
      Decoration.widget(spec.pos, () => createSpacer(spec), {
        side: -1,
        key: spacerKey(spec),
        ignoreSelection: true,
        marks: [],
        spacer: spec,
      }),
    ),
  );

/** A comparable summary of spacers: where they are and how tall. */
export const spacersSignature = (entries: readonly { pos: number; key: string }[]): string =>
  entries.map((entry) => `${entry.pos}@${entry.key}`).join("|");

/** The spacers currently drawn (positions mapped through every edit since the last layout). */
export const currentSpacers = (decorations: DecorationSet | undefined): { pos: number; key: string }[] =>
  (decorations?.find() ?? [])
    .map((decoration) => ({ pos: decoration.from, key: String((decoration.spec as { key?: string }).key ?? "") }))
    .sort((left, right) => left.pos - right.pos);
