import { Caption1, Link, makeStyles, Subtitle2, Text, tokens } from "@fluentui/react-components";
import { BookmarkRegular, ChatRegular, HeartRegular, ImageRegular } from "@fluentui/react-icons";
import type { ReactNode } from "react";
import type { PublicDocumentSummary } from "@wordloom/shared/model";
import { authorPath } from "@wordloom/shared/rules";

const useStyles = makeStyles({
  card: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 224px) minmax(0, 1fr)",
    gap: "16px",
    padding: "12px",
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    "@media (max-width: 767.98px)": { gridTemplateColumns: "minmax(0, 1fr)" },
  },
  cover: {
    width: "100%",
    aspectRatio: "2.23",
    objectFit: "cover",
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    color: tokens.colorNeutralForeground4,
    fontSize: "32px",
  },
  body: { display: "flex", flexDirection: "column", gap: "4px", minWidth: 0 },
  title: { overflowWrap: "anywhere" },
  titleLink: { color: "inherit", textDecoration: "none", ":hover": { textDecoration: "underline" } },
  excerpt: {
    color: tokens.colorNeutralForeground2,
    overflow: "hidden",
    display: "-webkit-box",
    WebkitLineClamp: 2,
    WebkitBoxOrient: "vertical",
    overflowWrap: "anywhere",
  },
  meta: {
    display: "flex",
    flexWrap: "wrap",
    gap: "4px 12px",
    color: tokens.colorNeutralForeground3,
    alignItems: "center",
    minWidth: 0,
    overflowWrap: "anywhere",
  },
  count: { display: "inline-flex", alignItems: "center", gap: "4px" },
  actions: { display: "flex", gap: "8px", marginTop: "auto", flexWrap: "wrap" },
});

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/**
 * A public post in an Explore list: cover, title, author, category, reading time and counts. The
 * title opens the public article (a server-rendered page, so a full navigation), the author their
 * public listing.
 */
export const PublicPostCard = ({ post, actions }: { post: PublicDocumentSummary; actions?: ReactNode }) => {
  const styles = useStyles();
  return (
    <li className={styles.card} data-public-document-id={post.id}>
      {post.coverUrl ? (
        <img className={styles.cover} src={post.coverUrl} alt="" loading="lazy" />
      ) : (
        <div className={styles.cover} aria-hidden>
          <ImageRegular />
        </div>
      )}
      <div className={styles.body}>
        <Subtitle2 as="h3" className={styles.title}>
          <a className={styles.titleLink} href={post.path}>
            {post.title}
          </a>
        </Subtitle2>
        <Caption1 className={styles.meta}>
          <Link href={authorPath(post.author.handle)}>
            {post.author.name} (@{post.author.handle})
          </Link>
          <span>{post.category}</span>
          <span>{post.readingMinutes} min read</span>
          <span>{dateFormat.format(new Date(post.publishedAt))}</span>
        </Caption1>
        {post.excerpt ? <Text className={styles.excerpt}>{post.excerpt}</Text> : null}
        <Caption1 className={styles.meta}>
          <span className={styles.count} aria-label={`${post.counts.likes} likes`}>
            <HeartRegular aria-hidden /> {post.counts.likes}
          </span>
          <span className={styles.count} aria-label={`${post.counts.comments} comments`}>
            <ChatRegular aria-hidden /> {post.counts.comments}
          </span>
          <span className={styles.count} aria-label={`${post.counts.bookmarks} bookmarks`}>
            <BookmarkRegular aria-hidden /> {post.counts.bookmarks}
          </span>
          {post.tags.length > 0 ? <span>{post.tags.join(" ")}</span> : null}
        </Caption1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </li>
  );
};
