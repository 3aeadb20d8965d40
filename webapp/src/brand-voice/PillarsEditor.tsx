import { Button, Caption1, Field, Input, Tag, TagGroup, makeStyles } from "@fluentui/react-components";
import { AddRegular, SparkleRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { BRAND_VOICE_MESSAGES, MAX_PILLAR_CHARS } from "@wordloom/shared/api";
import { addCustomPillar, canAddCustomPillar, mergeSuggestedPillars, removePillar } from "./pillar-rules";

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px" },
  row: { display: "flex", gap: "8px", alignItems: "flex-end", flexWrap: "wrap" },
});

interface PillarsEditorProps {
  pillars: readonly string[];
  onChange: (pillars: string[]) => void;
  /** Suggests pillars for the niche; resolves with the suggestions (nothing is saved). */
  suggest: () => Promise<{ pillars: readonly string[]; draft: boolean } | null>;
  canSuggest: boolean;
  error?: string;
}

/**
 * Content pillars (spec document 3 §5, §9): remove by dismissing a tag, add a custom one only while
 * fewer than 7 exist ('Pillar already present!' for duplicates), or suggest from the niche.
 */
export const PillarsEditor = ({ pillars, onChange, suggest, canSuggest, error }: PillarsEditorProps) => {
  const styles = useStyles();
  const [draft, setDraft] = useState("");
  const [message, setMessage] = useState<{ text: string; tone: "error" | "info" } | null>(null);
  const [suggesting, setSuggesting] = useState(false);

  const add = () => {
    const change = addCustomPillar(pillars, draft);
    if (!change.ok) {
      setMessage({ text: change.message, tone: "error" });
      return;
    }
    setMessage(null);
    setDraft("");
    onChange(change.pillars);
  };

  const runSuggest = async () => {
    setSuggesting(true);
    try {
      const answer = await suggest();
      if (answer) {
        const merged = mergeSuggestedPillars(pillars, answer.pillars);
        onChange(merged.pillars);
        setMessage({ text: BRAND_VOICE_MESSAGES.pillarsGenerated, tone: "info" });
      }
    } finally {
      setSuggesting(false);
    }
  };

  const shown = error ?? (message?.tone === "error" ? message.text : undefined);
  return (
    <Field
      label="Content pillars"
      validationMessage={shown ?? (message?.tone === "info" ? message.text : undefined)}
      validationState={shown ? "error" : message ? "success" : "none"}
    >
      <div className={styles.root}>
        {pillars.length > 0 ? (
          <TagGroup aria-label="Content pillars" onDismiss={(_event, data) => onChange(removePillar(pillars, String(data.value)))}>
            {pillars.map((pillar) => (
              <Tag key={pillar} value={pillar} dismissible dismissIcon={{ "aria-label": `Remove ${pillar}` }}>
                {pillar}
              </Tag>
            ))}
          </TagGroup>
        ) : (
          <Caption1>No pillars yet.</Caption1>
        )}
        <div className={styles.row}>
          {canAddCustomPillar(pillars) ? (
            <>
              <Input
                aria-label="New pillar"
                placeholder="Add a pillar"
                value={draft}
                maxLength={MAX_PILLAR_CHARS}
                onChange={(_event, data) => setDraft(data.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    add();
                  }
                }}
              />
              <Button icon={<AddRegular />} onClick={add}>
                Add pillar
              </Button>
            </>
          ) : null}
          <Button icon={<SparkleRegular />} appearance="subtle" disabled={!canSuggest || suggesting} onClick={() => void runSuggest()}>
            Suggest from niche
          </Button>
        </div>
      </div>
    </Field>
  );
};
