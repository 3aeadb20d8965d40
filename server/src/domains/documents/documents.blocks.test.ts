import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErrorBodySchema } from "@wordloom/shared/api";
import type { Block, Page } from "@wordloom/shared/model";
import { LIMITS } from "@wordloom/shared/rules";
import { ManualClock } from "../../clock";
import { documents } from "./documents.tables";
import { buildDocument, buildPages, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";

const clock = new ManualClock();
const app = await createTestApp({ clock });

const signedIn = async () => {
  const user = await buildUser(app.ctx);
  return { ...user, api: app.clientFor(user.accessToken) };
};

const storedRow = async (id: string) => {
  const [row] = await app.ctx.db.select().from(documents).where(eq(documents.id, id));
  return row;
};

const textBlock = (id: string, text: string): Block => ({
  id,
  htmlType: "text",
  sentences: [{ id: `${id}-s1`, text, fragments: [{ text }] }],
});

/** Three paragraphs on page one; the middle one carries formatting so "untouched" means something. */
const threeParagraphs = (): Page[] => [
  {
    blocks: [
      textBlock("first", "Alpha paragraph."),
      {
        id: "second",
        htmlType: "center-align",
        blockFontSizePt: 14,
        sentences: [{ id: "second-s1", text: "Bold beta.", fragments: [{ text: "Bold", bold: true }, { text: " beta." }] }],
      },
      textBlock("third", "Gamma paragraph."),
    ],
  },
];

describe("PATCH /api/documents/:id/blocks", () => {
  it("upserts and removes only the given blocks: unchanged blocks stay byte for byte, version and summary move", async () => {
    const { user, api } = await signedIn();
    const pages = threeParagraphs();
    const document = await buildDocument(app.ctx, user, { pages });
    clock.advance(3_000);
    const saved = await api.saveBlocks({
      params: { id: document.id },
      body: {
        baseVersion: 1,
        upserted: [
          { pageIndex: 0, position: 0, block: textBlock("first", "Alpha zeppelin paragraph.") },
          { pageIndex: 0, position: 2, block: textBlock("fresh", "Brand new block.") },
        ],
        removed: ["third"],
      },
    });
    expect(saved).toEqual({ version: 2, updatedAt: clock.now().toISOString() });
    const row = await storedRow(document.id);
    expect(row?.pages.map((page) => page.blocks.map((entry) => entry.id))).toEqual([["first", "second", "fresh"]]);
    expect(row?.pages[0]?.blocks[1]).toEqual(pages[0]?.blocks[1]);
    expect(row?.excerpt).toBe("Alpha zeppelin paragraph. Bold beta. Brand new block.");
    expect(row?.wordCount).toBe(8);
    expect((await api.listDocuments({ query: { q: "zeppelin" } })).items.map((item) => item.id)).toEqual([document.id]);
    expect((await api.getDocument({ params: { id: document.id } })).version).toBe(2);
  });

  it("moves blocks across pages and adds or drops pages with pageCount", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user, { pages: threeParagraphs() });
    await api.saveBlocks({
      params: { id: document.id },
      body: {
        baseVersion: 1,
        pageCount: 2,
        upserted: [{ pageIndex: 1, position: 0, block: textBlock("third", "Gamma paragraph.") }],
        removed: [],
      },
    });
    expect((await storedRow(document.id))?.pages.map((page) => page.blocks.map((entry) => entry.id))).toEqual([
      ["first", "second"],
      ["third"],
    ]);
    await api.saveBlocks({ params: { id: document.id }, body: { baseVersion: 2, pageCount: 1, upserted: [], removed: ["third"] } });
    expect((await storedRow(document.id))?.pages.map((page) => page.blocks.map((entry) => entry.id))).toEqual([["first", "second"]]);
  });

  it("answers 409 VERSION_CONFLICT with the current version for a stale baseVersion, and changes nothing", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user, { pages: threeParagraphs() });
    await api.saveBlocks({ params: { id: document.id }, body: { baseVersion: 1, upserted: [], removed: ["third"] } });
    const before = await storedRow(document.id);
    const error = await failure(
      api.saveBlocks({
        params: { id: document.id },
        body: { baseVersion: 1, upserted: [{ pageIndex: 0, position: 0, block: textBlock("lost", "Lost.") }], removed: [] },
      }),
    );
    expect(error).toMatchObject({
      status: 409,
      code: "VERSION_CONFLICT",
      message: "The document changed elsewhere. Reload to get the latest version.",
    });
    expect(error.details).toEqual({ currentVersion: 2 });
    expect(await storedRow(document.id)).toEqual(before);
  });

  it("answers 404 for another user's document and leaves it alone", async () => {
    const { user: owner } = await signedIn();
    const { api: stranger } = await signedIn();
    const document = await buildDocument(app.ctx, owner, { pages: threeParagraphs() });
    const error = await failure(
      stranger.saveBlocks({ params: { id: document.id }, body: { baseVersion: 1, upserted: [], removed: ["first"] } }),
    );
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect((await storedRow(document.id))?.version).toBe(1);
  });

  it("answers 409 CONFLICT for a document in the trash", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user, { deletedAt: clock.now() });
    const error = await failure(api.saveBlocks({ params: { id: document.id }, body: { baseVersion: 1, upserted: [], removed: [] } }));
    expect(error).toMatchObject({ status: 409, code: "CONFLICT" });
  });

  it("validates blocks like a full save: a sentence must equal its fragments", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user);
    const broken: Block = { id: "b", htmlType: "text", sentences: [{ id: "s", text: "Hello world", fragments: [{ text: "Hello" }] }] };
    const error = await failure(
      api.saveBlocks({
        params: { id: document.id },
        body: { baseVersion: 1, upserted: [{ pageIndex: 0, position: 0, block: broken }], removed: [] },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.fieldIssues["body.upserted.0.block.sentences.0.text"]).toBe("Sentence text must equal the text of its fragments");
  });

  it("refuses a block upserted twice, upserted and removed, or past pageCount", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user);
    const entry = { pageIndex: 0, position: 0, block: textBlock("x", "X.") };
    const twice = await failure(
      api.saveBlocks({ params: { id: document.id }, body: { baseVersion: 1, upserted: [entry, entry], removed: [] } }),
    );
    expect(twice.fieldIssues["body.upserted.1.block.id"]).toBe("A block may be upserted only once");
    const both = await failure(
      api.saveBlocks({ params: { id: document.id }, body: { baseVersion: 1, upserted: [entry], removed: ["x"] } }),
    );
    expect(both.fieldIssues["body.removed.0"]).toBe("A block cannot be both upserted and removed");
    const past = await failure(
      api.saveBlocks({
        params: { id: document.id },
        body: { baseVersion: 1, pageCount: 1, upserted: [{ ...entry, pageIndex: 1 }], removed: [] },
      }),
    );
    expect(past.fieldIssues["body.upserted.0.pageIndex"]).toBe("The page index must be below the page count");
    expect((await storedRow(document.id))?.version).toBe(1);
  });

  it("refuses a merge that would exceed the document's character limit", async () => {
    const { user, api } = await signedIn();
    const chunk = "x".repeat(LIMITS.document.maxFragmentChars);
    const paragraphs = Array.from({ length: LIMITS.document.maxTotalChars / LIMITS.document.maxFragmentChars }, () => chunk);
    const document = await buildDocument(app.ctx, user, { pages: buildPages(...paragraphs) });
    const error = await failure(
      api.saveBlocks({
        params: { id: document.id },
        body: { baseVersion: 1, upserted: [{ pageIndex: 0, position: 0, block: textBlock("more", "One more.") }], removed: [] },
      }),
    );
    expect(error).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect((await storedRow(document.id))?.version).toBe(1);
  });

  it("answers 401 without a session and 400 for a malformed id", async () => {
    const { headers } = await signedIn();
    const anonymous = await app.app.inject({
      method: "PATCH",
      url: "/api/documents/00000000-0000-4000-8000-000000000000/blocks",
      payload: { baseVersion: 1, upserted: [], removed: [] },
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await app.app.inject({
      method: "PATCH",
      url: "/api/documents/not-a-uuid/blocks",
      headers,
      payload: { baseVersion: 1, upserted: [], removed: [] },
    });
    expect(malformed.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(malformed.json()).error.code).toBe("VALIDATION_FAILED");
  });
  describe("issue type of an accepted suggestion", () => {
    const savesOf = async (api: Awaited<ReturnType<typeof signedIn>>["api"], documentId: string) =>
      (await api.listActivity({ query: { documentId } })).items
        .filter((item) => item.action === "document.pages_saved")
        .map((item) => item.details);

    it("records the issue type of each upserted block in the activity entry of that save, and not on the block", async () => {
      const { user, api } = await signedIn();
      const document = await buildDocument(app.ctx, user, { pages: threeParagraphs() });
      await api.saveBlocks({
        params: { id: document.id },
        body: {
          baseVersion: 1,
          upserted: [
            { pageIndex: 0, position: 0, block: textBlock("first", "Alpha person paragraph."), issueType: "Abusive" },
            { pageIndex: 0, position: 2, block: textBlock("third", "Gamma paragraphs."), issueType: "Grammar" },
          ],
          removed: [],
        },
      });
      // A later save of typing only carries no issue type.
      await api.saveBlocks({
        params: { id: document.id },
        body: {
          baseVersion: 2,
          upserted: [{ pageIndex: 0, position: 0, block: textBlock("first", "Alpha person paragraph!") }],
          removed: [],
        },
      });
      expect(await savesOf(api, document.id)).toEqual([
        { version: 3 },
        {
          version: 2,
          issueTypes: [
            { blockId: "first", issueType: "Abusive" },
            { blockId: "third", issueType: "Grammar" },
          ],
        },
      ]);
      const stored = await storedRow(document.id);
      expect(stored?.pages[0]?.blocks[0]).toEqual(textBlock("first", "Alpha person paragraph!"));
      expect(stored?.pages[0]?.blocks[2]).toEqual(textBlock("third", "Gamma paragraphs."));
    });

    it("answers 400 for an issue type outside the list, and saves nothing", async () => {
      const { user, api, headers } = await signedIn();
      const document = await buildDocument(app.ctx, user, { pages: threeParagraphs() });
      for (const issueType of ["Rude", "abusive", "", 7]) {
        const response = await app.app.inject({
          method: "PATCH",
          url: `/api/documents/${document.id}/blocks`,
          headers,
          payload: {
            baseVersion: 1,
            upserted: [{ pageIndex: 0, position: 0, block: textBlock("first", "Alpha person."), issueType }],
            removed: [],
          },
        });
        expect(response.statusCode).toBe(400);
        const body = ErrorBodySchema.parse(response.json());
        expect(body.error.code).toBe("VALIDATION_FAILED");
        expect(JSON.stringify(body.error.details)).toContain("issueType");
      }
      expect((await storedRow(document.id))?.version).toBe(1);
      expect(await savesOf(api, document.id)).toEqual([]);
    });

    it("answers 404 for another user's document with an issue type, and records nothing for either user", async () => {
      const { user: owner, api: ownerApi } = await signedIn();
      const { api: stranger } = await signedIn();
      const document = await buildDocument(app.ctx, owner, { pages: threeParagraphs() });
      const error = await failure(
        stranger.saveBlocks({
          params: { id: document.id },
          body: {
            baseVersion: 1,
            upserted: [{ pageIndex: 0, position: 0, block: textBlock("first", "Alpha person."), issueType: "Abusive" }],
            removed: [],
          },
        }),
      );
      expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
      expect((await storedRow(document.id))?.pages).toEqual(threeParagraphs());
      expect(await savesOf(ownerApi, document.id)).toEqual([]);
      expect((await stranger.listActivity({ query: {} })).items.filter((item) => item.documentId === document.id)).toEqual([]);
    });
  });
});
