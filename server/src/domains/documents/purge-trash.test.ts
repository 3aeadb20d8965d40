import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { LIMITS } from "@wordloom/shared/rules";
import { addDays, ManualClock } from "../../clock";
import type { DbDeps, WorkerDeps } from "../../context";
import { activities } from "../activity/activity.tables";
import { documents } from "./documents.tables";
import { buildDocument, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { purgeExpiredTrash } from "./purge-trash";
import { DOCUMENT_QUEUES as QUEUES } from "./documents.jobs";

/**
 * Every clock in this file stands in 2001. On a shared PostgreSQL database a sweep purges the
 * expired trash of every user, so the cutoffs here must lie before any other test file's dates.
 */
const appClock = new ManualClock("2001-06-01T00:00:00.000Z");
const app = await createTestApp({ clock: appClock, workers: true });

/** Direct calls to purgeExpiredTrash use their own clock, independent of the app's. */
const depsAt = (now: string): DbDeps & Pick<WorkerDeps, "events"> & { clock: ManualClock } => ({
  db: app.ctx.db,
  clock: new ManualClock(now),
  events: app.ctx.events,
});

const exists = async (id: string) =>
  (await app.ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.id, id))).length === 1;

const purgedEntries = async (documentId: string) =>
  app.ctx.db
    .select()
    .from(activities)
    .where(and(eq(activities.documentId, documentId), eq(activities.action, "document.purged")));

const trashedDaysAgo = async (deps: DbDeps, ownerId: Parameters<typeof buildDocument>[1], days: number, title = "Old draft") =>
  buildDocument(deps, ownerId, { title, deletedAt: addDays(deps.clock.now(), -days) });

describe("purgeExpiredTrash", () => {
  it("keeps a document trashed 29 days ago and purges one trashed 31 days ago, logging document.purged", async () => {
    const deps = depsAt("2001-03-01T00:00:00.000Z");
    const { user } = await buildUser(app.ctx);
    const recent = await trashedDaysAgo(deps, user, 29);
    const expired = await trashedDaysAgo(deps, user, 31, "Expired draft");
    const live = await buildDocument(deps, user);
    expect(await purgeExpiredTrash(deps)).toBeGreaterThanOrEqual(1);
    expect(await exists(recent.id)).toBe(true);
    expect(await exists(live.id)).toBe(true);
    expect(await exists(expired.id)).toBe(false);
    const entries = await purgedEntries(expired.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: user.id,
      details: { title: "Expired draft", retentionDays: LIMITS.trashRetentionDays },
      createdAt: deps.clock.now(),
    });
    expect(await purgedEntries(recent.id)).toEqual([]);
  });

  it("purges the 29-day document once the clock passes its retention", async () => {
    const deps = depsAt("2001-03-05T00:00:00.000Z");
    const { user } = await buildUser(app.ctx);
    const document = await trashedDaysAgo(deps, user, 29);
    await purgeExpiredTrash(deps);
    expect(await exists(document.id)).toBe(true);
    deps.clock.advanceDays(2);
    await purgeExpiredTrash(deps);
    expect(await exists(document.id)).toBe(false);
  });

  it("keeps a document restored from the trash", async () => {
    const deps = depsAt("2001-03-10T00:00:00.000Z");
    const owner = await buildUser(app.ctx);
    const document = await trashedDaysAgo(deps, owner.user, 31);
    await app.clientFor(owner.accessToken).restoreDocument({ params: { id: document.id } });
    expect(await purgeExpiredTrash(deps, { documentId: document.id })).toBe(0);
    await purgeExpiredTrash(deps);
    expect(await exists(document.id)).toBe(true);
    expect(await purgedEntries(document.id)).toEqual([]);
  });

  it("leaves another user's live and recently trashed documents untouched", async () => {
    const deps = depsAt("2001-03-15T00:00:00.000Z");
    const { user } = await buildUser(app.ctx);
    const other = await buildUser(app.ctx);
    const expired = await trashedDaysAgo(deps, user, 31);
    const othersLive = await buildDocument(deps, other.user);
    const othersRecent = await trashedDaysAgo(deps, other.user, 10);
    const before = await app.ctx.db.select().from(documents).where(eq(documents.ownerId, other.user.id));
    await purgeExpiredTrash(deps);
    expect(await exists(expired.id)).toBe(false);
    const after = await app.ctx.db.select().from(documents).where(eq(documents.ownerId, other.user.id));
    expect(after).toHaveLength(2);
    expect(new Set(after.map((row) => row.id))).toEqual(new Set([othersLive.id, othersRecent.id]));
    expect(after).toEqual(expect.arrayContaining(before));
    expect(await app.ctx.db.select().from(activities).where(eq(activities.userId, other.user.id))).toEqual([]);
  });

  it("with a documentId purges only that document, once", async () => {
    const deps = depsAt("2001-03-20T00:00:00.000Z");
    const { user } = await buildUser(app.ctx);
    const other = await buildUser(app.ctx);
    const target = await trashedDaysAgo(deps, user, 40);
    const sibling = await trashedDaysAgo(deps, user, 40);
    const othersExpired = await trashedDaysAgo(deps, other.user, 40);
    expect(await purgeExpiredTrash(deps, { documentId: target.id })).toBe(1);
    expect(await exists(target.id)).toBe(false);
    expect(await exists(sibling.id)).toBe(true);
    expect(await exists(othersExpired.id)).toBe(true);
    expect(await purgeExpiredTrash(deps, { documentId: target.id })).toBe(0);
    expect(await purgedEntries(target.id)).toHaveLength(1);
  });

  it("with the documentId of a live or young document purges nothing", async () => {
    const deps = depsAt("2001-03-25T00:00:00.000Z");
    const { user } = await buildUser(app.ctx);
    const live = await buildDocument(deps, user);
    const young = await trashedDaysAgo(deps, user, 1);
    expect(await purgeExpiredTrash(deps, { documentId: live.id })).toBe(0);
    expect(await purgeExpiredTrash(deps, { documentId: young.id })).toBe(0);
    expect(await exists(live.id)).toBe(true);
    expect(await exists(young.id)).toBe(true);
  });
});

