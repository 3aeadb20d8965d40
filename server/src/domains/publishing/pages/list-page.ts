import type { AuthorProfile, PublicDocumentSummary } from "@wordloom/shared/model";
import { authorPath } from "@wordloom/shared/rules";
import { escapeHtml } from "../../documents/export/pdf/escape-html";
import { shortDate } from "./dates";
import { htmlPage, type PageHead } from "./layout";

export const categoryPath = (category: string) => `/publications/category/${encodeURIComponent(category)}`;
export const tagPath = (tag: string) => `/publications/tag/${encodeURIComponent(tag.replace(/^#/, ""))}`;

export const cardHtml = (item: PublicDocumentSummary): string => `<li class="card">
${item.coverUrl ? `<a href="${escapeHtml(item.path)}" tabindex="-1"><img src="${escapeHtml(item.coverUrl)}" alt="" loading="lazy" width="700" height="300"></a>` : ""}
<div class="body">
<h2><a href="${escapeHtml(item.path)}">${escapeHtml(item.title)}</a></h2>
<div class="meta"><a href="${escapeHtml(authorPath(item.author.handle))}">${escapeHtml(item.author.name)}</a><time datetime="${item.publishedAt}">${shortDate(item.publishedAt)}</time><span>${item.readingMinutes} min read</span></div>
<p>${escapeHtml(item.excerpt)}</p>
<div class="meta"><a href="${escapeHtml(categoryPath(item.category))}">${escapeHtml(item.category)}</a><span>${item.counts.likes} likes</span><span>${item.counts.comments} comments</span></div>
</div>
</li>`;

export interface ListView {
  heading: string;
  intro?: string;
  items: PublicDocumentSummary[];
  page: number;
  hasMore: boolean;
  /** The page's path with its query but without `page` (e.g. "/publications/search?q=x"). */
  path: string;
  head: PageHead;
  empty: string;
  profile?: AuthorProfile;
}

const pageLink = (path: string, page: number) => `${path}${path.includes("?") ? "&" : "?"}page=${page}`;

const profileHtml = (profile: AuthorProfile) => `<section class="profile" data-author-id="${profile.id}">
${profile.pictureUrl ? `<img src="${escapeHtml(profile.pictureUrl)}" alt="" width="96" height="96">` : ""}
<div>
<h1>${escapeHtml(profile.name)}</h1>
<p class="notice">@${escapeHtml(profile.handle)}</p>
${profile.about ? `<p>${escapeHtml(profile.about)}</p>` : ""}
<p class="meta"><span><span data-count="followers">${profile.followers}</span> followers</span><span>${profile.following} following</span><span>${profile.publicDocuments} public posts</span></p>
<button type="button" data-action="follow" aria-pressed="false">Follow</button>
<p class="notice" data-sign-in-notice><a data-sign-in href="/auth?next=${encodeURIComponent(authorPath(profile.handle))}">Sign in</a> to follow.</p>
<p class="status" role="status" aria-live="polite" data-status></p>
</div>
</section>`;

/** The cards of a list and its pager (also sent alone: a signed-in reader's own recommended list). */
export const listItemsHtml = (view: Pick<ListView, "items" | "page" | "hasMore" | "path" | "empty">): string => {
  const cards = view.items.length
    ? `<ul class="cards">${view.items.map(cardHtml).join("\n")}</ul>`
    : `<p class="empty">${escapeHtml(view.empty)}</p>`;
  const pager = `<nav class="pager" aria-label="Pages">${view.page > 1 ? `<a rel="prev" href="${escapeHtml(pageLink(view.path, view.page - 1))}">← Newer</a>` : "<span></span>"}${
    view.hasMore ? `<a rel="next" href="${escapeHtml(pageLink(view.path, view.page + 1))}">Older →</a>` : ""
  }</nav>`;
  return `${cards}\n${pager}`;
};

/**
 * A list of public documents (trending, recommended, a category, a hashtag, search results, an
 * author's page), paged by links. With `personal`, the script replaces the list for a signed-in
 * reader with the one that address answers for them (the server cannot know the reader: the
 * session lives in the browser, not in a cookie).
 */
export const renderListPage = (view: ListView & { personal?: string }): string => {
  const body = `<main>
${view.profile ? profileHtml(view.profile) : ""}
${view.profile ? `<h2>${escapeHtml(view.heading)}</h2>` : `<h1>${escapeHtml(view.heading)}</h1>`}
${view.intro ? `<p class="notice" data-intro>${escapeHtml(view.intro)}</p>` : ""}
<div data-list${view.personal ? ` data-personal="${escapeHtml(view.personal)}"` : ""}>
${listItemsHtml(view)}
</div>
</main>`;
  return htmlPage(view.head, body, { script: Boolean(view.profile) || Boolean(view.personal), signInNext: view.path });
};

export const renderNotFoundPage = (origin: string, path: string): string =>
  htmlPage(
    {
      title: "Page not found | Wordloom",
      description: "This page does not exist or is not public.",
      canonical: `${origin}${path}`,
      noindex: true,
    },
    `<main><h1>Page not found</h1><p>This document is not public or does not exist.</p><p><a href="/publications/trending">See what is trending</a></p></main>`,
    { signInNext: "/publications/trending" },
  );
