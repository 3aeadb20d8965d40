import { readFileSync } from "node:fs";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DOCUMENT_CATEGORIES } from "@wordloom/shared/model";
import { authorPath } from "@wordloom/shared/rules";
import type { AppContext } from "../../../context";
import { AppError } from "../../../errors";
import { authorProfile, currentHandleOf, findAuthorByHandle } from "../authors";
import { articleComments } from "../comments";
import { findArticle } from "../public-document";
import { listAuthorDocuments, listCategory, listPublic, listRecommended, listTopAiRated, listTrending } from "../public-queries";
import { optionalReader } from "../publishing.http";
import { isBot, type ReadCounter } from "../read-counter";
import { searchPublicCached, type SearchCache } from "../search-cache";
import { describe, renderArticlePage } from "./article-page";
import { ArticlePageCache, articleEtag } from "./article-page-cache";
import { buildFeed, type FeedEntry } from "./feeds";
import { newest, notModified, sendCached, setValidators } from "./http-cache.http";
import { PAGE_SCRIPT_PATH } from "./layout";
import { categoryPath, listItemsHtml, renderListPage, renderNotFoundPage, tagPath } from "./list-page";
import { authorFeedEntries, categoryFeedEntries, sitemapEntries } from "./page-data";
import { buildSitemap, robotsTxt } from "./sitemap";

const HTML = "text/html; charset=utf-8";
const PAGE_SCRIPT = readFileSync(new URL("./public-page.page.js", import.meta.url), "utf8");

const hidden = { schema: { hide: true } };

/** Where a signed-in reader's recommended cards are answered (see the recommended page). */
export const RECOMMENDED_FOR_READER = "/publications/recommended/for-you";

interface PageQuery {
  page: number;
  limit: number;
}

/** ?page=N from a page's query string: 1 for anything that is not a whole number from 1 to 1000. */
const pageQuery = (request: FastifyRequest, limit = 12): PageQuery => {
  const raw = (request.query as Record<string, unknown>).page;
  const page = typeof raw === "string" && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return { page: page >= 1 && page <= 1000 ? page : 1, limit };
};

const stringParam = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The server-rendered public site: articles, author pages, trending, recommended, categories,
 * hashtags, search, RSS/Atom feeds, sitemap.xml and robots.txt. Plain HTML from the server (no
 * front-end framework), complete without JavaScript; one small script wires the reader's buttons.
 * These routes are more specific than the web app's catch-all (plugins/frontends.ts), so they win
 * whatever the registration order.
 */
