import type { AnyExtension } from "@tiptap/core";
import { StarterKit } from "@tiptap/starter-kit";
import { TextAlign } from "@tiptap/extension-text-align";
import { BlockAttributes } from "./block-attributes";
import { Blockquote } from "./blockquote";
import { Citation } from "./citation";
import { ListItem } from "./list-item";
import { Bold, Code, Italic, Underline } from "./marks";
import { tableExtensions } from "./tables";

export interface EditorExtensionOptions {
  /** Read-only viewer: links open on click, no undo history or drop cursor. */
  readOnly?: boolean;
}

/**
 * The document schema: paragraphs (left/center/right), headings 1–2, quotes, bullet and numbered
 * lists two levels deep, tables with a header row, rules, the bold/italic/underline/code/link
 * marks and citations. Nothing else: the schema holds exactly what a stored document can.
 */
export const createSchemaExtensions = ({ readOnly = false }: EditorExtensionOptions = {}): AnyExtension[] => [
  StarterKit.configure({
    blockquote: false,
    bold: false,
    italic: false,
    underline: false,
    code: false,
    codeBlock: false,
    strike: false,
    hardBreak: false,
    listItem: false,
    trailingNode: false,
    heading: { levels: [1, 2] },
    link: {
      openOnClick: readOnly,
      autolink: !readOnly,
      linkOnPaste: !readOnly,
      enableClickSelection: false,
      HTMLAttributes: { target: "_blank", rel: "noopener noreferrer nofollow" },
    },
    undoRedo: readOnly ? false : {},
    dropcursor: readOnly ? false : { color: "#0f6cbd", width: 2 },
  }),
  Blockquote,
  ListItem,
  Bold,
  Italic,
  Underline,
  Code,
  Citation,
  ...tableExtensions,
  TextAlign.configure({ types: ["paragraph"], alignments: ["left", "center", "right"], defaultAlignment: null }),
  BlockAttributes,
];
