import { Caption1, Link, makeStyles } from "@fluentui/react-components";
import type { PostCard } from "@wordloom/shared/model";
import { PLATFORM_NAMES } from "@wordloom/shared/rules";

const useStyles = makeStyles({
  links: { display: "flex", gap: "6px", flexWrap: "wrap", minWidth: "0" },
  message: { overflowWrap: "anywhere" },
});

/**
 * On a calendar or list card: the published entries' links, and a partial post's message (where it
 * was published and why not elsewhere). A link opens in a new tab without opening the post.
 */
export const PostLinks = ({ post, compact = false }: { post: Pick<PostCard, "links" | "partialCompletionMessage">; compact?: boolean }) => {
  const styles = useStyles();
  if (post.links.length === 0 && !post.partialCompletionMessage) {
    return null;
  }
  return (
    <>
      {post.links.length > 0 ? (
        <span className={styles.links}>
          {post.links.map((link) => (
            <Link
              key={link.url}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open the post on ${PLATFORM_NAMES[link.platform]}`}
              onClick={(event) => event.stopPropagation()}
              onDoubleClick={(event) => event.stopPropagation()}
            >
              {compact ? PLATFORM_NAMES[link.platform].slice(0, 2) : PLATFORM_NAMES[link.platform]}
            </Link>
          ))}
        </span>
      ) : null}
      {post.partialCompletionMessage && !compact ? <Caption1 className={styles.message}>{post.partialCompletionMessage}</Caption1> : null}
    </>
  );
};
