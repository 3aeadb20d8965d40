import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contract, ErrorBodySchema } from "@wordloom/shared/api";
import { countDocumentChars, DocumentSchema, type Page } from "@wordloom/shared/model";
import { LIMITS } from "@wordloom/shared/rules";
import { ManualClock } from "../../clock";
import { documents } from "./documents.tables";
import { buildDocument, buildPages, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";

const clock = new ManualClock();
const app = await createTestApp({ clock });

/** Awaits a call that must fail and answers its ApiError. */

const signedIn = async () => {
  const user = await buildUser(app.ctx);
  return { ...user, api: app.clientFor(user.accessToken) };
};

const storedRow = async (id: string) => {
  const [row] = await app.ctx.db.select().from(documents).where(eq(documents.id, id));
  return row;
};

describe("creating documents", () => {
  it("answers 201 with the defaults: Untitled, classic, General, one page with one empty text block, version 1", async () => {
    const { headers } = await signedIn();
    const response = await app.app.inject({ method: "POST", url: "/api/documents", headers, payload: {} });
    expect(response.statusCode).toBe(201);
    const document = DocumentSchema.parse(response.json());
    expect(document).toMatchObject({
      title: "Untitled",
      type: "classic",
      category: "General",
      visibility: "private",
      version: 1,
      deletedAt: null,
      excerpt: "",
      wordCount: 0,
    });
    expect(document.pages).toHaveLength(1);
    expect(document.pages[0]?.blocks).toHaveLength(1);
    expect(document.pages[0]?.blocks[0]).toMatchObject({ htmlType: "text", sentences: [] });
    expect(document.createdAt).toBe(clock.now().toISOString());
    expect(await storedRow(document.id)).toBeDefined();
  });

  it("stores the given title, type, category and pages and answers them on get", async () => {
    const { api } = await signedIn();
    const pages = buildPages("Hello brave world.", "A second paragraph here.");
    const created = await api.createDocument({ body: { title: "My essay", type: "workflow", category: "Communication", pages } });
    expect(created).toMatchObject({ title: "My essay", type: "workflow", category: "Communication", version: 1, pages });
    expect(created.excerpt).toBe("Hello brave world. A second paragraph here.");
    expect(created.wordCount).toBe(7);
    const fetched = await api.getDocument({ params: { id: created.id } });
    expect(fetched).toEqual(created);
  });

  it.each([
    ["empty", ""],
    ["whitespace-only", "   \t\n  "],
  ])("refuses an %s title with 'Title Can't be empty!'", async (_label, title) => {
    const { api } = await signedIn();
    const error = await failure(api.createDocument({ body: { title } }));
    expect(error.status).toBe(400);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fieldIssues["body.title"]).toBe("Title Can't be empty!");
    expect((await api.listDocuments()).total).toBe(0);
  });

  it("refuses control characters in a title", async () => {
    const { api } = await signedIn();
    const error = await failure(api.createDocument({ body: { title: "Bell\u0007title" } }));
    expect(error.status).toBe(400);
    expect(error.fieldIssues["body.title"]).toBe("Must be plain text");
  });

  it("collapses whitespace in a title", async () => {
    const { api } = await signedIn();
    const created = await api.createDocument({ body: { title: "  Quarterly \n\t  report  " } });
    expect(created.title).toBe("Quarterly report");
  });

  it("refuses a sentence whose text differs from its fragments", async () => {
    const { api } = await signedIn();
    const pages: Page[] = [
      { blocks: [{ id: "b1", htmlType: "text", sentences: [{ id: "s1", text: "Hello world", fragments: [{ text: "Hello" }] }] }] },
    ];
    const error = await failure(api.createDocument({ body: { pages } }));
    expect(error.status).toBe(400);
    expect(error.fieldIssues["body.pages.0.blocks.0.sentences.0.text"]).toBe("Sentence text must equal the text of its fragments");
  });

  it("accepts LIMITS.document.maxPages pages and refuses one more", async () => {
    const { api } = await signedIn();
    const pagesOf = (count: number): Page[] => Array.from({ length: count }, () => ({ blocks: [] }));
    const largest = await api.createDocument({ body: { pages: pagesOf(LIMITS.document.maxPages) } });
    expect(largest.pages).toHaveLength(LIMITS.document.maxPages);
    const error = await failure(api.createDocument({ body: { pages: pagesOf(LIMITS.document.maxPages + 1) } }));
    expect(error.status).toBe(400);
    expect(error.code).toBe("VALIDATION_FAILED");
  });

  it("accepts a body above the server default but under the route's bodyLimit", async () => {
    const { api } = await signedIn();
    const paragraph = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(200);
    const pages = buildPages(...Array.from({ length: 120 }, () => paragraph));
    expect(JSON.stringify(pages).length).toBeGreaterThan(app.config.bodyLimitBytes);
    const created = await api.createDocument({ body: { pages } });
    expect(created.wordCount).toBe(120 * 200 * 8);
  });

  it("saves a document of LIMITS.document.maxTotalChars characters of distinct words and still searches it", async () => {
    const { api } = await signedIn();
    let counter = 0;
    const paragraph = () => {
      let text = "";
      while (text.length < LIMITS.document.maxFragmentChars) {
        text += `w${(counter++).toString(36)}x `;
      }
      return text.slice(0, LIMITS.document.maxFragmentChars);
    };
    const paragraphs = Array.from({ length: LIMITS.document.maxTotalChars / LIMITS.document.maxFragmentChars }, paragraph);
    const pages = buildPages(...paragraphs);
    expect(countDocumentChars(pages)).toBe(LIMITS.document.maxTotalChars);
    const created = await api.createDocument({ body: { title: "Huge", pages } });
    expect(created.wordCount).toBeGreaterThan(200_000);
    const saved = await api.replacePages({ params: { id: created.id }, body: { pages: [...pages].reverse() } });
    expect(saved.version).toBe(2);
    expect((await api.listDocuments({ query: { q: "huge" } })).items.map((item) => item.id)).toEqual([created.id]);
  });

  it("answers 413 PAYLOAD_TOO_LARGE, not 500, for a body over the route's bodyLimit", async () => {
    const { headers, api } = await signedIn();
    const limit = contract.createDocument.bodyLimit;
    const payload = JSON.stringify({ title: "x".repeat(limit) });
    const response = await app.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { ...headers, "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await api.listDocuments()).total).toBe(0);
  });

  it("refuses an unknown field", async () => {
    const { headers } = await signedIn();
    const response = await app.app.inject({ method: "POST", url: "/api/documents", headers, payload: { title: "Fine", colour: "red" } });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe("VALIDATION_FAILED");
  });
});

describe("changing documents", () => {
  it("renames through PATCH, applying the title rules and moving updatedAt", async () => {
    const { api } = await signedIn();
    const created = await api.createDocument({ body: { title: "Draft" } });
    clock.advance(5_000);
    const renamed = await api.updateDocument({ params: { id: created.id }, body: { title: "  Final   version " } });
    expect(renamed.title).toBe("Final version");
    expect(renamed.updatedAt).toBe(clock.now().toISOString());
    expect(renamed.createdAt).toBe(created.createdAt);
    const recategorised = await api.updateDocument({ params: { id: created.id }, body: { category: "Soft skills" } });
    expect(recategorised).toMatchObject({ title: "Final version", category: "Soft skills" });
    const error = await failure(api.updateDocument({ params: { id: created.id }, body: { title: " " } }));
    expect(error.fieldIssues["body.title"]).toBe("Title Can't be empty!");
    expect((await api.getDocument({ params: { id: created.id } })).title).toBe("Final version");
  });

  it("replaces pages: version increments, excerpt and word count follow, search finds the new words", async () => {
    const { api } = await signedIn();
    const created = await api.createDocument({ body: { pages: buildPages("Original zebra text.") } });
    const saved = await api.replacePages({
      params: { id: created.id },
      body: { pages: buildPages("Fresh giraffe content", "with two paragraphs."), baseVersion: 1 },
    });
    expect(saved.version).toBe(2);
    expect(saved.excerpt).toBe("Fresh giraffe content with two paragraphs.");
    expect(saved.wordCount).toBe(6);
    expect((await api.listDocuments({ query: { q: "giraffe" } })).items.map((item) => item.id)).toEqual([created.id]);
    expect((await api.listDocuments({ query: { q: "zebra" } })).total).toBe(0);
    const again = await api.replacePages({ params: { id: created.id }, body: { pages: buildPages("Third.") } });
    expect(again.version).toBe(3);
  });

  it("answers 409 VERSION_CONFLICT for a stale baseVersion and keeps the stored pages", async () => {
    const { api } = await signedIn();
    const original = buildPages("Keep me.");
    const created = await api.createDocument({ body: { pages: original } });
    await api.replacePages({ params: { id: created.id }, body: { pages: buildPages("Second save."), baseVersion: 1 } });
    const error = await failure(
      api.replacePages({ params: { id: created.id }, body: { pages: buildPages("Lost edit."), baseVersion: 1 } }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe("VERSION_CONFLICT");
    expect(error.details).toEqual({ currentVersion: 2 });
    const row = await storedRow(created.id);
    expect(row?.version).toBe(2);
    expect(row?.excerpt).toBe("Second save.");
  });

  it("answers 409 CONFLICT for editing a trashed document", async () => {
    const { user, api } = await signedIn();
    const trashed = await buildDocument(app.ctx, user, { title: "Binned", deletedAt: clock.now() });
    const rename = await failure(api.updateDocument({ params: { id: trashed.id }, body: { title: "New" } }));
    expect(rename).toMatchObject({ status: 409, code: "CONFLICT" });
    const save = await failure(api.replacePages({ params: { id: trashed.id }, body: { pages: buildPages("New") } }));
    expect(save).toMatchObject({ status: 409, code: "CONFLICT" });
    const row = await storedRow(trashed.id);
    expect(row).toMatchObject({ title: "Binned", version: 1, excerpt: "A first paragraph." });
  });
});

describe("bad requests", () => {
  it.each([
    ["GET", "/api/documents/not-a-uuid"],
    ["PATCH", "/api/documents/not-a-uuid"],
    ["PUT", "/api/documents/not-a-uuid/pages"],
    ["DELETE", "/api/documents/not-a-uuid"],
    ["POST", "/api/documents/not-a-uuid/restore"],
    ["DELETE", "/api/documents/not-a-uuid/permanent"],
  ] as const)("%s %s answers 400", async (method, url) => {
    const { headers } = await signedIn();
    const payload = method === "PATCH" ? { title: "x" } : method === "PUT" ? { pages: [] } : undefined;
    const response = await app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe("VALIDATION_FAILED");
  });

  it("answers 401 without a token or with an unknown one", async () => {
    const { user } = await signedIn();
    const document = await buildDocument(app.ctx, user);
    for (const api of [app.client, app.clientFor("not-a-real-token")]) {
      expect(await failure(api.listDocuments())).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
      expect(await failure(api.createDocument({ body: {} }))).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
      expect(await failure(api.getDocument({ params: { id: document.id } }))).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    }
  });
});
