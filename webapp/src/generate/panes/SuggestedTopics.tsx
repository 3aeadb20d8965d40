import { Button, Caption1, makeStyles } from "@fluentui/react-components";
import { LightbulbRegular } from "@fluentui/react-icons";
import { classifyGenerationFailure } from "../stream/generation-failure";
import { useSuggestedTopics } from "./use-suggested-topics";

const useStyles = makeStyles({
  root: { display: "grid", gap: "6px" },
  list: { display: "flex", gap: "6px", flexWrap: "wrap" },
});

interface SuggestedTopicsProps {
  /** What to suggest topics for; empty disables the button. */
  seed: string;
  brandVoiceId: string | null;
  onPick: (topic: string) => void;
}

export const SuggestedTopics = ({ seed, brandVoiceId, onPick }: SuggestedTopicsProps) => {
  const styles = useStyles();
  const suggest = useSuggestedTopics();
  const failure = suggest.error ? classifyGenerationFailure(suggest.error, "Headlines") : null;
  return (
    <div className={styles.root}>
      <Button
        size="small"
        appearance="subtle"
        icon={<LightbulbRegular />}
        disabled={!seed.trim() || suggest.isPending}
        onClick={() => suggest.mutate({ seed: seed.trim(), brandVoiceId })}
        style={{ justifySelf: "start" }}
      >
        Suggest topics
      </Button>
      {!seed.trim() ? <Caption1>Type a topic, pick a content pillar or a brand voice to get suggestions.</Caption1> : null}
      {failure ? <Caption1 role="alert">{failure.message}</Caption1> : null}
      {suggest.data && suggest.data.length > 0 ? (
        <div className={styles.list} role="group" aria-label="Suggested topics">
          {suggest.data.map((topic) => (
            <Button key={topic} size="small" shape="circular" appearance="outline" onClick={() => onPick(topic)}>
              {topic}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
};
