import { Button, Field, Textarea, makeStyles } from "@fluentui/react-components";
import { CAMPAIGN_LIMITS, PLATFORM_NAMES, type PublishingPlatformId } from "@wordloom/shared/rules";

const useStyles = makeStyles({ root: { display: "grid", gap: "8px" }, platform: { display: "grid", gap: "4px" } });

type Comments = Partial<Record<PublishingPlatformId, string[]>>;

/** Own comments per chosen platform (spec 4 §3 ownComments; the LinkedIn warning at activation asks for them). */
export const OwnComments = ({
  platforms,
  value,
  disabled,
  onChange,
}: {
  platforms: readonly PublishingPlatformId[];
  value: Comments;
  disabled: boolean;
  onChange: (value: Comments) => void;
}) => {
  const styles = useStyles();
  const commentable = platforms.filter(
    (platform) => platform === "linkedin" || platform === "x" || platform === "facebook" || platform === "instagram",
  );
  if (commentable.length === 0) {
    return null;
  }
  return (
    <div className={styles.root}>
      {commentable.map((platform) => {
        const list = value[platform] ?? [];
        const set = (next: string[]) => onChange({ ...value, [platform]: next });
        return (
          <div key={platform} className={styles.platform}>
            {list.map((comment, index) => (
              <Field key={index} label={`${PLATFORM_NAMES[platform]} comment ${index + 1}`}>
                <Textarea
                  value={comment}
                  maxLength={CAMPAIGN_LIMITS.ownCommentChars}
                  disabled={disabled}
                  onChange={(_event, data) => set(list.map((entry, at) => (at === index ? data.value : entry)))}
                />
              </Field>
            ))}
            <div>
              <Button
                size="small"
                disabled={disabled || list.length >= CAMPAIGN_LIMITS.maxOwnCommentsPerPlatform}
                onClick={() => set([...list, ""])}
              >
                {`Add a ${PLATFORM_NAMES[platform]} comment`}
              </Button>
              {list.length > 0 ? (
                <Button size="small" appearance="subtle" disabled={disabled} onClick={() => set(list.slice(0, -1))}>
                  Remove last
                </Button>
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
};
