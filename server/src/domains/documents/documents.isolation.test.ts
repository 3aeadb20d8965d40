import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import { ManualClock } from "../../clock";
import { documents, type DocumentRow } from "./documents.tables";
import { buildDocument, buildPages, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";

/**
 * The clock stands in the future: on a shared PostgreSQL database, another file's queue worker with
 * an earlier clock can neither run this file's purge jobs (not due) nor count its trash as expired.
 */
const clock = new ManualClock("2031-04-01T09:00:00.000Z");
const app = await createTestApp({ clock });

const expectNotFound = async (call: Promise<unknown>) => {
  const error = await failure(call);
  expect(error).toMatchObject({ status: 404, code: "NOT_FOUND", message: "Document not found." });
};

const signedIn = async () => {
  const user = await buildUser(app.ctx);
  return { ...user, api: app.clientFor(user.accessToken) };
};

const rowOf = async (id: string): Promise<DocumentRow | undefined> => {
  const [row] = await app.ctx.db.select().from(documents).where(eq(documents.id, id));
  return row;
};

/** An owner with one live and one trashed document (each with a distinctive word), and an intruder. */
const setup = async () => {
  const owner = await signedIn();
  const intruder = await signedIn();
  const live = await buildDocument(app.ctx, owner.user, { title: "Owner secret plan", paragraphs: ["The zanzibar memo."] });
  const trashed = await buildDocument(app.ctx, owner.user, {
    title: "Owner old plan",
    paragraphs: ["The quixotic draft."],
    deletedAt: clock.now(),
  });
  const mine = await intruder.api.createDocument({ body: { title: "Intruder notes", pages: buildPages("Intruder zanzibar text.") } });
  return { owner, intruder, live, trashed, mine };
};

const idsOf = async (api: ApiClient, query: { q?: string; deleted?: "0" | "1" } = {}) =>
  (await api.listDocuments({ query: { limit: 100, ...query } })).items.map((item) => item.id);

describe("another user's documents", () => {
  it("answer 404 NOT_FOUND for get, patch and put pages, and stay unchanged", async () => {
    const { intruder, live } = await setup();
    const before = await rowOf(live.id);
    await expectNotFound(intruder.api.getDocument({ params: { id: live.id } }));
    await expectNotFound(intruder.api.updateDocument({ params: { id: live.id }, body: { title: "Hijacked" } }));
    await expectNotFound(intruder.api.updateDocument({ params: { id: live.id }, body: { category: "Communication" } }));
    await expectNotFound(intruder.api.replacePages({ params: { id: live.id }, body: { pages: buildPages("Overwritten.") } }));
    await expectNotFound(intruder.api.replacePages({ params: { id: live.id }, body: { pages: buildPages("Again."), baseVersion: 1 } }));
    expect(await rowOf(live.id)).toEqual(before);
  });

  it("answer 404 NOT_FOUND for delete, restore and permanent delete, whether live or trashed", async () => {
    const { intruder, live, trashed } = await setup();
    const liveBefore = await rowOf(live.id);
    const trashedBefore = await rowOf(trashed.id);
    for (const id of [live.id, trashed.id]) {
      await expectNotFound(intruder.api.trashDocument({ params: { id } }));
      await expectNotFound(intruder.api.restoreDocument({ params: { id } }));
      await expectNotFound(intruder.api.deleteDocumentPermanently({ params: { id } }));
    }
    expect(await rowOf(live.id)).toEqual(liveBefore);
    expect(await rowOf(trashed.id)).toEqual(trashedBefore);
  });

  it("answer exactly like a document that does not exist", async () => {
    const { intruder, live } = await setup();
    const foreign = await failure(intruder.api.getDocument({ params: { id: live.id } }));
    const missing = await failure(intruder.api.getDocument({ params: { id: "3b241101-e2bb-4255-8caf-4136c566a962" } }));
    expect({ status: foreign.status, code: foreign.code, message: foreign.message, details: foreign.details }).toEqual({
      status: missing.status,
      code: missing.code,
      message: missing.message,
      details: missing.details,
    });
  });

  it("answer 404 for a public document too", async () => {
    const { owner, intruder } = await setup();
    const published = await buildDocument(app.ctx, owner.user, { visibility: "public" });
    await expectNotFound(intruder.api.getDocument({ params: { id: published.id } }));
    await expectNotFound(intruder.api.trashDocument({ params: { id: published.id } }));
  });

  it("are never listed, in the trash or by search", async () => {
    const { intruder, live, trashed, mine } = await setup();
    expect(await idsOf(intruder.api)).toEqual([mine.id]);
    expect(await idsOf(intruder.api, { deleted: "1" })).toEqual([]);
    expect(await idsOf(intruder.api, { q: "zanzibar" })).toEqual([mine.id]);
    expect(await idsOf(intruder.api, { q: "owner secret" })).toEqual([]);
    expect(await idsOf(intruder.api, { q: "quixotic", deleted: "1" })).toEqual([]);
    const all = [...(await idsOf(intruder.api)), ...(await idsOf(intruder.api, { deleted: "1" }))];
    expect(all).not.toContain(live.id);
    expect(all).not.toContain(trashed.id);
  });

  it("are not removed by the intruder emptying their own trash, nor shown in their activity", async () => {
    const { intruder, trashed, live } = await setup();
    const emptied = await intruder.api.emptyTrash();
    expect(emptied).toEqual({ deleted: 0 });
    expect(await rowOf(trashed.id)).toBeDefined();
    const activity = await intruder.api.listActivity({ query: { documentId: live.id } });
    expect(activity).toMatchObject({ items: [], total: 0 });
    const own = await intruder.api.listActivity();
    expect(own.items.map((item) => item.documentId)).not.toContain(live.id);
  });

  it("leave the owner's own view unchanged after everything the intruder tried", async () => {
    const { owner, intruder, live, trashed } = await setup();
    const before = {
      live: await owner.api.getDocument({ params: { id: live.id } }),
      trashed: await owner.api.getDocument({ params: { id: trashed.id } }),
      list: await idsOf(owner.api),
      trash: await idsOf(owner.api, { deleted: "1" }),
    };
    clock.advance(60_000);
    await failure(intruder.api.updateDocument({ params: { id: live.id }, body: { title: "Hijacked" } }));
    await failure(intruder.api.replacePages({ params: { id: live.id }, body: { pages: buildPages("Overwritten.") } }));
    await failure(intruder.api.trashDocument({ params: { id: live.id } }));
    await failure(intruder.api.restoreDocument({ params: { id: trashed.id } }));
    await failure(intruder.api.deleteDocumentPermanently({ params: { id: trashed.id } }));
    await intruder.api.emptyTrash();
    expect(await owner.api.getDocument({ params: { id: live.id } })).toEqual(before.live);
    expect(await owner.api.getDocument({ params: { id: trashed.id } })).toEqual(before.trashed);
    expect(await idsOf(owner.api)).toEqual(before.list);
    expect(await idsOf(owner.api, { deleted: "1" })).toEqual(before.trash);
    expect(await idsOf(owner.api, { q: "zanzibar" })).toEqual([live.id]);
    expect((await owner.api.listActivity()).total).toBe(0);
  });
});
