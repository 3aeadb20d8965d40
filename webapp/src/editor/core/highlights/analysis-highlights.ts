import { Extension, type Editor } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { textblockText, textRangePositions } from "../conversion/block-text";
import { textblocksById } from "./block-index";

/** A finding to highlight: offsets into the block's text (blockText), end exclusive. */
export interface AnalysisHighlight {
  /** The block id, or `${rowId}:${cellIndex}` for a table cell. */
  blockId: string;
  start: number;
  end: number;
  className: string;
  /** Anything the page wants back when the highlight is clicked (findAnalysisHighlights). */
  data?: unknown;
}

/** A highlight where it is now (positions mapped through every edit since it was set). */
export interface PlacedHighlight extends AnalysisHighlight {
  key: string;
  from: number;
  to: number;
}

interface HighlightSpec {
  key: string;
  highlight: AnalysisHighlight;
}

type HighlightMeta = { set: string; decorations: Decoration[] } | { clear: string | null };

const analysisHighlightsKey = new PluginKey<DecorationSet>("analysisHighlights");

const specOf = (decoration: Decoration): HighlightSpec => decoration.spec as HighlightSpec;

/**
 * Analysis highlights (grammar, offensive words, positivity…) as inline decorations, one group per
 * key. They are mapped through every transaction, so they stay on their words while the user
 * types, and they never reach the document (getJSON, getHTML).
 */
export const AnalysisHighlights = Extension.create({
  name: "analysisHighlights",

  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key: analysisHighlightsKey,
        state: {
          init: () => DecorationSet.empty,
          apply: (tr, decorations) => {
            let next = tr.docChanged ? decorations.map(tr.mapping, tr.doc) : decorations;
            const meta = tr.getMeta(analysisHighlightsKey) as HighlightMeta | undefined;
            if (!meta) {
              return next;
            }
            const key = "set" in meta ? meta.set : meta.clear;
            const stale = next.find(undefined, undefined, (spec) => key === null || (spec as HighlightSpec).key === key);
            next = next.remove(stale);
            return "set" in meta ? next.add(tr.doc, meta.decorations) : next;
          },
        },
        props: {
          decorations: (state) => analysisHighlightsKey.getState(state),
        },
      }),
    ];
  },
});

/**
 * Replaces the highlights of group `key` (e.g. "grammar"). Offsets are relative to each block's
 * text as the analysis engines see it (blockText: citations count for nothing). Highlights on
 * unknown blocks or empty ranges are skipped; answers how many were placed.
 */
export const setAnalysisHighlights = (editor: Editor, key: string, highlights: readonly AnalysisHighlight[]): number => {
  const { state } = editor;
  const blocks = textblocksById(state.doc);
  const decorations = highlights.flatMap((highlight) => {
    const found = blocks.get(highlight.blockId);
    if (!found) {
      return [];
    }
    const length = textblockText(found.textblock).length;
    const start = Math.max(0, Math.min(highlight.start, length));
    const end = Math.max(start, Math.min(highlight.end, length));
    if (end === start) {
      return [];
    }
    const { from, to } = textRangePositions(found.textblock, found.pos, start, end);
    const spec: HighlightSpec = { key, highlight };
    return [Decoration.inline(from, to, { class: highlight.className, "data-highlight": key }, spec)];
  });
  editor.view.dispatch(
    state.tr.setMeta(analysisHighlightsKey, { set: key, decorations } satisfies HighlightMeta).setMeta("addToHistory", false),
  );
  return decorations.length;
};

/** Removes the highlights of group `key`, or all of them. */
export const clearAnalysisHighlights = (editor: Editor, key?: string): void => {
  editor.view.dispatch(
    editor.state.tr.setMeta(analysisHighlightsKey, { clear: key ?? null } satisfies HighlightMeta).setMeta("addToHistory", false),
  );
};

const placed = (decoration: Decoration): PlacedHighlight => {
  const { key, highlight } = specOf(decoration);
  return { ...highlight, key, from: decoration.from, to: decoration.to };
};

/** The highlights now drawn, optionally of one group, in document order. */
export const analysisHighlights = (editor: Editor, key?: string): PlacedHighlight[] =>
  (
    analysisHighlightsKey
      .getState(editor.state)
      ?.find(undefined, undefined, (spec) => key === undefined || (spec as HighlightSpec).key === key) ?? []
  )
    .map(placed)
    .sort((left, right) => left.from - right.from);

/** The highlights covering document position `pos` (for a click or hover on highlighted text). */
export const findAnalysisHighlights = (editor: Editor, pos: number): PlacedHighlight[] =>
  (analysisHighlightsKey.getState(editor.state)?.find(pos, pos) ?? [])
    .filter((decoration) => decoration.from <= pos && pos <= decoration.to)
    .map(placed);
