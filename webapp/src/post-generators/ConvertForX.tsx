/**
 * ConvertForX — "convert content for X" (spec document 4 §5, §7 convertContentForX): the post's
 * text rewritten by the model, or offline shortened deterministically, to fit X's limit as
 * twitter-text counts it. Shows the original's X length against the limit, a Convert button with
 * progress, and the converted text with its length.
 *
 * Props:
 * - `content: string` — the post's original text (gen_content.content). Required.
 * - `title?: string` — the post's title, given to the model as context.
 * - `premium?: boolean` — the X account is Premium (25,000 instead of 280). Default false.
 * - `brandVoiceId?: string | null` — the post's brand voice. Default null.
 * - `onConverted: (result: ConvertForXResult) => void` — called with `{ text, weightedLength,
 *   maxLength, shortened, provider, draft }`; `text` is the platformContent to save for X.
 *
 * A 403 (plan limit) opens the plan-limit prompt; other failures show under the button.
 */
import { Button, Caption1, MessageBar, MessageBarBody, Spinner, Text, makeStyles } from "@fluentui/react-components";
import { useMutation } from "@tanstack/react-query";
import { OFFLINE_DRAFT_LABEL, type ConvertForXResult } from "@wordloom/shared/api";
import { api } from "../api/client";
import { generatorFailure } from "./failure";
import { X_LENGTH_MESSAGES, xMaxLength, xWeightedLength } from "./x-length";

export interface ConvertForXProps {
  content: string;
  title?: string;
  premium?: boolean;
  brandVoiceId?: string | null;
  onConverted: (result: ConvertForXResult) => void;
}

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px", minWidth: 0 },
  row: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap" },
  over: { color: "var(--colorPaletteRedForeground1)" },
  preview: { whiteSpace: "pre-wrap", overflowWrap: "anywhere" },
});

export const ConvertForX = ({ content, title, premium = false, brandVoiceId = null, onConverted }: ConvertForXProps) => {
  const styles = useStyles();
  const max = xMaxLength(premium);
  const length = xWeightedLength(content);
  const convert = useMutation({
    mutationFn: () =>
      api.convertContentForX({ body: { content, premium, brandVoiceId, ...(title?.trim() ? { title: title.trim().slice(0, 200) } : {}) } }),
    onSuccess: (result) => onConverted(result),
  });
  const failure = convert.error ? generatorFailure(convert.error) : null;
  return (
    <section className={styles.root} aria-label="Convert for X">
      <div className={styles.row}>
        <Caption1 className={length > max ? styles.over : undefined} aria-label="Length on X">
          {length}/{max}
        </Caption1>
        {length > max ? (
          <Caption1 role="alert" className={styles.over}>
            {X_LENGTH_MESSAGES.typing(max)}
          </Caption1>
        ) : null}
      </div>
      <Button
        appearance="primary"
        icon={convert.isPending ? <Spinner size="tiny" /> : undefined}
        disabled={convert.isPending || !content.trim()}
        onClick={() => convert.mutate()}
        style={{ justifySelf: "start" }}
      >
        {convert.isPending ? "Converting…" : "Convert for X"}
      </Button>
      {failure ? (
        <MessageBar intent={failure.code === "NEEDS_MODEL" ? "warning" : "error"}>
          <MessageBarBody>{failure.message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {convert.data ? (
        <div aria-label="Converted for X">
          <Text className={styles.preview}>{convert.data.text}</Text>
          <Caption1 block>
            {convert.data.weightedLength}/{convert.data.maxLength}
            {convert.data.shortened ? " · shortened to fit" : ""}
          </Caption1>
          {convert.data.draft ? <Caption1 block>{OFFLINE_DRAFT_LABEL}</Caption1> : null}
        </div>
      ) : null}
    </section>
  );
};
