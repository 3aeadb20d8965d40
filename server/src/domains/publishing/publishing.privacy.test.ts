import { describe, expect, it } from "vitest";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildDocument } from "../../../test/factories";
import { buildAuthor, buildReader, publishDocument } from "../../../test/publishing";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";

// Far ahead of every other test file's clock: on the shared PostgreSQL database of a full run, this
// file's documents are the newest and the most trending, so the first page of each list shows them.
const clock = new ManualClock("2099-01-15T12:00:00.000Z");
const app = await createTestApp({ clock, env: { PUBLIC_BASE_URL: "https://wordloom.example" } });
const get = (url: string) => app.app.inject({ method: "GET", url });

/**
 * The privacy matrix: a document is reachable by slug (page and API), in every list, in search,
 * in the feeds, the sitemap and by id through the reader calls exactly while it is public; made
 * private again, it leaves all of them at once (no cache in between). A never-published document
 * is reachable nowhere, and neither is its author.
 */
const TITLE = "Quintessentially private musings";

const reachability = async (author: { handle: string; user: { id: string } }, document: { id: string }, path: string) => {
  const reader = await buildReader(app.ctx, app.clientFor);
  const inList = (list: { items: { id: string }[] }) => list.items.some((item) => item.id === document.id);
  const slug = path.split("/").pop() ?? "missing";
  const byId = async (call: () => Promise<unknown>) =>
    (await call()
      .then(() => true)
      .catch(() => false)) as boolean;
  return {
    page: (await get(path)).statusCode === 200,
    apiBySlug: await byId(() => app.client.getPublicDocument({ query: { handle: author.handle, slug } })),
    all: inList(await app.client.listPublicDocuments({ query: { limit: 50 } })),
    trending: inList(await app.client.trendingDocuments({ query: { limit: 50 } })),
    recommended: inList(await reader.api.recommendedDocuments({ query: { limit: 50 } })),
    category: inList(await app.client.categoryDocuments({ params: { category: "General" }, query: { limit: 50 } })),
    tag: inList(await app.client.listPublicDocuments({ query: { tag: "secretive", limit: 50 } })),
    search: inList(await app.client.searchPublicDocuments({ query: { q: "quintessentially" } })),
    searchPage: (await get("/publications/search?q=quintessentially")).body.includes(TITLE),
    authorDocs: await byId(async () => {
      if (!inList(await app.client.authorDocuments({ params: { handle: author.handle }, query: {} }))) {
        throw new Error("absent");
      }
    }),
    authorPage: (await get(`/publications/author/@${author.handle}`)).body.includes(TITLE),
    trendingPage: (await get("/publications/trending")).body.includes(TITLE),
    authorFeed: (await get(`/publications/author/@${author.handle}/feed.xml`)).body.includes(TITLE),
    categoryFeed: (await get("/publications/category/General/atom.xml")).body.includes(TITLE),
    sitemap: (await get("/sitemap.xml")).body.includes(path),
    like: await byId(() => reader.api.likeDocument({ params: { id: document.id } })),
    comments: await byId(() => app.client.listPublicComments({ params: { id: document.id }, query: {} })),
    readerState: await byId(() => reader.api.readerState({ params: { id: document.id } })),
  };
};

describe("privacy of public documents", () => {
  it("a public document is reachable everywhere; made private it disappears from all at once; public again it is back", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const document = await buildDocument(app.ctx, writer.user, { title: TITLE, paragraphs: ["Quintessentially private thoughts."] });
    await writer.api.updateTags({ params: { id: document.id }, body: { tags: ["secretive"] } });
    const neverPublished = await reachability(writer, document, `/publications/@${writer.handle}/quintessentially-private-musings`);
    expect(Object.entries(neverPublished).filter(([, reachable]) => reachable)).toEqual([]);

    const published = await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "public" } });
    const path = published.path ?? "";
    const everywhere = await reachability(writer, document, path);
    expect(Object.entries(everywhere).filter(([, reachable]) => !reachable)).toEqual([]);

    await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "private" } });
    const nowhere = await reachability(writer, document, path);
    expect(Object.entries(nowhere).filter(([, reachable]) => reachable)).toEqual([]);
    // The owner still has it, on the author's side only.
    expect((await writer.api.getPublication({ params: { id: document.id } })).visibility).toBe("private");
    expect(await failure(writer.api.likeDocument({ params: { id: document.id } }))).toMatchObject({ status: 404 });

    await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "public" } });
    const back = await reachability(writer, document, path);
    expect(Object.entries(back).filter(([, reachable]) => !reachable)).toEqual([]);
  });

  it("keeps other users' private documents out of every public list, even with the same words", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    await publishDocument(app.ctx, writer, { title: "Xylophonic public notes", paragraphs: ["Xylophonic public body."] });
    const hidden = await buildDocument(app.ctx, writer.user, {
      title: "Xylophonic private notes",
      paragraphs: ["Xylophonic private body."],
    });
    const results = await app.client.searchPublicDocuments({ query: { q: "xylophonic" } });
    expect(results.items.map((item) => item.title)).toEqual(["Xylophonic public notes"]);
    const mine = await writer.api.myPublicDocuments({ query: {} });
    expect(mine.items.map((item) => item.id)).not.toContain(hidden.id);
  });

  it("a bookmark or like of a document made private leaves Saved and the counts stay with the rows", async () => {
    const writer = await buildAuthor(app.ctx, app.clientFor);
    const { document } = await publishDocument(app.ctx, writer);
    const reader = await buildReader(app.ctx, app.clientFor);
    await reader.api.bookmarkDocument({ params: { id: document.id } });
    expect((await reader.api.myBookmarks({ query: {} })).items).toHaveLength(1);
    await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "private" } });
    expect((await reader.api.myBookmarks({ query: {} })).items).toHaveLength(0);
    await writer.api.updateVisibility({ params: { id: document.id }, body: { visibility: "public" } });
    expect((await reader.api.myBookmarks({ query: {} })).items).toHaveLength(1);
  });
});
