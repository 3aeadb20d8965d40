import {
  ArrowRedoRegular,
  ArrowUndoRegular,
  CodeRegular,
  LineHorizontal1Regular,
  LinkRegular,
  TableAddRegular,
  TextAlignCenterRegular,
  TextAlignLeftRegular,
  TextAlignRightRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextFootnoteRegular,
  TextHeader1Regular,
  TextHeader2Regular,
  TextIndentDecreaseLtrRegular,
  TextIndentIncreaseLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextQuoteRegular,
  TextUnderlineRegular,
} from "@fluentui/react-icons";
import type { Editor } from "@tiptap/core";
import type { ReactElement } from "react";
import type { FeatureFlags } from "@wordloom/shared/rules";
import { applyMark, type FormatMark } from "../../core";

export interface ToolbarActions {
  warn: (message: string) => void;
  openLink: () => void;
  openCitation: () => void;
}

export interface ToolbarItem {
  id: string;
  label: string;
  /** TipTap notation ("Mod-b"); shown in the tooltip. */
  shortcut?: string;
  icon: ReactElement;
  /** The plan flag that must be on for the item to show (spec document 1 §6). */
  flag?: keyof FeatureFlags;
  isActive?: (editor: Editor) => boolean;
  isEnabled?: (editor: Editor) => boolean;
  run: (editor: Editor, actions: ToolbarActions) => void;
}

const mark = (id: FormatMark, label: string, shortcut: string, icon: ReactElement): ToolbarItem => ({
  id,
  label,
  shortcut,
  icon,
  isActive: (editor) => editor.isActive(id),
  run: (editor, { warn }) => {
    const result = applyMark(editor, id);
    if (!result.ok) {
      warn(result.message);
    }
  },
});

const align = (alignment: "left" | "center" | "right", label: string, shortcut: string, icon: ReactElement): ToolbarItem => ({
  id: `align-${alignment}`,
  label,
  shortcut,
  icon,
  isActive: (editor) =>
    editor.isActive({ textAlign: alignment }) ||
    (alignment === "left" && !editor.isActive({ textAlign: "center" }) && !editor.isActive({ textAlign: "right" })),
  run: (editor) => {
    editor.chain().focus().setTextAlign(alignment).run();
  },
});

/** The toolbar's groups, in order. */
export const TOOLBAR_GROUPS: readonly (readonly ToolbarItem[])[] = [
  [
    {
      id: "undo",
      label: "Undo",
      shortcut: "Mod-z",
      icon: <ArrowUndoRegular />,
      isEnabled: (editor) => editor.can().undo(),
      run: (editor) => {
        editor.chain().focus().undo().run();
      },
    },
    {
      id: "redo",
      label: "Redo",
      shortcut: "Mod-Shift-z",
      icon: <ArrowRedoRegular />,
      isEnabled: (editor) => editor.can().redo(),
      run: (editor) => {
        editor.chain().focus().redo().run();
      },
    },
  ],
  [
    mark("bold", "Bold", "Mod-b", <TextBoldRegular />),
    mark("italic", "Italic", "Mod-i", <TextItalicRegular />),
    mark("underline", "Underline", "Mod-u", <TextUnderlineRegular />),
    mark("code", "Code", "Mod-e", <CodeRegular />),
  ],
  [
    {
      id: "heading-1",
      label: "Heading 1",
      shortcut: "Mod-Alt-1",
      icon: <TextHeader1Regular />,
      isActive: (editor) => editor.isActive("heading", { level: 1 }),
      run: (editor) => {
        editor.chain().focus().toggleHeading({ level: 1 }).run();
      },
    },
    {
      id: "heading-2",
      label: "Heading 2",
      shortcut: "Mod-Alt-2",
      icon: <TextHeader2Regular />,
      isActive: (editor) => editor.isActive("heading", { level: 2 }),
      run: (editor) => {
        editor.chain().focus().toggleHeading({ level: 2 }).run();
      },
    },
    {
      id: "quote",
      label: "Quote",
      shortcut: "Mod-Shift-b",
      icon: <TextQuoteRegular />,
      isActive: (editor) => editor.isActive("blockquote"),
      run: (editor) => {
        editor.chain().focus().toggleBlockquote().run();
      },
    },
  ],
  [
    align("left", "Align left", "Mod-Shift-l", <TextAlignLeftRegular />),
    align("center", "Align center", "Mod-Shift-e", <TextAlignCenterRegular />),
    align("right", "Align right", "Mod-Shift-r", <TextAlignRightRegular />),
  ],
  [
    {
      id: "bullet-list",
      label: "Bulleted list",
      shortcut: "Mod-Shift-8",
      icon: <TextBulletListLtrRegular />,
      flag: "list_format",
      isActive: (editor) => editor.isActive("bulletList"),
      run: (editor) => {
        editor.chain().focus().toggleBulletList().run();
      },
    },
    {
      id: "number-list",
      label: "Numbered list",
      shortcut: "Mod-Shift-7",
      icon: <TextNumberListLtrRegular />,
      flag: "list_format",
      isActive: (editor) => editor.isActive("orderedList"),
      run: (editor) => {
        editor.chain().focus().toggleOrderedList().run();
      },
    },
    {
      id: "indent",
      label: "Nest list item",
      shortcut: "Tab",
      icon: <TextIndentIncreaseLtrRegular />,
      flag: "list_format",
      isEnabled: (editor) => editor.can().sinkListItem("listItem"),
      run: (editor) => {
        editor.chain().focus().sinkListItem("listItem").run();
      },
    },
    {
      id: "outdent",
      label: "Unnest list item",
      shortcut: "Shift-Tab",
      icon: <TextIndentDecreaseLtrRegular />,
      flag: "list_format",
      isEnabled: (editor) => editor.can().liftListItem("listItem"),
      run: (editor) => {
        editor.chain().focus().liftListItem("listItem").run();
      },
    },
  ],
  [
    {
      id: "table",
      label: "Insert table",
      icon: <TableAddRegular />,
      flag: "table_format",
      run: (editor) => {
        editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
      },
    },
    {
      id: "horizontal-line",
      label: "Horizontal line",
      icon: <LineHorizontal1Regular />,
      run: (editor) => {
        editor.chain().focus().setHorizontalRule().run();
      },
    },
    {
      id: "link",
      label: "Link",
      shortcut: "Mod-k",
      icon: <LinkRegular />,
      isActive: (editor) => editor.isActive("link"),
      run: (_editor, { openLink }) => openLink(),
    },
    {
      id: "citation",
      label: "Citation",
      icon: <TextFootnoteRegular />,
      flag: "citation_format",
      run: (_editor, { openCitation }) => openCitation(),
    },
  ],
];
