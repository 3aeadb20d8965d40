import { Extension, type Editor } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { DecorationSet } from "@tiptap/pm/view";
import { DEFAULT_PAGE_GEOMETRY, type PageGeometry } from "../geometry";
import { EMPTY_LAYOUT, type EditorLayout } from "./layout";
import { PaginationView } from "./pagination-view";

export const paginationKey = new PluginKey<DecorationSet>("pagination");

export interface PaginationStorage {
  /** The current layout (see EditorLayout). */
  layout: EditorLayout;
  /** Calls `listener` after each new layout; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Stores a new layout and tells the subscribers (used by the pagination plugin). */
  setLayout: (layout: EditorLayout) => void;
  /**
   * Measures every block again and lays the whole document out anew (after something the
   * document does not show changed their size: the column's width, the fonts).
   */
  relayout: () => void;
}

declare module "@tiptap/core" {
  interface Storage {
    pagination: PaginationStorage;
  }
  interface EditorEvents {
    /** A new page layout (page count, block pages or footers changed). */
    layout: { editor: Editor; layout: EditorLayout };
  }
}

interface PaginationOptions {
  geometry: PageGeometry;
}

/**
 * Pages drawn by the view, never stored in the document: spacer widgets push content past each
 * page end (editor reference §4). The layout is in `editor.storage.pagination` and the `layout` event.
 */
export const Pagination = Extension.create<PaginationOptions, PaginationStorage>({
  name: "pagination",

  addOptions() {
    return { geometry: DEFAULT_PAGE_GEOMETRY };
  },

  addStorage() {
    const listeners = new Set<() => void>();
    return {
      layout: EMPTY_LAYOUT,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      setLayout(this: PaginationStorage, layout: EditorLayout) {
        this.layout = layout;
        listeners.forEach((listener) => listener());
      },
      relayout: () => undefined,
    };
  },

  addProseMirrorPlugins() {
    const editor = this.editor;
    const storage = this.storage;
    const geometry = this.options.geometry;
    return [
      new Plugin<DecorationSet>({
        key: paginationKey,
        state: {
          init: () => DecorationSet.empty,
          apply: (tr, decorations) => {
            const next = tr.getMeta(paginationKey) as DecorationSet | undefined;
            if (next) {
              return next;
            }
            return tr.docChanged ? decorations.map(tr.mapping, tr.doc) : decorations;
          },
        },
        props: {
          decorations: (state) => paginationKey.getState(state),
        },
        view: (view) => {
          const pagination = new PaginationView(view, paginationKey, geometry, (layout) => {
            storage.setLayout(layout);
            editor.emit("layout", { editor, layout });
          });
          storage.relayout = () => pagination.relayoutAll();
          return pagination;
        },
      }),
    ];
  },
});
