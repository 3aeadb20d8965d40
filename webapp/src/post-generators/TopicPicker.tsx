import { Button, Caption1, Field, Spinner, Textarea, ToggleButton, makeStyles } from "@fluentui/react-components";
import { LightbulbRegular } from "@fluentui/react-icons";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { OFFLINE_DRAFT_LABEL } from "@wordloom/shared/api";
import { hasTopicList, toggleSelection, type PostCategory, type TopicListCategory } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { generatorFailure } from "./failure";

const useStyles = makeStyles({
  root: { display: "grid", gap: "6px" },
  list: { display: "flex", gap: "6px", flexWrap: "wrap" },
});

interface TopicPickerProps {
  category: PostCategory;
  brandVoiceId: string | null;
  selected: readonly string[];
  onSelect: (topics: readonly string[]) => void;
  /** The free context (topic in the user's words); hidden for list-only categories. */
  context: string;
  onContext: ((context: string) => void) | null;
  error?: string | undefined;
}

/** A category's topic list (document 4 §7): suggested topics to pick (at most 5) and the user's own context. */
export const TopicPicker = ({ category, brandVoiceId, selected, onSelect, context, onContext, error }: TopicPickerProps) => {
  const styles = useStyles();
  const [pickError, setPickError] = useState<string | null>(null);
  const topics = useMutation({
    mutationFn: (listCategory: TopicListCategory) =>
      api.listPostTopics({
        body: { category: listCategory, brandVoiceId, ...(context.trim() ? { context: context.trim().slice(0, 500) } : {}) },
      }),
  });
  const failure = topics.error ? generatorFailure(topics.error) : null;
  const shown = [...new Set([...(topics.data?.topics.map((topic) => topic.topic) ?? []), ...selected])];
  const message = pickError ?? error;
  return (
    <div className={styles.root}>
      {onContext ? (
        <Field label="Topic or context" hint="Your topic in your own words, or pick suggested topics below.">
          <Textarea value={context} rows={2} resize="vertical" maxLength={4000} onChange={(_event, data) => onContext(data.value)} />
        </Field>
      ) : null}
      {hasTopicList(category) ? (
        <Button
          size="small"
          appearance="subtle"
          icon={topics.isPending ? <Spinner size="tiny" /> : <LightbulbRegular />}
          disabled={topics.isPending}
          onClick={() => topics.mutate(category)}
          style={{ justifySelf: "start" }}
        >
          Suggest topics
        </Button>
      ) : null}
      {failure ? <Caption1 role="alert">{failure.message}</Caption1> : null}
      {topics.data?.draft ? <Caption1>{OFFLINE_DRAFT_LABEL}</Caption1> : null}
      {shown.length > 0 ? (
        <div className={styles.list} role="group" aria-label="Suggested topics">
          {shown.map((topic) => (
            <ToggleButton
              key={topic}
              size="small"
              shape="circular"
              checked={selected.includes(topic)}
              onClick={() => {
                const next = toggleSelection(selected, topic);
                setPickError(next.error);
                onSelect(next.selected);
              }}
            >
              {topic}
            </ToggleButton>
          ))}
        </div>
      ) : null}
      {message ? (
        <Caption1 role="alert" style={{ color: "var(--colorPaletteRedForeground1)" }}>
          {message}
        </Caption1>
      ) : null}
    </div>
  );
};
