import {
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
  Tooltip,
} from "@fluentui/react-components";
import { ArrowMoveRegular, ChevronDownRegular, ChevronUpRegular } from "@fluentui/react-icons";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { useState, type PointerEvent } from "react";
import { CORNER_LABELS, CORNERS, cornerStyle, nearestCorner, storeCorner, storedCorner, type Corner } from "./corner";
import { paragraphPosition, paragraphStarts } from "./paragraphs";

const useStyles = makeStyles({
  navigator: {
    position: "fixed",
    zIndex: 10,
    display: "flex",
    alignItems: "center",
    gap: "2px",
    padding: "4px",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow16,
    touchAction: "none",
  },
  handle: { cursor: "grab" },
  label: { minWidth: "92px", textAlign: "center" },
});

/**
 * The small paragraph navigator (spec document 2 §2): previous and next paragraph, and a handle
 * that moves it to any corner, by menu or by dragging. The corner is remembered in this browser.
 */
export const ParagraphNavigator = ({ editor }: { editor: Editor }) => {
  const styles = useStyles();
  const [corner, setCorner] = useState<Corner>(() => storedCorner());
  const position = useEditorState({
    editor,
    // Only where the caret is and how many paragraphs there are: typing shifts the starts after
    // the caret but re-renders nothing (every React commit reads the editor's whole DOM selection).
    selector: ({ editor: current }) => paragraphPosition(current.state.doc, current.state.selection.from),
    equalityFn: (next, previous) => previous !== null && next.index === previous.index && next.total === previous.total,
  });

  const move = (next: Corner) => {
    setCorner(next);
    storeCorner(next);
  };

  const go = (index: number) => {
    const start = paragraphStarts(editor.state.doc)[index];
    if (start !== undefined) {
      editor.chain().focus().setTextSelection(start).scrollIntoView().run();
    }
  };

  const drop = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      move(nearestCorner(event.clientX, event.clientY, window.innerWidth, window.innerHeight));
    }
  };

  const { total } = position;
  const current = position.index + 1;
  return (
    <nav aria-label="Paragraph navigator" data-corner={corner} className={styles.navigator} style={cornerStyle(corner)}>
      <Menu checkedValues={{ corner: [corner] }} onCheckedValueChange={(_event, data) => move(data.checkedItems[0] as Corner)}>
        <MenuTrigger disableButtonEnhancement>
          <Tooltip content="Move to a corner (or drag)" relationship="description">
            <Button
              appearance="subtle"
              size="small"
              aria-label="Move navigator"
              className={styles.handle}
              icon={<ArrowMoveRegular />}
              onPointerDown={(event) => event.currentTarget.setPointerCapture?.(event.pointerId)}
              onPointerUp={drop}
            />
          </Tooltip>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {CORNERS.map((option) => (
              <MenuItemRadio key={option} name="corner" value={option}>
                {CORNER_LABELS[option]}
              </MenuItemRadio>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Button
        appearance="subtle"
        size="small"
        aria-label="Previous paragraph"
        icon={<ChevronUpRegular />}
        disabled={position.index <= 0}
        onClick={() => go(position.index - 1)}
      />
      <Caption1 className={styles.label} aria-live="polite">
        {total === 0 ? "No paragraphs" : `Paragraph ${Math.max(current, 1)} of ${total}`}
      </Caption1>
      <Button
        appearance="subtle"
        size="small"
        aria-label="Next paragraph"
        icon={<ChevronDownRegular />}
        disabled={position.index >= total - 1}
        onClick={() => go(position.index + 1)}
      />
    </nav>
  );
};
