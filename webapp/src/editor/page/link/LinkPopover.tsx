import { Button, Link as FluentLink, makeStyles, tokens } from "@fluentui/react-components";
import { EditRegular, LinkDismissRegular } from "@fluentui/react-icons";
import { useEditorState } from "@tiptap/react";
import type { Editor } from "@tiptap/core";

const useStyles = makeStyles({
  popover: {
    position: "fixed",
    zIndex: 20,
    display: "flex",
    alignItems: "center",
    gap: "4px",
    maxWidth: "360px",
    padding: "4px 4px 4px 12px",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  href: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", flex: 1 },
});

/** Where the popover goes: under the caret, or top-left when the view cannot measure (tests). */
const caretPosition = (editor: Editor, pos: number) => {
  try {
    const coords = editor.view.coordsAtPos(pos);
    return { left: coords.left, top: coords.bottom + 6 };
  } catch {
    return { left: 0, top: 0 };
  }
};

interface LinkPopoverProps {
  editor: Editor;
  onEdit: () => void;
}

/** Shown while the caret is in a link: the address, Edit and Unlink (spec document 2 §2). */
export const LinkPopover = ({ editor, onEdit }: LinkPopoverProps) => {
  const styles = useStyles();
  const link = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isEditable && current.isActive("link")
        ? { href: String(current.getAttributes("link").href ?? ""), pos: current.state.selection.from }
        : null,
    equalityFn: (next, previous) => next?.href === previous?.href && next?.pos === previous?.pos,
  });
  if (!link) {
    return null;
  }
  const unlink = () => editor.chain().focus().extendMarkRange("link").unsetLink().run();
  return (
    <div role="group" aria-label="Link" className={styles.popover} style={caretPosition(editor, link.pos)}>
      <FluentLink className={styles.href} href={link.href} target="_blank" rel="noopener noreferrer">
        {link.href}
      </FluentLink>
      <Button appearance="subtle" size="small" icon={<EditRegular />} onClick={onEdit}>
        Edit
      </Button>
      <Button appearance="subtle" size="small" icon={<LinkDismissRegular />} onClick={unlink}>
        Unlink
      </Button>
    </div>
  );
};
