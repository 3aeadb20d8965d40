import { escapeHtml } from "../../documents/export/pdf/escape-html";

/** Where the hydration script is served (pages.routes.ts); versioned by its content hash. */
export const PAGE_SCRIPT_PATH = "/publications/assets/public-page.js";

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical: string;
  /** Open Graph, Twitter card and JSON-LD, already escaped. */
  extraHead?: string;
  /** Pages that must not be indexed (404, search results). */
  noindex?: boolean;
  /** Alternate feeds of the page (absolute URLs). */
  feeds?: { title: string; rss: string; atom: string };
}

/**
 * The public pages' style: readable without JavaScript at any width; the article's pages reuse the
 * export's page markup (PAGE_CSS) loosened to the screen's width.
 */
export const SITE_CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:'Segoe UI',-apple-system,BlinkMacSystemFont,Roboto,'Helvetica Neue',sans-serif;color:#1b1b1b;background:#faf9f8;line-height:1.6}
a{color:#0f5cc0}
.site-header{display:flex;flex-wrap:wrap;gap:16px;align-items:center;justify-content:space-between;padding:12px 24px;background:#fff;border-bottom:1px solid #e1dfdd}
.site-header nav{display:flex;flex-wrap:wrap;gap:16px;align-items:center}
.brand{font-weight:700;font-size:20px;color:#1b1b1b;text-decoration:none}
.search{display:flex;gap:6px}
.search input{padding:6px 10px;border:1px solid #c8c6c4;border-radius:4px;min-width:0;width:220px;max-width:50vw}
button,.button{font:inherit;padding:6px 14px;border:1px solid #8a8886;border-radius:4px;background:#fff;color:#1b1b1b;cursor:pointer;text-decoration:none;display:inline-block}
button[aria-pressed=true]{background:#0f5cc0;border-color:#0f5cc0;color:#fff}
main{max-width:980px;margin:0 auto;padding:24px 16px 64px}
.cover{width:100%;height:auto;aspect-ratio:700/300;object-fit:cover;border-radius:8px;display:block;background:#edebe9}
.meta{color:#605e5c;font-size:14px;display:flex;flex-wrap:wrap;gap:4px 14px;align-items:center}
.byline{display:flex;gap:10px;align-items:center}
.avatar{width:40px;height:40px;border-radius:50%;object-fit:cover;background:#c8c6c4}
.tags{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:8px 0}
.tags a{background:#edebe9;border-radius:12px;padding:2px 10px;font-size:13px;text-decoration:none;color:#323130}
.article-title{font-size:36px;line-height:1.2;margin:16px 0 8px;overflow-wrap:anywhere}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin:16px 0;align-items:center}
.counts{color:#605e5c;font-size:14px}
.article-body .page{width:auto;max-width:916px;min-height:0;padding:24px 0;margin:0 auto;border-bottom:1px solid #e1dfdd;position:relative}
.article-body .footer{position:static;margin-top:16px}
.article-body table{table-layout:auto}
.article-body .page-number{color:#8a8886}
.share-links{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:16px;list-style:none;padding:0}
.card{background:#fff;border:1px solid #e1dfdd;border-radius:8px;overflow:hidden;display:flex;flex-direction:column}
.card img{width:100%;height:auto;aspect-ratio:700/300;object-fit:cover;display:block}
.card .body{padding:12px 16px;display:flex;flex-direction:column;gap:6px}
.card h2{font-size:18px;margin:0;overflow-wrap:anywhere}
.card p{margin:0;color:#484644;font-size:14px;overflow-wrap:anywhere}
.pager{display:flex;gap:12px;justify-content:space-between;margin-top:24px}
.profile{display:flex;gap:16px;align-items:center;flex-wrap:wrap}
.profile img{width:96px;height:96px;border-radius:50%;object-fit:cover}
.comments{margin-top:32px}
.comment{border-top:1px solid #e1dfdd;padding:10px 0}
.comment.reply{margin-left:32px}
.comment-form textarea{width:100%;min-height:80px;font:inherit;padding:8px}
.notice{color:#605e5c;font-size:14px}
.status{min-height:1.5em;color:#107c10}
.empty{color:#605e5c}
@media (max-width:600px){.article-title{font-size:28px}.search input{width:140px}}
`;

export const siteHeader = (signInNext: string): string => `<header class="site-header">
<a class="brand" href="/publications/trending">Wordloom</a>
<nav aria-label="Public posts">
<a href="/publications/trending">Trending</a>
<a href="/publications/recommended">Recommended</a>
<form class="search" action="/publications/search" method="get" role="search"><input type="search" name="q" aria-label="Search public posts" placeholder="Search public posts"><button type="submit">Search</button></form>
<a class="sign-in" data-sign-in href="/auth?next=${encodeURIComponent(signInNext)}">Sign in</a>
</nav>
</header>`;

/** A whole public page: no tracking script, one same-origin script for the interactive parts. */
export const htmlPage = (head: PageHead, body: string, options: { script?: boolean; signInNext: string }): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
<link rel="canonical" href="${escapeHtml(head.canonical)}">
${head.noindex ? '<meta name="robots" content="noindex">\n' : ""}${
  head.feeds
    ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feeds.title)}" href="${escapeHtml(head.feeds.rss)}">
<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feeds.title)}" href="${escapeHtml(head.feeds.atom)}">
`
    : ""
}${head.extraHead ?? ""}
<style>${SITE_CSS}</style>
${options.script ? `<script src="${PAGE_SCRIPT_PATH}" defer></script>\n` : ""}</head>
<body>
${siteHeader(options.signInNext)}
${body}
</body>
</html>`;

/** JSON for a <script type="application/ld+json"> block: "<" escaped so no text can close the element. */
export const jsonLd = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026")}</script>`;