const JobIdRows = z.object({ rows: z.array(z.object({ id: z.string() })) });

/** Polls every 200 ms, at most 20 s, until the check answers true. */
const eventually = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting until ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const jobState = async (name: string, id: string) => (await app.boss.getJobById(name, id))?.state;

describe("the purge queue, end to end", () => {
  it("purges a document through the real queue once the sweep runs after the retention period", async () => {
    const owner = await buildUser(app.ctx);
    const document = await buildDocument(app.ctx, owner.user, { title: "Queued for purge" });
    await app.clientFor(owner.accessToken).trashDocument({ params: { id: document.id } });

    // The per-document job came due at once (its date lies in real time's past); run early, it must leave the document alone.
    const scheduled = JobIdRows.parse(
      await app.ctx.db.execute(
        sql`select id::text as id from ${sql.identifier(app.bossSchema)}.job where name = ${QUEUES.purgeTrashedDocument} and data->>'documentId' = ${document.id}`,
      ),
    ).rows;
    expect(scheduled).toHaveLength(1);
    const purgeJobId = scheduled[0]?.id ?? "";
    await eventually(
      async () => (await jobState(QUEUES.purgeTrashedDocument, purgeJobId)) === "completed",
      "the early purge job completed",
    );
    expect(await exists(document.id)).toBe(true);

    appClock.advanceDays(LIMITS.trashRetentionDays + 1);
    const sweepId = await app.boss.send(QUEUES.purgeTrashSweep, {});
    expect(sweepId).toEqual(expect.any(String));
    await eventually(async () => !(await exists(document.id)), "the document row is gone");
    await eventually(async () => (await jobState(QUEUES.purgeTrashSweep, sweepId ?? "")) === "completed", "the sweep completed");
    const entries = await purgedEntries(document.id);
    expect(entries).toHaveLength(1);
    // This file's app has a queue of its own (test-app.ts), so its worker ran the sweep; the time is
    // not asserted, because another file's daily sweep on the shared database could in principle purge it too.
    expect(entries[0]).toMatchObject({ userId: owner.user.id, createdAt: expect.any(Date) });
  });
});
