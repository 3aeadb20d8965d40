import type { PublicComment, PublicDocumentSummary } from "@wordloom/shared/model";
import { authorPath, SHARE_NETWORKS, shareUrl } from "@wordloom/shared/rules";
import { escapeHtml } from "../../documents/export/pdf/escape-html";
import { longDate } from "./dates";
import { PAGE_CSS } from "../../documents/export/pdf/page-css";
import { htmlPage, jsonLd } from "./layout";
import { categoryPath, tagPath } from "./list-page";

const SHARE_LABELS: Record<(typeof SHARE_NETWORKS)[number], string> = {
  x: "X",
  facebook: "Facebook",
  whatsapp: "WhatsApp",
  linkedin: "LinkedIn",
  email: "E-mail",
};

/** A meta description: the excerpt on one line, at most 160 characters. */
export const describe = (text: string, fallback: string): string => {
  const flat = text.replace(/\s+/g, " ").trim() || fallback;
  return flat.length <= 160 ? flat : `${flat.slice(0, 159).trimEnd()}…`;
};

export const commentHtml = (
  comment: PublicComment,
): string => `<article class="comment${comment.root ? " reply" : ""}" id="comment-${comment.id}" data-comment-id="${comment.id}" data-author-id="${comment.author.id}">
<div class="meta"><strong>${escapeHtml(comment.author.name)}</strong> <span>@${escapeHtml(comment.author.handle)}</span> <time datetime="${comment.createdAt}">${longDate(comment.createdAt)}</time></div>
<div class="comment-content">${comment.content}</div>
</article>`;

export interface ArticleView {
  summary: PublicDocumentSummary;
  /** The pages as HTML (documentPagesHtml). */
  pagesHtml: string;
  comments: { items: PublicComment[]; hasMore: boolean };
  /** Absolute origin of the public site, no trailing slash. */
  origin: string;
}

const absolute = (origin: string, path: string | null) => (path ? `${origin}${path}` : null);

/**
 * The public article (spec document 2 §2): complete without JavaScript — title, author, cover,
 * reading time, category, tags, date, the pages as the export renders them (lists, tables,
 * citations and their footers), the share links and the comments — with the head a search engine
 * and a link unfurler read (title, description, canonical, Open Graph, Twitter card, JSON-LD
 * Article). The script only wires the reader's buttons.
 */
