import { Extension } from "@tiptap/core";
import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { Plugin, PluginKey, type EditorState, type Transaction } from "@tiptap/pm/state";
import { AddMarkStep, Mapping, RemoveMarkStep, ReplaceStep, type Step } from "@tiptap/pm/transform";
import { newId } from "../ids";
import { forEachBlockNode, isEmptyPhantom } from "./block-nodes";

const blockIdsKey = new PluginKey("blockIds");

interface IdFix {
  pos: number;
  attrs: Record<string, unknown>;
}

const idPositions = (doc: ProseMirrorNode): Map<string, number> => {
  const positions = new Map<string, number>();
  forEachBlockNode(doc, ({ node, pos }) => {
    const id = node.attrs.blockId;
    if (typeof id === "string" && !positions.has(id)) {
      positions.set(id, pos);
    }
  });
  return positions;
};

/**
 * The attribute changes that give every block a unique id. A block without one gets a fresh id.
 * When an id appears twice (a split, a paste of copied blocks), the block the id was on before the
 * change keeps it (found by mapping its old position) and the others get fresh ids; without a
 * previous state, the first one keeps it.
 */
const blockIdFixes = (doc: ProseMirrorNode, before?: { doc: ProseMirrorNode; mapping: Mapping }): IdFix[] => {
  const fixes: IdFix[] = [];
  const holders = new Map<string, number[]>();
  forEachBlockNode(doc, ({ node, pos }) => {
    if (isEmptyPhantom(node)) {
      return;
    }
    const phantomFix = node.attrs.phantom === true ? { phantom: false } : {};
    const id = node.attrs.blockId;
    if (typeof id !== "string" || id === "") {
      fixes.push({ pos, attrs: { ...phantomFix, blockId: newId() } });
      return;
    }
    if (node.attrs.phantom === true) {
      fixes.push({ pos, attrs: phantomFix });
    }
    holders.set(id, [...(holders.get(id) ?? []), pos]);
  });
  let oldPositions: Map<string, number> | undefined;
  for (const [id, positions] of holders) {
    if (positions.length < 2) {
      continue;
    }
    oldPositions ??= before ? idPositions(before.doc) : new Map<string, number>();
    const oldPos = oldPositions.get(id);
    const mapped = oldPos === undefined || !before ? undefined : before.mapping.map(oldPos, 1);
    const keeper = positions.find((pos) => pos === mapped) ?? positions[0];
    for (const pos of positions) {
      if (pos !== keeper) {
        fixes.push({ pos, attrs: { blockId: newId() } });
      }
    }
  }
  return fixes;
};

const applyFixes = (tr: Transaction, fixes: readonly IdFix[]): Transaction => {
  for (const fix of fixes) {
    for (const [name, value] of Object.entries(fix.attrs)) {
      tr.setNodeAttribute(fix.pos, name, value);
    }
  }
  return tr;
};

/** A transaction giving the blocks of `state` unique ids, or null when they already have them. */
const blockIdsTransaction = (state: EditorState): Transaction | null => {
  const fixes = blockIdFixes(state.doc);
  return fixes.length > 0 ? applyFixes(state.tr, fixes).setMeta("addToHistory", false) : null;
};

const isPhantom = (node: ProseMirrorNode) => node.attrs.phantom === true;

/**
 * Whether `step` (applied to `doc`) only changes text or marks inside one textblock that is not a
 * phantom: it cannot add, remove or copy a block, so no id can be missing or doubled after it.
 */
const changesTextInOneBlock = (step: Step, doc: ProseMirrorNode): boolean => {
  if (step instanceof AddMarkStep || step instanceof RemoveMarkStep) {
    return true;
  }
  if (!(step instanceof ReplaceStep) || step.slice.openStart !== 0 || step.slice.openEnd !== 0) {
    return false;
  }
  let inline = true;
  step.slice.content.forEach((node) => {
    inline &&= node.isInline;
  });
  const $from = doc.resolve(step.from);
  const $to = doc.resolve(step.to);
  if (!inline || !$from.parent.isTextblock || !$from.sameParent($to)) {
    return false;
  }
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if (isPhantom($from.node(depth))) {
      return false;
    }
  }
  return true;
};

/** Typing and formatting: transactions the whole-document scan of blockIdFixes can skip. */
const editsTextOnly = (tr: Transaction): boolean => tr.steps.every((step, index) => changesTextInOneBlock(step, tr.docs[index] ?? tr.doc));

/** Keeps a stable, unique `blockId` on every block (see blockIdFixes). */
export const BlockIds = Extension.create({
  name: "blockIds",

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: blockIdsKey,
        appendTransaction(transactions, oldState, newState) {
          if (!transactions.some((tr) => tr.docChanged) || transactions.every(editsTextOnly)) {
            return null;
          }
          const mapping = new Mapping();
          for (const tr of transactions) {
            mapping.appendMapping(tr.mapping);
          }
          const fixes = blockIdFixes(newState.doc, { doc: oldState.doc, mapping });
          return fixes.length > 0 ? applyFixes(newState.tr, fixes) : null;
        },
      }),
    ];
  },

  onCreate() {
    const tr = blockIdsTransaction(this.editor.state);
    if (tr) {
      this.editor.view.dispatch(tr);
    }
  },
});
