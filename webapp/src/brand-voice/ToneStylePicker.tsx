import { Button, Tooltip, makeStyles } from "@fluentui/react-components";
import { BookmarkFilled, BookmarkRegular } from "@fluentui/react-icons";
import { STYLES, TONES } from "@wordloom/shared/api";
import { useNotify } from "../ui/toasts";
import { FreeCombo } from "./FreeCombo";
import { findToneStyle, toneStyleSaveProblem } from "./tone-style-rules";
import { useToneStyleActions, useToneStyles } from "./use-tone-styles";

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px" },
  row: { display: "flex", gap: "8px", alignItems: "flex-end", flexWrap: "wrap" },
  saved: { display: "flex", gap: "6px", flexWrap: "wrap" },
});

export interface ToneStyle {
  tone: string;
  style: string;
}

export interface ToneStylePickerProps {
  value: ToneStyle;
  onChange: (value: ToneStyle) => void;
  /** Saved pairs belong to this brand voice, or are global (null). */
  brandVoiceId: string | null;
}

/** Tone and style for a creation pane, the saved pairs as shortcuts, and the bookmark that saves or removes the pair (spec document 3 §4.5). */
export const ToneStylePicker = ({ value, onChange, brandVoiceId }: ToneStylePickerProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const list = useToneStyles(brandVoiceId);
  const { save, remove } = useToneStyleActions(brandVoiceId);
  const items = list.data?.items ?? [];
  const match = findToneStyle(items, value.tone, value.style);
  const savedMatch = match && !match.builtIn && match.id ? match.id : null;

  const toggleBookmark = () => {
    if (savedMatch) {
      remove.mutate(savedMatch);
      return;
    }
    const problem = toneStyleSaveProblem(value.tone, value.style, list.data?.saved ?? 0);
    if (problem) {
      notify(problem, "warning");
      return;
    }
    save.mutate({ tone: value.tone, style: value.style });
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <FreeCombo label="Tone" value={value.tone} options={TONES} onChange={(tone) => onChange({ ...value, tone })} />
        <FreeCombo label="Style" value={value.style} options={STYLES} onChange={(style) => onChange({ ...value, style })} />
        <Tooltip content={savedMatch ? "Remove this tone - style" : "Save this tone - style"} relationship="label">
          <Button
            appearance="subtle"
            icon={savedMatch || match?.builtIn ? <BookmarkFilled /> : <BookmarkRegular />}
            aria-pressed={Boolean(savedMatch)}
            disabled={Boolean(match?.builtIn) || save.isPending || remove.isPending}
            onClick={toggleBookmark}
          />
        </Tooltip>
      </div>
      {items.length > 0 ? (
        <div className={styles.saved} role="group" aria-label="Saved tone - style">
          {items.map((item) => (
            <Button
              key={item.value}
              size="small"
              shape="circular"
              appearance={item === match ? "primary" : "outline"}
              onClick={() => onChange({ tone: item.tone, style: item.style })}
            >
              {item.value}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
};
