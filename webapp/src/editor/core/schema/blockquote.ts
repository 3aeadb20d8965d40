import { Node, mergeAttributes } from "@tiptap/core";

/**
 * A block quote holds paragraphs only: each paragraph is one stored `block-quote` block, and
 * consecutive block-quote blocks share one quote.
 */
export const Blockquote = Node.create({
  name: "blockquote",
  content: "paragraph+",
  group: "block",
  defining: true,

  parseHTML() {
    return [{ tag: "blockquote" }];
  },

  renderHTML({ HTMLAttributes }) {
    return ["blockquote", mergeAttributes(HTMLAttributes), 0];
  },

  addCommands() {
    return {
      setBlockquote:
        () =>
        ({ commands }) =>
          commands.wrapIn(this.name),
      toggleBlockquote:
        () =>
        ({ commands }) =>
          commands.toggleWrap(this.name),
      unsetBlockquote:
        () =>
        ({ commands }) =>
          commands.lift(this.name),
    };
  },

  addKeyboardShortcuts() {
    return { "Mod-Shift-b": () => this.editor.commands.toggleBlockquote() };
  },
});