export const renderArticlePage = ({ summary, pagesHtml, comments, origin }: ArticleView): string => {
  const url = `${origin}${summary.path}`;
  const cover = absolute(origin, summary.coverUrl);
  const authorUrl = `${origin}${authorPath(summary.author.handle)}`;
  const description = describe(summary.excerpt, summary.title);
  const head = [
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="Wordloom">`,
    `<meta property="og:title" content="${escapeHtml(summary.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    ...(cover
      ? [
          `<meta property="og:image" content="${escapeHtml(cover)}">`,
          `<meta property="og:image:alt" content="${escapeHtml(summary.title)}">`,
        ]
      : []),
    `<meta property="article:published_time" content="${summary.publishedAt}">`,
    `<meta property="article:modified_time" content="${summary.updatedAt}">`,
    `<meta property="article:author" content="${escapeHtml(authorUrl)}">`,
    `<meta property="article:section" content="${escapeHtml(summary.category)}">`,
    ...summary.tags.map((tag) => `<meta property="article:tag" content="${escapeHtml(tag.replace(/^#/, ""))}">`),
    `<meta name="twitter:card" content="${cover ? "summary_large_image" : "summary"}">`,
    `<meta name="twitter:title" content="${escapeHtml(summary.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    ...(cover ? [`<meta name="twitter:image" content="${escapeHtml(cover)}">`] : []),
    `<meta name="author" content="${escapeHtml(summary.author.name)}">`,
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: summary.title.slice(0, 110),
      description,
      ...(cover ? { image: [cover] } : {}),
      datePublished: summary.publishedAt,
      dateModified: summary.updatedAt,
      author: { "@type": "Person", name: summary.author.name, url: authorUrl },
      mainEntityOfPage: { "@type": "WebPage", "@id": url },
      articleSection: summary.category,
      keywords: summary.tags.map((tag) => tag.replace(/^#/, "")).join(", "),
      timeRequired: `PT${summary.readingMinutes}M`,
      interactionStatistic: [
        { "@type": "InteractionCounter", interactionType: "https://schema.org/LikeAction", userInteractionCount: summary.counts.likes },
        {
          "@type": "InteractionCounter",
          interactionType: "https://schema.org/CommentAction",
          userInteractionCount: summary.counts.comments,
        },
      ],
    }),
    `<style>${PAGE_CSS}</style>`,
  ].join("\n");

  const avatar = summary.author.pictureUrl
    ? `<img class="avatar" src="${escapeHtml(summary.author.pictureUrl)}" alt="" width="40" height="40">`
    : `<span class="avatar" aria-hidden="true"></span>`;
  const shareLinks = SHARE_NETWORKS.map(
    (network) =>
      `<a class="button" data-share="${network}" href="${escapeHtml(shareUrl(network, url, summary.title))}" target="_blank" rel="noopener noreferrer">${SHARE_LABELS[network]}</a>`,
  ).join("\n");
  const body = `<main>
<article class="article" data-document-id="${summary.id}" data-author-id="${summary.author.id}" data-url="${escapeHtml(url)}" data-title="${escapeHtml(summary.title)}">
${cover ? `<img class="cover" src="${escapeHtml(summary.coverUrl ?? "")}" alt="" width="700" height="300">` : ""}
<h1 class="article-title">${escapeHtml(summary.title)}</h1>
<div class="byline">${avatar}<div><a href="${escapeHtml(authorPath(summary.author.handle))}" rel="author">${escapeHtml(summary.author.name)}</a> <span class="notice">@${escapeHtml(summary.author.handle)}</span></div>
<button type="button" data-action="follow" aria-pressed="false">Follow</button></div>
<div class="meta">
<time datetime="${summary.publishedAt}">${longDate(summary.publishedAt)}</time>
<span>${summary.readingMinutes} min read</span>
<a href="${escapeHtml(categoryPath(summary.category))}">${escapeHtml(summary.category)}</a>
</div>
${
  summary.tags.length
    ? `<ul class="tags">${summary.tags.map((tag) => `<li><a href="${escapeHtml(tagPath(tag))}">${escapeHtml(tag)}</a></li>`).join("")}</ul>`
    : ""
}
<div class="actions">
<button type="button" data-action="like" aria-pressed="false">Like <span data-count="likes">${summary.counts.likes}</span></button>
<button type="button" data-action="bookmark" aria-pressed="false">Save <span data-count="bookmarks">${summary.counts.bookmarks}</span></button>
<span class="counts"><span data-count="comments">${summary.counts.comments}</span> comments · ${summary.counts.reads} reads</span>
</div>
<div class="article-body">
${pagesHtml}
</div>
<section class="share" aria-label="Share">
<h2>Share</h2>
<div class="share-links">
<button type="button" data-action="copy-link">Copy link</button>
<button type="button" data-action="native-share" hidden>Share…</button>
${shareLinks}
</div>
<p class="status" role="status" aria-live="polite" data-status></p>
</section>
<section class="comments" aria-label="Comments">
<h2>Comments</h2>
<form class="comment-form" data-comment-form hidden>
<label for="comment-text">Add a comment</label>
<textarea id="comment-text" name="content" maxlength="2000" required></textarea>
<button type="submit">Post comment</button>
</form>
<p class="notice" data-sign-in-notice><a data-sign-in href="/auth?next=${encodeURIComponent(summary.path)}">Sign in</a> to like, comment, bookmark or follow.</p>
<div data-comments>
${comments.items.length ? comments.items.map(commentHtml).join("\n") : '<p class="empty" data-empty>No comments yet.</p>'}
</div>
${comments.hasMore ? `<button type="button" data-action="more-comments" data-page="2">More comments</button>` : ""}
</section>
</article>
</main>`;
  return htmlPage({ title: `${summary.title} — ${summary.author.name} | Wordloom`, description, canonical: url, extraHead: head }, body, {
    script: true,
    signInNext: summary.path,
  });
};
