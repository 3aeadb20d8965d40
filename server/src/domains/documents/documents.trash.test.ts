import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { ApiClient } from "@wordloom/shared/api";
import { LIMITS } from "@wordloom/shared/rules";
import { addDays, ManualClock } from "../../clock";
import { documents } from "./documents.tables";
import { DOCUMENT_QUEUES as QUEUES } from "./documents.jobs";
import { buildDocument, buildPages, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";

/**
 * A future clock: the purge jobs this file schedules are not due in real time, so on a shared
 * PostgreSQL database no other test file's queue worker runs them while these tests look.
 */
const clock = new ManualClock("2031-09-01T09:00:00.000Z");
const app = await createTestApp({ clock });

const signedIn = async () => {
  const user = await buildUser(app.ctx);
  return { ...user, api: app.clientFor(user.accessToken) };
};

const listIds = async (api: ApiClient, deleted: "0" | "1") =>
  (await api.listDocuments({ query: { deleted, limit: 100 } })).items.map((item) => item.id);

const rowExists = async (id: string) =>
  (await app.ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.id, id))).length === 1;

const PurgeJobRows = z.object({
  rows: z.array(z.object({ name: z.string(), data: z.object({ documentId: z.string() }), start_after: z.coerce.date() })),
});

const purgeJobsFor = async (documentId: string) => {
  const result = await app.ctx.db.execute(
    sql`select name, data, start_after from pgboss.job where name = ${QUEUES.purgeTrashedDocument} and data->>'documentId' = ${documentId}`,
  );
  return PurgeJobRows.parse(result).rows;
};

describe("moving to the trash and back", () => {
  it("DELETE moves a document to the trash: gone from the list, present with deleted=1, still readable", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user);
    expect(await api.trashDocument({ params: { id: document.id } })).toEqual({ ok: true });
    expect(await listIds(api, "0")).toEqual([]);
    expect(await listIds(api, "1")).toEqual([document.id]);
    expect((await api.getDocument({ params: { id: document.id } })).deletedAt).toBe(clock.now().toISOString());
  });

  it("restore brings it back to the list", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user);
    await api.trashDocument({ params: { id: document.id } });
    const restored = await api.restoreDocument({ params: { id: document.id } });
    expect(restored).toMatchObject({ id: document.id, deletedAt: null });
    expect(await listIds(api, "0")).toEqual([document.id]);
    expect(await listIds(api, "1")).toEqual([]);
    const again = await api.restoreDocument({ params: { id: document.id } });
    expect(again.deletedAt).toBeNull();
  });

  it("permanent delete works only from the trash: 409 CONFLICT otherwise", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user);
    const error = await failure(api.deleteDocumentPermanently({ params: { id: document.id } }));
    expect(error).toMatchObject({ status: 409, code: "CONFLICT" });
    expect(await rowExists(document.id)).toBe(true);
    await api.trashDocument({ params: { id: document.id } });
    expect(await api.deleteDocumentPermanently({ params: { id: document.id } })).toEqual({ ok: true });
    expect(await rowExists(document.id)).toBe(false);
    expect(await failure(api.getDocument({ params: { id: document.id } }))).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("DELETE /api/documents/trash empties only the caller's trash and answers the count", async () => {
    const { user, api } = await signedIn();
    const other = await signedIn();
    const live = await buildDocument(app.ctx, user);
    const trashedA = await buildDocument(app.ctx, user, { deletedAt: clock.now() });
    const trashedB = await buildDocument(app.ctx, user, { deletedAt: clock.now() });
    const othersTrash = await buildDocument(app.ctx, other.user, { deletedAt: clock.now() });
    expect(await api.emptyTrash()).toEqual({ deleted: 2 });
    expect(await rowExists(trashedA.id)).toBe(false);
    expect(await rowExists(trashedB.id)).toBe(false);
    expect(await rowExists(live.id)).toBe(true);
    expect(await rowExists(othersTrash.id)).toBe(true);
    expect(await listIds(other.api, "1")).toEqual([othersTrash.id]);
    expect(await api.emptyTrash()).toEqual({ deleted: 0 });
  });

  it("refuses to trash a public document with 409 and the spec's message", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user, { visibility: "public" });
    const error = await failure(api.trashDocument({ params: { id: document.id } }));
    expect(error).toMatchObject({ status: 409, code: "CONFLICT", message: "This is a public document and, therefore, cannot be deleted." });
    expect(await listIds(api, "0")).toEqual([document.id]);
    expect(await purgeJobsFor(document.id)).toEqual([]);
  });
});

