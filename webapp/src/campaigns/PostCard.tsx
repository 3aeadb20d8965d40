import { makeStyles, mergeClasses, tokens, typographyStyles } from "@fluentui/react-components";
import { LockClosedRegular } from "@fluentui/react-icons";
import type { PostCard as PostCardData } from "@wordloom/shared/model";
import { PLATFORM_NAMES } from "@wordloom/shared/rules";
import { cardCategory, cardTitle, platformLabel, POST_STATUS_LABELS } from "./display";

export type CardSize = "small" | "normal";

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
    ...typographyStyles.caption1,
  },
  // Spec 4 §2: small-view cards are 150 px wide, normal 300 px (narrower when the day is).
  small: { maxWidth: "150px" },
  normal: { maxWidth: "300px" },
  line: { display: "flex", gap: "4px", alignItems: "center", minWidth: "0", overflow: "hidden", whiteSpace: "nowrap" },
  title: { ...typographyStyles.caption1Strong, overflow: "hidden", textOverflow: "ellipsis" },
  muted: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", color: tokens.colorNeutralForeground3 },
  status: {
    flexShrink: 0,
    padding: "0 4px",
    borderRadius: tokens.borderRadiusSmall,
    ...typographyStyles.caption2,
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground2,
  },
  posted: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  failed: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1 },
  partial: { backgroundColor: tokens.colorStatusWarningBackground1, color: tokens.colorStatusWarningForeground1 },
  links: { display: "flex", gap: "6px", flexWrap: "wrap", minWidth: "0", ...typographyStyles.caption1 },
  link: { color: tokens.colorBrandForegroundLink, ":hover": { textDecoration: "underline" } },
  message: { overflowWrap: "anywhere", color: tokens.colorNeutralForeground2, ...typographyStyles.caption1 },
});

export type PostCardClasses = ReturnType<typeof useStyles>;

/** The status label's colours: posted green, partial amber, failed red. */
const statusClass = (post: Pick<PostCardData, "status">, classes: PostCardClasses) =>
  mergeClasses(
    classes.status,
    post.status === "posted" && classes.posted,
    post.status === "partial" && classes.partial,
    post.status === "failed" && classes.failed,
  );
/** The card's classes, for postCardElement(). */
export const usePostCardClasses = useStyles;

/**
 * A post as the Posts view shows it: time, title (15 characters), category (25), status,
 * platforms. Plain elements with shared classes; postCardElement() below builds the same card for
 * the calendar.
 */
export const PostCard = ({ post, size, time }: { post: PostCardData; size: CardSize; time: string }) => {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.card, size === "small" ? styles.small : styles.normal)} data-post-id={post.id}>
      <div className={styles.line}>
        <span>{time}</span>
        <span className={styles.title} title={post.title}>
          {cardTitle(post.title || "Untitled post")}
        </span>
        {post.isRestricted ? <LockClosedRegular aria-label="Restricted" /> : null}
      </div>
      {size === "normal" ? (
        <>
          {post.category ? (
            <span className={styles.muted} title={post.category}>
              {cardCategory(post.category)}
            </span>
          ) : null}
          <span className={styles.muted}>{post.snippet}</span>
        </>
      ) : null}
      <div className={styles.line}>
        <span className={statusClass(post, styles)}>{POST_STATUS_LABELS[post.status]}</span>
        {size === "normal" ? <span className={styles.muted}>{post.platforms.map(platformLabel).join(", ")}</span> : null}
      </div>
    </div>
  );
};

const LOCK_PATH =
  "M8 1a3 3 0 0 1 3 3v2a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8c0-1.1.9-2 2-2V4a3 3 0 0 1 3-3M5 7a1 1 0 0 0-1 1v5a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zm3 2.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2M8 2a2 2 0 0 0-2 2v2h4V4a2 2 0 0 0-2-2";

const element = (tag: string, className: string | null, text?: string): HTMLElement => {
  const node = document.createElement(tag);
  if (className) {
    node.className = className;
  }
  if (text !== undefined) {
    node.textContent = text;
  }
  return node;
};

const lockIcon = (): SVGElement => {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 16 16");
  svg.setAttribute("width", "12");
  svg.setAttribute("height", "12");
  svg.setAttribute("fill", "currentColor");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "Restricted");
  const path = document.createElementNS("http://www.w3.org/2000/svg", "path");
  path.setAttribute("d", LOCK_PATH);
  svg.append(path);
  return svg;
};

/**
 * The calendar's card (the same card as PostCard) as DOM nodes, for FullCalendar's eventContent:
 * a React portal per event made the month view's first draw the slowest part of opening a campaign.
 * The wrapper is the focusable button the calendar's double-click and Enter handlers look for.
 */
export const postCardElement = (post: PostCardData, size: CardSize, time: string, classes: PostCardClasses): HTMLElement => {
  const wrapper = element("div", null);
  wrapper.setAttribute("role", "button");
  wrapper.tabIndex = 0;
  wrapper.setAttribute("aria-label", `Post ${post.title || "Untitled post"} at ${time}`);
  wrapper.style.width = "100%";
  const card = element("div", mergeClasses(classes.card, size === "small" ? classes.small : classes.normal));
  card.dataset.postId = post.id;
  const head = element("div", classes.line);
  const title = element("span", classes.title, cardTitle(post.title || "Untitled post"));
  title.title = post.title;
  head.append(element("span", null, time), title);
  if (post.isRestricted) {
    head.append(lockIcon());
  }
  card.append(head);
  if (size === "normal") {
    if (post.category) {
      const category = element("span", classes.muted, cardCategory(post.category));
      category.title = post.category;
      card.append(category);
    }
    card.append(element("span", classes.muted, post.snippet));
  }
  const foot = element("div", classes.line);
  foot.append(element("span", statusClass(post, classes), POST_STATUS_LABELS[post.status]));
  if (size === "normal") {
    foot.append(element("span", classes.muted, post.platforms.map(platformLabel).join(", ")));
  }
  card.append(foot);
  wrapper.append(card);
  return wrapper;
};

/**
 * Beside the calendar's card (outside its button, whose content is presentational, so the links stay
 * links), as PostLinks shows them in the list: the published entries' links (a new tab; a click or
 * double-click on one never opens the post) and a partial post's message.
 */
export const publishedElements = (post: PostCardData, size: CardSize, classes: PostCardClasses): HTMLElement[] => {
  const nodes: HTMLElement[] = [];
  if (post.links.length > 0) {
    const links = element("span", classes.links);
    for (const { platform, url } of post.links) {
      const name = PLATFORM_NAMES[platform];
      const anchor = element("a", classes.link, size === "small" ? name.slice(0, 2) : name);
      anchor.setAttribute("href", url);
      anchor.setAttribute("target", "_blank");
      anchor.setAttribute("rel", "noopener noreferrer");
      anchor.setAttribute("aria-label", `Open the post on ${name}`);
      anchor.addEventListener("dblclick", (event) => event.stopPropagation());
      links.append(anchor);
    }
    nodes.push(links);
  }
  if (post.partialCompletionMessage && size === "normal") {
    nodes.push(element("span", classes.message, post.partialCompletionMessage));
  }
  return nodes;
};
