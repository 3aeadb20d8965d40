import { Button, Caption1, Field, Input, Select, makeStyles, tokens } from "@fluentui/react-components";
import { useState } from "react";
import type { SocialAccount } from "@wordloom/shared/model";
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  YOUTUBE_TAGS_MAX_CHARS,
  YOUTUBE_TAGS_MAX_COUNT,
  addYoutubeTags,
  youtubeTagsLength,
} from "@wordloom/shared/rules";
import type { TargetChoice } from "./post-draft";

const useStyles = makeStyles({
  root: { display: "grid", gap: "6px", paddingLeft: "28px", paddingTop: "4px" },
  tags: { display: "flex", gap: "4px", flexWrap: "wrap" },
  row: { display: "flex", gap: "4px", alignItems: "center" },
  warn: { color: tokens.colorPaletteRedForeground1 },
});

interface YoutubeEntryOptionsProps {
  account: SocialAccount;
  choice: TargetChoice;
  disabled: boolean;
  onChange: (choice: TargetChoice) => void;
}

/**
 * A chosen YouTube entry's own settings: the playlist the video is also added to (one of the
 * account's linked playlists, other than the destination) and its tags, counted as YouTube counts
 * them (≤ 500 characters; each tag ≤ 30 characters, at most 30 tags).
 */
export const YoutubeEntryOptions = ({ account, choice, disabled, onChange }: YoutubeEntryOptionsProps) => {
  const styles = useStyles();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const tags = choice.tags ?? [];
  const playlists = account.targets.filter((target) => target.kind === "playlist" && target.id !== choice.destinationId);
  const where = choice.destinationId ? (account.targets.find((target) => target.id === choice.destinationId)?.name ?? "") : "";
  const label = `${account.displayName ?? account.username}${where ? ` · ${where}` : ""}`;
  const used = youtubeTagsLength(tags);

  const add = () => {
    if (typed.trim() === "") {
      setProblem(CAMPAIGN_MESSAGES.tagEmpty);
      return;
    }
    const next = addYoutubeTags(tags, typed);
    const long = next.find((tag) => tag.length > CAMPAIGN_LIMITS.tagChars);
    if (long) {
      setProblem(CAMPAIGN_MESSAGES.tagTooLong(CAMPAIGN_LIMITS.tagChars));
      return;
    }
    if (next.length > YOUTUBE_TAGS_MAX_COUNT) {
      setProblem(CAMPAIGN_MESSAGES.tooManyTags(YOUTUBE_TAGS_MAX_COUNT));
      return;
    }
    if (youtubeTagsLength(next) > YOUTUBE_TAGS_MAX_CHARS) {
      setProblem(CAMPAIGN_MESSAGES.youtubeTagsTooLong(YOUTUBE_TAGS_MAX_CHARS));
      return;
    }
    setProblem(null);
    setTyped("");
    onChange({ ...choice, tags: next });
  };

  return (
    <div className={styles.root} role="group" aria-label={`YouTube settings for ${label}`}>
      {playlists.length > 0 ? (
        <Field label="Also add to playlist">
          <Select
            value={choice.playlists?.[0] ?? ""}
            disabled={disabled}
            onChange={(_event, data) => onChange({ ...choice, playlists: data.value ? [data.value] : [] })}
          >
            <option value="">None</option>
            {playlists.map((playlist) => (
              <option key={playlist.id} value={playlist.id}>
                {playlist.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field
        label="Tags"
        hint={`${used}/${YOUTUBE_TAGS_MAX_CHARS} characters. Separate tags with commas.`}
        validationMessage={
          problem ?? (used > YOUTUBE_TAGS_MAX_CHARS ? CAMPAIGN_MESSAGES.youtubeTagsTooLong(YOUTUBE_TAGS_MAX_CHARS) : undefined)
        }
      >
        <div className={styles.row}>
          <Input
            value={typed}
            disabled={disabled}
            placeholder="Add tags"
            onChange={(_event, data) => setTyped(data.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button size="small" disabled={disabled} onClick={add}>
            Add tag
          </Button>
        </div>
      </Field>
      {tags.length > 0 ? (
        <div className={styles.tags} aria-label="Tags">
          {tags.map((tag) => (
            <Button
              key={tag}
              size="small"
              shape="circular"
              disabled={disabled}
              aria-label={`Remove tag ${tag}`}
              onClick={() => onChange({ ...choice, tags: tags.filter((entry) => entry !== tag) })}
            >
              {`${tag} ×`}
            </Button>
          ))}
        </div>
      ) : null}
      {tags.length === 0 ? <Caption1>No tags yet.</Caption1> : null}
    </div>
  );
};
