import { describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import type { ListDocumentsQuery } from "@wordloom/shared/model";
import { DOCUMENT_SORTS, LIMITS, type DocumentSort } from "@wordloom/shared/rules";
import { ManualClock } from "../../clock";
import { buildDocument, buildPages, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";

/** A future clock, so a queue worker of another test file cannot purge this file's trash (shared PostgreSQL). */
const clock = new ManualClock("2031-06-01T09:00:00.000Z");
const app = await createTestApp({ clock });

const signedIn = async () => {
  const user = await buildUser(app.ctx);
  return { ...user, api: app.clientFor(user.accessToken) };
};

const titles = async (api: ApiClient, query: ListDocumentsQuery = {}) =>
  (await api.listDocuments({ query })).items.map((item) => item.title);

describe("paging", () => {
  it("defaults to 10 per page with the total, and page 2 holds the rest", async () => {
    const { user, api } = await signedIn();
    for (let index = 0; index < 12; index += 1) {
      await buildDocument(app.ctx, user, { title: `Doc ${index}` });
    }
    const first = await api.listDocuments();
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.items).toHaveLength(10);
    const second = await api.listDocuments({ query: { page: 2 } });
    expect(second).toMatchObject({ total: 12, page: 2, limit: 10 });
    expect(second.items).toHaveLength(2);
    const ids = new Set([...first.items, ...second.items].map((item) => item.id));
    expect(ids.size).toBe(12);
    const beyond = await api.listDocuments({ query: { page: 3 } });
    expect(beyond).toMatchObject({ items: [], total: 12 });
    const small = await api.listDocuments({ query: { limit: 5, page: 3 } });
    expect(small.items).toHaveLength(2);
  });

  it("refuses a limit over 100, a limit of 0 and page 0 with 400", async () => {
    const { api } = await signedIn();
    expect((await api.listDocuments({ query: { limit: LIMITS.maxPageSize } })).limit).toBe(100);
    for (const query of [{ limit: LIMITS.maxPageSize + 1 }, { limit: 0 }, { page: 0 }]) {
      const error = await failure(api.listDocuments({ query }));
      expect(error).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
  });

  it("refuses an unknown sort value", async () => {
    const { headers } = await signedIn();
    const response = await app.app.inject({ method: "GET", url: "/api/documents?sort=size_descending", headers });
    expect(response.statusCode).toBe(400);
  });
});

describe("sorting", () => {
  /**
   * Created in the order charlie, alpha, Bravo, Delta (one second apart), then modified in the
   * order Bravo, charlie, Delta, alpha, so every sort answers a different order. Mixed case checks
   * that titles sort case-insensitively.
   */
  const expected: Record<DocumentSort, string[]> = {
    modified_descending: ["alpha", "Delta", "charlie", "Bravo"],
    modified_ascending: ["Bravo", "charlie", "Delta", "alpha"],
    created_descending: ["Delta", "Bravo", "alpha", "charlie"],
    title_ascending: ["alpha", "Bravo", "charlie", "Delta"],
    title_descending: ["Delta", "charlie", "Bravo", "alpha"],
  };

  it("covers every sort value of shared/rules/sort.ts", () => {
    expect(Object.keys(expected).sort()).toEqual(DOCUMENT_SORTS.map((sort) => sort.value).sort());
    expect(new Set(Object.values(expected).map((order) => order.join())).size).toBe(DOCUMENT_SORTS.length);
  });

  it.each(DOCUMENT_SORTS.map((sort) => sort.value))("orders by %s", async (sort) => {
    const { api } = await signedIn();
    const ids = new Map<string, string>();
    for (const title of ["charlie", "alpha", "Bravo", "Delta"]) {
      clock.advance(1_000);
      ids.set(title, (await api.createDocument({ body: { title } })).id);
    }
    for (const title of ["Bravo", "charlie", "Delta", "alpha"]) {
      clock.advance(1_000);
      await api.updateDocument({ params: { id: ids.get(title) ?? "" }, body: { category: "Communication" } });
    }
    expect(await titles(api, { sort })).toEqual(expected[sort]);
  });

  it("defaults to modified_descending and pages stably when timestamps are equal", async () => {
    const { user, api } = await signedIn();
    for (let index = 0; index < 7; index += 1) {
      await buildDocument(app.ctx, user, { title: `Same time ${index}` });
    }
    clock.advance(1_000);
    const newest = await buildDocument(app.ctx, user, { title: "Newest" });
    const all = await api.listDocuments();
    expect(all.items[0]?.id).toBe(newest.id);
    const paged = [];
    for (let page = 1; page <= 3; page += 1) {
      paged.push(...(await api.listDocuments({ query: { limit: 3, page } })).items.map((item) => item.id));
    }
    expect(paged).toEqual(all.items.map((item) => item.id));
  });
});

describe("search", () => {
  const seed = async () => {
    const signed = await signedIn();
    const { user } = signed;
    const fox = await buildDocument(app.ctx, user, { title: "Quick brown fox", paragraphs: ["It jumps over the lazy dog."] });
    const red = await buildDocument(app.ctx, user, { title: "Quick red car", paragraphs: ["Parked near the harbour."] });
    const notes = await buildDocument(app.ctx, user, { title: "Meeting notes", paragraphs: ["Budget for the lighthouse."] });
    const binned = await buildDocument(app.ctx, user, { title: "Old lighthouse", deletedAt: clock.now() });
    return { ...signed, fox, red, notes, binned };
  };

  it("finds a document by a word of its title or of its body", async () => {
    const { api, red, notes } = await seed();
    expect(await titles(api, { q: "car" })).toEqual(["Quick red car"]);
    expect(await titles(api, { q: "harbour" })).toEqual(["Quick red car"]);
    const lighthouse = await api.listDocuments({ query: { q: "lighthouse" } });
    expect(lighthouse).toMatchObject({ total: 1, items: [{ id: notes.id }] });
    expect((await api.listDocuments({ query: { q: "QUICK" } })).total).toBe(2);
    expect((await api.listDocuments({ query: { q: "quick", sort: "title_descending" } })).items[0]?.id).toBe(red.id);
  });

  it("matches each word as a prefix: 'quick bro' finds 'quick brown'", async () => {
    const { api, fox } = await seed();
    const found = await api.listDocuments({ query: { q: "quick bro" } });
    expect(found).toMatchObject({ total: 1, items: [{ id: fox.id }] });
    expect(await titles(api, { q: "lighth" })).toEqual(["Meeting notes"]);
    expect(await titles(api, { q: "quick zebra" })).toEqual([]);
  });

  it("matches typed prefixes of words the stemmer shortens, and other forms of a word", async () => {
    const { api, user } = await signedIn();
    const running = await buildDocument(app.ctx, user, {
      title: "Training log",
      paragraphs: ["She was running along the harbour every morning."],
    });
    for (const q of ["runn", "runnin", "running", "runs", "harbours"]) {
      expect(
        (await api.listDocuments({ query: { q } })).items.map((item) => item.id),
        q,
      ).toEqual([running.id]);
    }
  });

  it("answers nothing, without an error, for a punctuation-only query", async () => {
    const { api } = await seed();
    for (const q of ["?!...", "&|!:*()'", "—"]) {
      expect(await api.listDocuments({ query: { q } }), q).toMatchObject({ items: [], total: 0 });
    }
    expect((await api.listDocuments({ query: { q: "   " } })).total).toBe(3);
  });

  it("treats operator characters in a query as separators", async () => {
    const { api, fox } = await seed();
    expect((await api.listDocuments({ query: { q: "quick & (brown | !fox):*" } })).items.map((item) => item.id)).toEqual([fox.id]);
  });

  it("searches the trash only with deleted=1", async () => {
    const { api, binned, notes } = await seed();
    expect((await api.listDocuments({ query: { q: "lighthouse", deleted: "1" } })).items.map((item) => item.id)).toEqual([binned.id]);
    expect((await api.listDocuments({ query: { q: "lighthouse" } })).items.map((item) => item.id)).toEqual([notes.id]);
  });
});

describe("the trash listing", () => {
  it("deleted=1 lists only trashed documents, deleted=0 only live ones", async () => {
    const { user, api } = await signedIn();
    const live = await buildDocument(app.ctx, user, { title: "Live" });
    const trashed = await buildDocument(app.ctx, user, { title: "Trashed", deletedAt: clock.now() });
    const trash = await api.listDocuments({ query: { deleted: "1" } });
    expect(trash).toMatchObject({ total: 1, items: [{ id: trashed.id, deletedAt: clock.now().toISOString() }] });
    const list = await api.listDocuments({ query: { deleted: "0" } });
    expect(list).toMatchObject({ total: 1, items: [{ id: live.id, deletedAt: null }] });
  });

  it("lists summaries without pages", async () => {
    const { user, api } = await signedIn();
    await buildDocument(app.ctx, user, { title: "Summary", pages: buildPages("One two three.") });
    const [item] = (await api.listDocuments()).items;
    expect(item).toMatchObject({ title: "Summary", excerpt: "One two three.", wordCount: 3 });
    expect(item).not.toHaveProperty("pages");
  });
});
