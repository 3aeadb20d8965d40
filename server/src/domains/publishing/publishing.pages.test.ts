import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { buildPages } from "../../../test/factories";
import { buildReader, buildAuthor, publishDocument } from "../../../test/publishing";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";
import { everyElementPages } from "../documents/export/testing-pages";

const clock = new ManualClock();
const app = await createTestApp({ clock, env: { PUBLIC_BASE_URL: "https://wordloom.example" } });
const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: "GET", url, headers });

const meta = (html: string, attribute: "property" | "name", key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, "\\:")}" content="([^"]*)">`).exec(html)?.[1];

const png = await sharp({ create: { width: 1400, height: 600, channels: 3, background: "#3366cc" } })
  .png()
  .toBuffer();

describe("the public article page", () => {
  it("renders the whole article on the server: title, author, cover, reading time, category, tags, date, lists, tables and citations", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { document, path } = await publishDocument(app.ctx, writer, { title: "Quarterly <review> & more", pages: everyElementPages() });
    await writer.api.updateTags({ params: { id: document.id }, body: { tags: ["finance", "#markets"] } });
    const withCover = await writer.api.uploadCover({
      params: { id: document.id },
      query: {},
      file: new Blob([new Uint8Array(png)], { type: "image/png" }),
    });
    expect(withCover.coverUrl).toMatch(/^\/media\/covers\/[a-f0-9]+\.webp$/);

    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    // Head: title, description, canonical, Open Graph, Twitter card, JSON-LD Article; absolute URLs.
    const url = `https://wordloom.example${path}`;
    expect(html).toContain("<title>Quarterly &lt;review&gt; &amp; more — Ada Lovelace | Wordloom</title>");
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta(html, "name", "description")).toMatch(/^Quarterly review Revenue rose sharply/);
    expect(meta(html, "property", "og:type")).toBe("article");
    expect(meta(html, "property", "og:url")).toBe(url);
    expect(meta(html, "property", "og:title")).toBe("Quarterly &lt;review&gt; &amp; more");
    expect(meta(html, "property", "og:image")).toBe(`https://wordloom.example${withCover.coverUrl}`);
    expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "name", "twitter:image")).toBe(`https://wordloom.example${withCover.coverUrl}`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}") as Record<string, unknown>;
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: "Quarterly <review> & more",
      image: [`https://wordloom.example${withCover.coverUrl}`],
      author: { "@type": "Person", name: "Ada Lovelace", url: `https://wordloom.example/publications/author/@${writer.handle}` },
      mainEntityOfPage: { "@id": url },
      keywords: "finance, markets",
    });
    // Body: everything readable without JavaScript.
    expect(html).toContain('<h1 class="article-title">Quarterly &lt;review&gt; &amp; more</h1>');
    expect(html).toContain(`<img class="cover" src="${withCover.coverUrl}"`);
    expect(html).toMatch(/<time datetime="[^"]+">January 15, 2026<\/time>/);
    expect(html).toContain("1 min read");
    expect(html).toContain('<a href="/publications/category/General">General</a>');
    expect(html).toContain('<a href="/publications/tag/finance">#finance</a>');
    expect(html).toContain("<h1>Quarterly review</h1>");
    expect(html).toContain("Revenue rose <strong>sharply</strong> in <em>spring</em>.");
    expect(html).toMatch(/<span class="marker">1\.<\/span><span>Grow sales<\/span>/);
    expect(html).toMatch(/<div class="item nested"><span class="marker">[^<]+<\/span><span>Really simple<\/span>/);
    expect(html).toContain("<table><tr><th>Team</th><th>Score</th></tr><tr><td>Blue</td><td>9</td></tr></table>");
    expect(html).toMatch(/Analysts agree<sup class="cite" data-note="[^"]*Lee[^"]*">1<\/sup>/);
    expect(html).toMatch(/<ol class="notes"><li>1\. [^<]*Lee[^<]*<\/li><\/ol>/);
    expect(html).toContain("As shown (Kim 2021) before.");
    expect(html).toContain('<a href="https://example.com/">our site</a>');
    expect(html).toContain("Page 2 of 2");
    // One same-origin script, no tracking.
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).sort()).toEqual([
      '<script src="/publications/assets/public-page.js" defer>',
      '<script type="application/ld+json">',
    ]);
    expect(html).not.toMatch(/google|analytics|gtag|facebook\.net|doubleclick/i);
    // Share links work without JavaScript.
    expect(html).toContain(`href="https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}`);
    const script = await get("/publications/assets/public-page.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.body).toContain("wordloom.session");
  });

  it("shows the latest saved pages of a public document (its rendered pages are kept per version)", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { document, path } = await publishDocument(app.ctx, writer, { paragraphs: ["Original words."] });
    expect((await get(path)).body).toContain("Original words.");
    expect((await get(path)).body).toContain("Original words.");
    await writer.api.replacePages({ params: { id: document.id }, body: { pages: buildPages("Revised words.") } });
    const revised = (await get(path)).body;
    expect(revised).toContain("Revised words.");
    expect(revised).not.toContain("Original words.");
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since, with cache headers a CDN can use", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { path } = await publishDocument(app.ctx, writer);
    const first = await get(path);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers["last-modified"]).toBe(new Date("2026-01-15T12:00:00.000Z").toUTCString());
    expect((await get(path, { "if-none-match": String(first.headers.etag) })).statusCode).toBe(304);
    expect((await get(path, { "if-modified-since": String(first.headers["last-modified"]) })).statusCode).toBe(304);
    expect((await get(path, { "if-none-match": 'W/"other"' })).statusCode).toBe(200);
  });

  it("serves the rendered page again until something on it changes: a like, a comment, an edit (ETag and page cache)", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { document, path } = await publishDocument(app.ctx, writer, { paragraphs: ["First words."] });
    const reader = await buildReader(app.ctx, app.clientFor);
    const first = await get(path);
    const again = await get(path);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    expect(first.body).toContain('<span data-count="likes">0</span>');

    await reader.api.likeDocument({ params: { id: document.id } });
    const liked = await get(path, { "if-none-match": String(first.headers.etag) });
    expect(liked.statusCode).toBe(200);
    expect(liked.headers.etag).not.toBe(first.headers.etag);
    expect(liked.body).toContain('<span data-count="likes">1</span>');
    expect(liked.body).toContain("First words.");

    await reader.api.addPublicComment({ params: { id: document.id }, body: { content: "A kind comment" } });
    const commented = await get(path, { "if-none-match": String(liked.headers.etag) });
    expect(commented.statusCode).toBe(200);
    expect(commented.body).toContain("A kind comment");
    expect(commented.body).toContain('<span data-count="comments">1</span>');
    expect((await get(path, { "if-none-match": String(commented.headers.etag) })).statusCode).toBe(304);

    await writer.api.replacePages({ params: { id: document.id }, body: { pages: buildPages("Second words.") } });
    const edited = await get(path, { "if-none-match": String(commented.headers.etag) });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain("Second words.");
    expect(edited.body).toContain("A kind comment");
  });

  it("redirects links made under an author's former screen name to the current one, until someone takes that name", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { slug } = await publishDocument(app.ctx, writer);
    const oldHandle = writer.handle;
    const newHandle = `nw_${oldHandle.slice(3)}`;
    await writer.api.updateProfile({ body: { handle: newHandle } });

    const article = await get(`/publications/@${oldHandle}/${slug}`);
    expect(article.statusCode).toBe(301);
    expect(article.headers.location).toBe(`/publications/@${newHandle}/${slug}`);
    expect((await get(String(article.headers.location))).statusCode).toBe(200);
    const author = await get(`/publications/author/@${oldHandle.toUpperCase()}?page=1`);
    expect(author.statusCode).toBe(301);
    expect(author.headers.location).toBe(`/publications/author/@${newHandle}?page=1`);
    expect((await get(`/publications/author/@${oldHandle}/feed.xml`)).headers.location).toBe(`/publications/author/@${newHandle}/feed.xml`);
    expect((await get(`/publications/@${oldHandle}/no-such-slug`)).headers.location).toBe(`/publications/@${newHandle}/no-such-slug`);

    // Someone else takes the old name: it is theirs now, and no longer redirects.
    const other = await buildAuthor(app.ctx, app.clientFor);
    await other.api.updateProfile({ body: { handle: oldHandle } });
    expect((await get(`/publications/@${oldHandle}/${slug}`)).statusCode).toBe(404);
  });

  it("shows a real 404 page for an unknown author, slug or page, and a private document", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { document, path } = await publishDocument(app.ctx, writer);
    await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "private" } });
    for (const url of [
      path,
      `/publications/@${writer.handle}/nothing-here`,
      "/publications/@nobody_here/x",
      "/publications/what",
      "/publications/category/Nope",
    ]) {
      const response = await get(url, { accept: "text/html" });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.body).toContain("<h1>Page not found</h1>");
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("renders the author page (profile and paged documents), trending, recommended, category, tag and search pages", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    await app.ctx.db.execute(`UPDATE users SET about = 'Writes about <markets>.' WHERE id = '${writer.user.id}'`);
    for (let index = 0; index < 11; index += 1) {
      clock.advance(1000);
      await publishDocument(app.ctx, writer, { title: `Zephyrine essay ${index}`, paragraphs: [`Zephyrine body number ${index}.`] });
    }
    const fan = await buildReader(app.ctx, app.clientFor);
    await fan.api.followAuthor({ params: { authorId: writer.user.id } });
    const author = await get(`/publications/author/@${writer.handle}`);
    expect(author.statusCode).toBe(200);
    expect(author.body).toContain("<h1>Ada Lovelace</h1>");
    expect(author.body).toContain("<p>Writes about &lt;markets&gt;.</p>");
    expect(author.body).toContain('<span data-count="followers">1</span> followers');
    expect(author.body).toContain("Zephyrine essay 10");
    expect(author.body).not.toContain("Zephyrine essay 0<");
    expect(author.body).toContain(`href="/publications/author/@${writer.handle}?page=2"`);
    expect(author.body).toContain(`href="https://wordloom.example/publications/author/@${writer.handle}/feed.xml"`);
    expect((await get(`/publications/author/@${writer.handle}?page=2`)).body).toContain("Zephyrine essay 0<");
    const upper = await get(`/publications/author/@${writer.handle.toUpperCase()}`);
    expect(upper.statusCode).toBe(301);

    for (const url of ["/publications/trending", "/publications/recommended", "/publications/category/General", "/publications/latest"]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain("Zephyrine essay");
    }
    const search = await get("/publications/search?q=zephyrine%20body");
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain("Zephyrine essay");
    expect(search.body).toContain('<meta name="robots" content="noindex">');
    expect((await get("/publications/search?q=qqqqqqnothing")).body).toContain("No public posts match your search.");
    expect((await get("/publications")).statusCode).toBe(302);
  });

  it("recommended: the page's script asks for the signed-in reader's own list (followed authors first); anonymous readers get trending", async () => {
    const followed = await buildAuthor(app.ctx, app.clientFor);
    const other = await buildAuthor(app.ctx, app.clientFor);
    clock.advance(1000);
    await publishDocument(app.ctx, followed, { title: "Quietly followed essay" });
    clock.advance(1000);
    const { document: hot } = await publishDocument(app.ctx, other, { title: "Loudly trending essay" });
    const reader = await buildReader(app.ctx, app.clientFor);
    for (const fan of await Promise.all([1, 2, 3].map(() => buildReader(app.ctx, app.clientFor)))) {
      await fan.api.likeDocument({ params: { id: hot.id } });
    }
    await reader.api.followAuthor({ params: { authorId: followed.user.id } });

    const page = await get("/publications/recommended");
    expect(page.body).toContain('data-personal="/publications/recommended/for-you"');
    expect(page.body).toContain('<script src="/publications/assets/public-page.js" defer>');
    const personal = await get("/publications/recommended/for-you", { authorization: `Bearer ${reader.accessToken}` });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers["cache-control"]).toBe("private, no-store");
    const titles = [...personal.body.matchAll(/<h2><a href="[^"]+">([^<]+)<\/a><\/h2>/g)].map(([, title]) => title);
    expect(titles.indexOf("Quietly followed essay")).toBe(0);
    expect(titles).toContain("Loudly trending essay");
    expect((await get("/publications/recommended/for-you")).statusCode).toBe(401);
  });

  it("serves RSS and Atom feeds per author and category with full content and absolute image URLs", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { document, path } = await publishDocument(app.ctx, writer, { title: "Feed me", pages: everyElementPages() });
    const cover = await writer.api.uploadCover({
      params: { id: document.id },
      query: {},
      file: new Blob([new Uint8Array(png)], { type: "image/png" }),
    });
    const rss = await get(`/publications/author/@${writer.handle}/feed.xml`);
    expect(rss.statusCode).toBe(200);
    expect(rss.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(rss.body).toContain(`<link>https://wordloom.example${path}</link>`);
    expect(rss.body).toMatch(new RegExp(`<enclosure [^>]*url="https://wordloom.example${cover.coverUrl}"`));
    expect(rss.body).toContain("<content:encoded><![CDATA[");
    expect(rss.body).toContain(`<img src="https://wordloom.example${cover.coverUrl}"`);
    expect(rss.body).toContain("<table><tr><th>Team</th>");
    const atom = await get(`/publications/author/@${writer.handle}/atom.xml`);
    expect(atom.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(atom.body).toContain(`<link href="https://wordloom.example${path}"/>`);
    const category = await get("/publications/category/General/feed.xml");
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain("Feed me");
    expect((await get(`/publications/author/@${writer.handle}/feed.xml`, { "if-none-match": String(rss.headers.etag) })).statusCode).toBe(
      304,
    );
  });

  it("serves sitemap.xml and robots.txt with absolute URLs (not the web app's index)", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { path } = await publishDocument(app.ctx, writer, { title: "In the sitemap" });
    const sitemap = await get("/sitemap.xml", { accept: "text/html" });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(sitemap.body).toContain(`<loc>https://wordloom.example${path}</loc>`);
    expect(sitemap.body).toContain(`<loc>https://wordloom.example/publications/author/@${writer.handle}</loc>`);
    expect(sitemap.body).toContain("<loc>https://wordloom.example/publications/trending</loc>");
    const robots = await get("/robots.txt", { accept: "text/html" });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain("Sitemap: https://wordloom.example/sitemap.xml");
    expect(robots.body).toContain("Disallow: /api/");
  });
});
