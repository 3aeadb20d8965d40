import { Badge, Caption1, Text, makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { LockClosedRegular } from "@fluentui/react-icons";
import type { PostSummary } from "@wordloom/shared/model";
import { cardCategory, cardTitle, platformLabel, POST_STATUS_LABELS } from "./display";

export type CardSize = "small" | "normal";

const STATUS_COLORS = { pending: "informative", active: "informative", posted: "success", partial: "warning", failed: "danger" } as const;

const useStyles = makeStyles({
  card: {
    display: "grid",
    gap: "2px",
    width: "100%",
    minWidth: "0",
    boxSizing: "border-box",
    padding: "4px 6px",
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground1,
    overflow: "hidden",
    cursor: "pointer",
    textAlign: "start",
  },
  // Spec 4 §2: small-view cards are 150 px wide, normal 300 px (narrower when the day is).
  small: { maxWidth: "150px" },
  normal: { maxWidth: "300px" },
  line: { display: "flex", gap: "4px", alignItems: "center", minWidth: "0", overflow: "hidden", whiteSpace: "nowrap" },
  snippet: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", color: tokens.colorNeutralForeground3 },
});

/** A post as the calendar and the list show it: time, title (15 characters), category (25), status, platforms. */
export const PostCard = ({ post, size, time }: { post: PostSummary; size: CardSize; time: string }) => {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.card, size === "small" ? styles.small : styles.normal)} data-post-id={post.id}>
      <div className={styles.line}>
        <Caption1>{time}</Caption1>
        <Text size={200} weight="semibold" title={post.title}>
          {cardTitle(post.title || "Untitled post")}
        </Text>
        {post.isRestricted ? <LockClosedRegular aria-label="Restricted" /> : null}
      </div>
      {size === "normal" ? (
        <>
          {post.category ? <Caption1 title={post.category}>{cardCategory(post.category)}</Caption1> : null}
          <span className={styles.snippet}>{post.snippet}</span>
        </>
      ) : null}
      <div className={styles.line}>
        <Badge size="small" appearance="tint" color={STATUS_COLORS[post.status]}>
          {POST_STATUS_LABELS[post.status]}
        </Badge>
        {size === "normal" ? <Caption1>{post.platforms.map(platformLabel).join(", ")}</Caption1> : null}
      </div>
    </div>
  );
};