export const publicPageRoutes = (app: FastifyInstance, ctx: AppContext, reads: ReadCounter, searches: SearchCache) => {
  const articles = new ArticlePageCache(ctx.db);
  const origin = (request: FastifyRequest) => ctx.config.publicBaseUrl ?? `${request.protocol}://${request.host}`;

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) =>
    sendCached(request, reply, {
      body: renderNotFoundPage(origin(request), request.url.split("?")[0] ?? "/"),
      contentType: HTML,
      lastModified: null,
      status: 404,
    });

  /**
   * The same address under the author's current screen name when `@handle` in it is one they had
   * before (as old slugs redirect), or null.
   */
  const underCurrentHandle = async (request: FastifyRequest): Promise<string | null> => {
    const handle = stringParam((request.params as Record<string, unknown>).handle);
    const current = handle ? await currentHandleOf(ctx.db, handle) : null;
    return current ? request.url.replace(`/@${handle}`, `/@${current}`) : null;
  };

  /**
   * Runs a page; a 404 from a service (private, unknown) becomes the HTML 404 page, unless the
   * address names an author by a former screen name: then it redirects to the current one.
   */
  const page =
    (render: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        return await render(request, reply);
      } catch (error) {
        if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "VALIDATION_FAILED")) {
          const moved = error.code === "NOT_FOUND" ? await underCurrentHandle(request) : null;
          return moved ? reply.header("cache-control", "public, max-age=300").redirect(moved, 301) : notFoundPage(request, reply);
        }
        throw error;
      }
    };

  app.get(PAGE_SCRIPT_PATH, hidden, async (request, reply) =>
    sendCached(request, reply, {
      body: PAGE_SCRIPT,
      contentType: "text/javascript; charset=utf-8",
      lastModified: null,
      cacheControl: "public, max-age=300",
    }),
  );

  app.get("/publications", hidden, async (_request, reply) => reply.redirect("/publications/trending"));

  app.get(
    "/publications/@:handle/:slug",
    hidden,
    page(async (request, reply) => {
      const { handle, slug } = request.params as { handle: string; slug: string };
      // One query: the pages are read with it only when this link's document has none rendered yet.
      const article = await findArticle(ctx.db, handle, slug, { withPages: articles.needsPages(handle, slug) });
      if (article.moved) {
        return reply.header("cache-control", "public, max-age=300").redirect(article.summary.path, 301);
      }
      if (!isBot(request.headers["user-agent"])) {
        reads.count(article.summary.id);
      }
      const base = origin(request);
      const etag = articleEtag(article, base);
      const lastModified = newest([
        article.summary.updatedAt,
        article.summary.publishedAt,
        ...(article.commentsChangedAt ? [article.commentsChangedAt] : []),
      ]);
      // The reader's copy is current, or this process rendered the same page already: nothing to render.
      if (notModified(request, etag, lastModified)) {
        setValidators(reply, etag, lastModified);
        return reply.status(304).send();
      }
      let body = articles.page(article.summary.id, etag);
      if (!body) {
        const [pagesHtml, comments] = await Promise.all([
          articles.pagesHtml(article, { handle, slug }),
          article.summary.counts.comments > 0 ? articleComments(ctx.db, article.summary.id, 50) : { items: [], hasMore: false },
        ]);
        body = articles.keepPage(
          article.summary.id,
          etag,
          renderArticlePage({ summary: article.summary, pagesHtml, comments, origin: base }),
        );
      }
      return sendCached(request, reply, { body, contentType: HTML, lastModified, etag });
    }),
  );

  const listRoute = (
    path: string,
    load: (request: FastifyRequest) => Promise<{
      heading: string;
      intro?: string;
      empty: string;
      items: Awaited<ReturnType<typeof listTrending>>;
      canonicalPath: string;
      noindex?: boolean;
      personal?: string;
    }>,
  ) =>
    app.get(
      path,
      hidden,
      page(async (request, reply) => {
        const { heading, intro, empty, items, canonicalPath, noindex, personal } = await load(request);
        const base = origin(request);
        const body = renderListPage({
          heading,
          ...(intro ? { intro } : {}),
          empty,
          items: items.items,
          page: items.page,
          hasMore: items.hasMore,
          path: canonicalPath,
          ...(personal ? { personal: `${personal}${items.page > 1 ? `?page=${items.page}` : ""}` } : {}),
          head: {
            title: `${heading} | Wordloom`,
            description: intro ?? heading,
            canonical: `${base}${canonicalPath}${items.page > 1 ? `${canonicalPath.includes("?") ? "&" : "?"}page=${items.page}` : ""}`,
            ...(noindex ? { noindex } : {}),
          },
        });
        return sendCached(request, reply, { body, contentType: HTML, lastModified: newest(items.items.map((item) => item.updatedAt)) });
      }),
    );

  listRoute("/publications/trending", async (request) => ({
    heading: "Trending",
    intro: "What readers like, comment on, save and share most right now.",
    empty: "Nothing is trending yet.",
    items: await listTrending(ctx.db, pageQuery(request)),
    canonicalPath: "/publications/trending",
  }));
  listRoute("/publications/recommended", async (request) => ({
    heading: "Recommended",
    intro: "Sign in to Wordloom for recommendations from the authors and topics you follow; until then, these are trending.",
    empty: "Nothing to recommend yet.",
    items: await listTrending(ctx.db, pageQuery(request)),
    canonicalPath: "/publications/recommended",
    personal: RECOMMENDED_FOR_READER,
  }));
  // The signed-in reader's own recommended list (followed authors, then authors and categories they
  // liked or saved, then trending), as the cards the page shows: the page's script asks for it with
  // the reader's token and puts it in place of the anonymous list.
  app.get(RECOMMENDED_FOR_READER, hidden, async (request, reply) => {
    const reader = await optionalReader(ctx, request);
    if (!reader) {
      throw new AppError("UNAUTHENTICATED");
    }
    const items = await listRecommended(ctx.db, reader.id, pageQuery(request));
    return reply
      .header("cache-control", "private, no-store")
      .header("vary", "Authorization")
      .type(HTML)
      .send(
        listItemsHtml({
          items: items.items,
          page: items.page,
          hasMore: items.hasMore,
          path: "/publications/recommended",
          empty: "Nothing to recommend yet.",
        }),
      );
  });
  listRoute("/publications/top-ai-rated", async (request) => ({
    heading: "Top AI-rated",
    intro: "Public posts with the best AI engagement score.",
    empty: "No rated posts yet.",
    items: await listTopAiRated(ctx.db, pageQuery(request)),
    canonicalPath: "/publications/top-ai-rated",
  }));
  listRoute("/publications/latest", async (request) => ({
    heading: "Latest",
    empty: "Nothing has been published yet.",
    items: await listPublic(ctx.db, { ...pageQuery(request), sort: "latest" }),
    canonicalPath: "/publications/latest",
  }));
  listRoute("/publications/category/:category", async (request) => {
    const category = stringParam((request.params as Record<string, unknown>).category);
    if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(category)) {
      throw new AppError("NOT_FOUND");
    }
    return {
      heading: category,
      intro: `Public posts in ${category}.`,
      empty: "No public posts in this category yet.",
      items: await listCategory(ctx.db, category, pageQuery(request)),
      canonicalPath: categoryPath(category),
    };
  });
  listRoute("/publications/tag/:tag", async (request) => {
    const tag = stringParam((request.params as Record<string, unknown>).tag).replace(/^#/, "");
    if (!/^[\p{L}\p{N}_-]{1,49}$/u.test(tag)) {
      throw new AppError("NOT_FOUND");
    }
    return {
      heading: `#${tag}`,
      empty: "No public posts with this hashtag yet.",
      items: await listPublic(ctx.db, { ...pageQuery(request), tag, sort: "latest" }),
      canonicalPath: tagPath(tag),
    };
  });
  listRoute("/publications/search", async (request) => {
    const q = stringParam((request.query as Record<string, unknown>).q)
      .trim()
      .slice(0, 200);
    return {
      heading: q ? `Search: ${q}` : "Search",
      empty: q ? "No public posts match your search." : "Type something to search for.",
      items: q
        ? await searchPublicCached(ctx.db, searches, { ...pageQuery(request), q })
        : { items: [], page: 1, limit: 12, hasMore: false },
      canonicalPath: `/publications/search${q ? `?q=${encodeURIComponent(q)}` : ""}`,
      noindex: true,
    };
  });

  app.get(
    "/publications/author/@:handle",
    hidden,
    page(async (request, reply) => {
      const { handle } = request.params as { handle: string };
      const profile = await authorProfile(ctx.db, null, handle);
      if (profile.handle !== handle) {
        return reply.redirect(authorPath(profile.handle), 301);
      }
      const items = await listAuthorDocuments(ctx.db, profile.id, pageQuery(request, 10));
      const base = origin(request);
      const path = authorPath(profile.handle);
      const body = renderListPage({
        heading: "Public posts",
        empty: "No public posts yet.",
        items: items.items,
        page: items.page,
        hasMore: items.hasMore,
        path,
        profile,
        head: {
          title: `${profile.name} (@${profile.handle}) | Wordloom`,
          description: describe(profile.about, `Public posts by ${profile.name} on Wordloom.`),
          canonical: `${base}${path}${items.page > 1 ? `?page=${items.page}` : ""}`,
          feeds: { title: `${profile.name} on Wordloom`, rss: `${base}${path}/feed.xml`, atom: `${base}${path}/atom.xml` },
          extraHead: `<meta property="og:type" content="profile">\n<meta property="og:title" content="${profile.name.replace(/"/g, "&quot;").replace(/</g, "&lt;")}">\n<meta property="og:url" content="${base}${path}">`,
        },
      });
      return sendCached(request, reply, { body, contentType: HTML, lastModified: newest(items.items.map((item) => item.updatedAt)) });
    }),
  );

  const sendFeed = (request: FastifyRequest, reply: FastifyReply, format: "rss" | "atom", spec: Parameters<typeof buildFeed>[0]) => {
    const feed = buildFeed(spec);
    return sendCached(request, reply, {
      body: format === "rss" ? feed.rss2() : feed.atom1(),
      contentType: format === "rss" ? "application/rss+xml; charset=utf-8" : "application/atom+xml; charset=utf-8",
      lastModified: newest(spec.entries.map((entry: FeedEntry) => entry.summary.updatedAt)),
    });
  };

  for (const [file, format] of [
    ["feed.xml", "rss"],
    ["atom.xml", "atom"],
  ] as const) {
    app.get(
      `/publications/author/@:handle/${file}`,
      hidden,
      page(async (request, reply) => {
        const { handle } = request.params as { handle: string };
        const author = await findAuthorByHandle(ctx.db, handle);
        const base = origin(request);
        const path = authorPath(author.handle ?? handle);
        const name = `${author.fname} ${author.lname}`.trim() || (author.handle ?? handle);
        return sendFeed(request, reply, format, {
          title: `${name} on Wordloom`,
          description: author.about || `Public posts by ${name}.`,
          link: `${base}${path}`,
          rss: `${base}${path}/feed.xml`,
          atom: `${base}${path}/atom.xml`,
          origin: base,
          entries: await authorFeedEntries(ctx.db, author.id),
        });
      }),
    );
    app.get(
      `/publications/category/:category/${file}`,
      hidden,
      page(async (request, reply) => {
        const category = stringParam((request.params as Record<string, unknown>).category);
        if (!(DOCUMENT_CATEGORIES as readonly string[]).includes(category)) {
          throw new AppError("NOT_FOUND");
        }
        const base = origin(request);
        const path = categoryPath(category);
        return sendFeed(request, reply, format, {
          title: `${category} on Wordloom`,
          description: `Public posts in ${category}.`,
          link: `${base}${path}`,
          rss: `${base}${path}/feed.xml`,
          atom: `${base}${path}/atom.xml`,
          origin: base,
          entries: await categoryFeedEntries(ctx.db, category),
        });
      }),
    );
  }

  app.get("/sitemap.xml", hidden, async (request, reply) => {
    const { entries, lastModified } = await sitemapEntries(ctx.db);
    return sendCached(request, reply, {
      body: await buildSitemap(origin(request), entries),
      contentType: "application/xml; charset=utf-8",
      lastModified,
    });
  });
  app.get("/robots.txt", hidden, async (request, reply) =>
    sendCached(request, reply, {
      body: robotsTxt(origin(request)),
      contentType: "text/plain; charset=utf-8",
      lastModified: null,
      cacheControl: "public, max-age=3600",
    }),
  );

  // Anything else under /publications is a page that does not exist (never the web app's index).
  app.get("/publications/*", hidden, async (request, reply) => notFoundPage(request, reply));
};
