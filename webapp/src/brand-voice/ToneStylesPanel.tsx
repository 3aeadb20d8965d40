import { Button, Caption1, Field, Input, Spinner, Subtitle2, makeStyles, tokens } from "@fluentui/react-components";
import { DismissRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { MAX_TONE_STYLE_PART_CHARS, MAX_TONE_STYLES } from "@wordloom/shared/api";
import { toneStyleSaveProblem } from "./tone-style-rules";
import { useToneStyleActions, useToneStyles } from "./use-tone-styles";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px" },
  form: { display: "flex", gap: "8px", alignItems: "flex-start", flexWrap: "wrap" },
  save: { marginTop: "26px" },
  list: { display: "flex", gap: "8px", flexWrap: "wrap", listStyle: "none", margin: 0, padding: 0 },
  item: {
    display: "flex",
    alignItems: "center",
    gap: "4px",
    padding: "2px 4px 2px 10px",
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    minHeight: "28px",
  },
});

/**
 * Saved 'tone - style' pairs, globally or for one brand voice (spec document 3 §4.5, §5, §9): save
 * with both parts filled, at most 20; the built-ins Professional - Simplified and Conversational -
 * Storytelling are always there and cannot be removed.
 */
export const ToneStylesPanel = ({ brandVoiceId, heading }: { brandVoiceId: string | null; heading: string }) => {
  const styles = useStyles();
  const list = useToneStyles(brandVoiceId);
  const { save, remove } = useToneStyleActions(brandVoiceId);
  const [tone, setTone] = useState("");
  const [style, setStyle] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const found = toneStyleSaveProblem(tone, style, list.data?.saved ?? 0);
    setProblem(found);
    if (found) {
      return;
    }
    save.mutate(
      { tone, style },
      {
        onSuccess: () => {
          setTone("");
          setStyle("");
        },
      },
    );
  };

  return (
    <section className={styles.root} aria-label={heading}>
      <Subtitle2 as="h3">{heading}</Subtitle2>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Tone" validationMessage={problem ?? undefined} validationState={problem ? "error" : "none"}>
          <Input value={tone} maxLength={MAX_TONE_STYLE_PART_CHARS} onChange={(_event, data) => setTone(data.value)} />
        </Field>
        <Field label="Style">
          <Input value={style} maxLength={MAX_TONE_STYLE_PART_CHARS} onChange={(_event, data) => setStyle(data.value)} />
        </Field>
        <Button className={styles.save} type="submit" appearance="primary" disabled={save.isPending}>
          Save
        </Button>
      </form>
      {list.isPending ? <Spinner size="tiny" label="Loading tone - style pairs" /> : null}
      {list.data ? (
        <>
          <Caption1>
            {list.data.saved} of {MAX_TONE_STYLES} saved
          </Caption1>
          <ul className={styles.list} aria-label="Tone - style pairs">
            {list.data.items.map((item) => (
              <li key={item.value} className={styles.item}>
                <span>{item.value}</span>
                {item.builtIn || !item.id ? (
                  <Caption1>built-in</Caption1>
                ) : (
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DismissRegular />}
                    aria-label={`Remove ${item.value}`}
                    disabled={remove.isPending}
                    onClick={() => item.id && remove.mutate(item.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
};
