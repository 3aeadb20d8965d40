import { Node, mergeAttributes } from "@tiptap/core";
import type { ResolvedPos } from "@tiptap/pm/model";

/** Lists nest two levels deep: item and nested item (spec document 2 §2). */
const MAX_LIST_DEPTH = 2;

/** How many list items hold this position (1 in a top-level item, 2 in a nested one). */
const listDepthAt = ($pos: ResolvedPos): number => {
  let depth = 0;
  for (let level = $pos.depth; level > 0; level -= 1) {
    if ($pos.node(level).type.name === "listItem") {
      depth += 1;
    }
  }
  return depth;
};

/**
 * A list item: its paragraph, then nested lists. `phantom` marks the empty parent that a nested
 * item gets when the stored document has no item before it; it is hidden and never stored.
 */
export const ListItem = Node.create({
  name: "listItem",
  content: "paragraph list*",
  defining: true,

  addAttributes() {
    return {
      phantom: {
        default: false,
        keepOnSplit: false,
        parseHTML: (element) => element.hasAttribute("data-phantom"),
        renderHTML: (attributes) => (attributes.phantom === true ? { "data-phantom": "" } : {}),
      },
    };
  },

  parseHTML() {
    return [{ tag: "li" }];
  },

  renderHTML({ HTMLAttributes }) {
    return ["li", mergeAttributes(HTMLAttributes), 0];
  },

  addKeyboardShortcuts() {
    return {
      Enter: () => this.editor.commands.splitListItem(this.name),
      Tab: () => {
        const { $from } = this.editor.state.selection;
        const depth = listDepthAt($from);
        if (depth === 0) {
          return false;
        }
        // Deeper than a nested item is not a stored element type: keep the focus in the editor, do nothing.
        return depth >= MAX_LIST_DEPTH ? true : this.editor.commands.sinkListItem(this.name) || true;
      },
      "Shift-Tab": () => this.editor.commands.liftListItem(this.name),
    };
  },
});
