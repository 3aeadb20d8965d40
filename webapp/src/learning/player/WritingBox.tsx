import { Caption1, makeStyles, mergeClasses, Textarea, tokens } from "@fluentui/react-components";
import type { ClipboardEvent, DragEvent } from "react";
import { cutToWordLimit, wordCounter } from "@wordloom/shared/rules";

const useStyles = makeStyles({
  root: { display: "grid", gap: "6px", minWidth: 0 },
  box: { width: "100%", minHeight: "300px" },
  textarea: { minHeight: "300px", fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  atLimit: {
    "::after": { borderBottomColor: tokens.colorPaletteRedBorder2 },
    outline: `2px solid ${tokens.colorPaletteRedBorder2}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  counter: { justifySelf: "end" },
  counterAtLimit: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

interface WritingBoxProps {
  value: string;
  wordLimit: number;
  onChange: (text: string) => void;
  /** Told when a paste or a drop was blocked ('Paste Not Allowed!'). */
  onPasteBlocked: () => void;
  disabled?: boolean;
}

/**
 * The exercise's writing box (spec document 3 §5): pasting (and dropping text) is blocked, the
 * counter shows words used out of the limit, input beyond the limit is cut and the box turns red.
 */
export const WritingBox = ({ value, wordLimit, onChange, onPasteBlocked, disabled = false }: WritingBoxProps) => {
  const styles = useStyles();
  const counter = wordCounter(value, wordLimit);
  const block = (event: ClipboardEvent | DragEvent) => {
    event.preventDefault();
    onPasteBlocked();
  };
  return (
    <div className={styles.root}>
      <Textarea
        className={mergeClasses(styles.box, counter.atLimit && styles.atLimit)}
        textarea={{ className: styles.textarea, "aria-invalid": counter.atLimit, spellCheck: false }}
        aria-label="Your writing"
        aria-describedby="writing-word-counter"
        placeholder="Start writing here…"
        resize="vertical"
        value={value}
        disabled={disabled}
        onPaste={block}
        onDrop={block}
        onChange={(_event, data) => onChange(cutToWordLimit(data.value, wordLimit).text)}
      />
      <Caption1
        id="writing-word-counter"
        aria-live="polite"
        className={mergeClasses(styles.counter, counter.atLimit && styles.counterAtLimit)}
      >
        {counter.label}
      </Caption1>
    </div>
  );
};
