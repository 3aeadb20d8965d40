import { Button, Field, Input, makeStyles } from "@fluentui/react-components";
import { GlobeRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { BrandVoiceFromUrlBodySchema, type BrandVoice } from "@wordloom/shared/api";
import { useBrandVoiceActions } from "./use-brand-voice-actions";

const useStyles = makeStyles({
  row: { display: "flex", gap: "8px", alignItems: "flex-start", flexWrap: "wrap" },
  input: { minWidth: "320px" },
  button: { marginTop: "26px" },
});

/** "Create from a URL" (spec document 1 §7 createBVFromUrl): the server reads the page and drafts a brand voice. */
export const FromUrlForm = ({ onCreated }: { onCreated: (voice: BrandVoice) => void }) => {
  const styles = useStyles();
  const { fromUrl } = useBrandVoiceActions();
  const [url, setUrl] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const parsed = BrandVoiceFromUrlBodySchema.safeParse({ url });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    fromUrl.mutate(parsed.data.url, { onSuccess: onCreated });
  };

  return (
    <form
      className={styles.row}
      noValidate
      aria-label="Create a brand voice from a URL"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label="Create from a website"
        hint="Your site's About page works best."
        validationMessage={problem ?? undefined}
        validationState={problem ? "error" : "none"}
      >
        <Input
          className={styles.input}
          type="url"
          placeholder="https://example.com/about"
          value={url}
          onChange={(_event, data) => setUrl(data.value)}
        />
      </Field>
      <Button className={styles.button} type="submit" icon={<GlobeRegular />} disabled={fromUrl.isPending}>
        {fromUrl.isPending ? "Reading the page…" : "Create from URL"}
      </Button>
    </form>
  );
};