describe("the purge job", () => {
  it("trashing schedules documents.purge-trashed for the document, 30 days after the clock's now", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user);
    const kept = await buildDocument(app.ctx, user);
    await api.trashDocument({ params: { id: document.id } });
    const jobs = await purgeJobsFor(document.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ name: "documents.purge-trashed", data: { documentId: document.id } });
    const expected = addDays(clock.now(), LIMITS.trashRetentionDays).getTime();
    expect(Math.abs((jobs[0]?.start_after.getTime() ?? 0) - expected)).toBeLessThan(1_000);
    expect(await purgeJobsFor(kept.id)).toEqual([]);
  });

  it("trashing a document already in the trash schedules nothing more", async () => {
    const { user, api } = await signedIn();
    const document = await buildDocument(app.ctx, user);
    await api.trashDocument({ params: { id: document.id } });
    clock.advance(60_000);
    expect(await api.trashDocument({ params: { id: document.id } })).toEqual({ ok: true });
    expect(await purgeJobsFor(document.id)).toHaveLength(1);
    const [row] = await app.ctx.db.select({ deletedAt: documents.deletedAt }).from(documents).where(eq(documents.id, document.id));
    expect(row?.deletedAt?.getTime()).toBe(clock.now().getTime() - 60_000);
  });
});

describe("the activity log", () => {
  it("records every change, newest first, and filters by documentId", async () => {
    const { api } = await signedIn();
    const step = () => clock.advance(1_000);
    const first = await api.createDocument({ body: { title: "Diary" } });
    step();
    await api.updateDocument({ params: { id: first.id }, body: { title: "Journal" } });
    step();
    await api.updateDocument({ params: { id: first.id }, body: { category: "Soft skills" } });
    step();
    await api.replacePages({ params: { id: first.id }, body: { pages: buildPages("Dear diary.") } });
    step();
    await api.trashDocument({ params: { id: first.id } });
    step();
    await api.restoreDocument({ params: { id: first.id } });
    step();
    await api.trashDocument({ params: { id: first.id } });
    step();
    await api.deleteDocumentPermanently({ params: { id: first.id } });
    step();
    const second = await api.createDocument({ body: { title: "Scratch" } });
    step();
    await api.trashDocument({ params: { id: second.id } });
    step();
    await api.emptyTrash();

    const log = await api.listActivity({ query: { limit: 100 } });
    expect(log.total).toBe(11);
    expect(log.items.map((item) => item.action)).toEqual([
      "trash.emptied",
      "document.trashed",
      "document.created",
      "document.deleted",
      "document.trashed",
      "document.restored",
      "document.trashed",
      "document.pages_saved",
      "document.updated",
      "document.renamed",
      "document.created",
    ]);
    expect(log.items[0]).toMatchObject({ documentId: null, details: { count: 1 }, createdAt: clock.now().toISOString() });
    expect(log.items.find((item) => item.action === "document.renamed")?.details).toEqual({ from: "Diary", to: "Journal" });
    expect(log.items.find((item) => item.action === "document.pages_saved")?.details).toEqual({ version: 2 });

    const filtered = await api.listActivity({ query: { documentId: first.id } });
    expect(filtered.total).toBe(8);
    expect(new Set(filtered.items.map((item) => item.documentId))).toEqual(new Set([first.id]));
    expect(filtered.items.map((item) => item.action).at(-1)).toBe("document.created");
    const pageTwo = await api.listActivity({ query: { documentId: first.id, limit: 5, page: 2 } });
    expect(pageTwo.items.map((item) => item.id)).toEqual(filtered.items.slice(5).map((item) => item.id));
  });

  it("does not record refused changes", async () => {
    const { user, api } = await signedIn();
    const published = await buildDocument(app.ctx, user, { visibility: "public" });
    const live = await buildDocument(app.ctx, user);
    await failure(api.trashDocument({ params: { id: published.id } }));
    await failure(api.deleteDocumentPermanently({ params: { id: live.id } }));
    await failure(api.replacePages({ params: { id: live.id }, body: { pages: buildPages("x"), baseVersion: 7 } }));
    expect(await api.listActivity()).toMatchObject({ items: [], total: 0 });
  });
});
