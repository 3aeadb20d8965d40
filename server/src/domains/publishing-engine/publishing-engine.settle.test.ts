import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import type { PlatformId } from "@wordloom/shared/rules";
import { ManualClock } from "../../clock";
import type { WorkerDeps } from "../../context";
import { createSocialTestApp } from "../social-accounts/social-accounts-test-kit";
import { overrideEngineSettings } from "./engine-settings";
import { planPostPublishing, releaseTargetsNow } from "./plan-publishing";
import { QUOTA_RECHECK_MS } from "./precheck-target";
import { publishTarget } from "./publish-target";
import { sendPublishJob } from "./publishing-engine.jobs";
import { engineTargets, publishingHolds, type PlannedMedia } from "./publishing-engine.tables";
import { settleUnknownTargets } from "./settle-unknown";

/**
 * Settling unknown outcomes on the platforms that list an account's recent posts (a Facebook Page's
 * feed, LinkedIn's posts by author, an Instagram account's media), Instagram's quota precheck, and
 * publish jobs queued in the caller's transaction — against the fake platform server.
 */
const T0 = new Date("2026-01-15T12:00:00.000Z");
const DUE = new Date(T0.getTime() + 10 * 60_000);
const clock = new ManualClock(T0);
const kit = await createSocialTestApp({
  clock,
  env: {
    LINKEDIN_CLIENT_ID: "wordloom-li-client",
    LINKEDIN_CLIENT_SECRET: "wordloom-li-secret",
    FACEBOOK_CLIENT_ID: "wordloom-fb-app",
    FACEBOOK_CLIENT_SECRET: "wordloom-fb-secret",
    INSTAGRAM_CLIENT_ID: "wordloom-fb-app",
    INSTAGRAM_CLIENT_SECRET: "wordloom-fb-secret",
    // Meta pulls the media by URL: the precheck wants a public https address.
    PUBLIC_BASE_URL: "https://wordloom.example",
  },
});
const { app, fake } = kit;
const deps: WorkerDeps = app.ctx;
overrideEngineSettings(app.config, { retryBaseSeconds: 60, maxAttempts: 3, missedAfterMinutes: 120, leaseSeconds: 60 });
const PAGE_ID = "1001";
const INSTAGRAM_ID = "17841400000000001";

/** One user with LinkedIn (the member), Facebook (the Page) and Instagram (the Page's professional account). */
const owner = await kit.user();
const ownerApi = owner.api as ApiClient;
const accounts: Partial<Record<PlatformId, string>> = {};
for (const platform of ["linkedin", "facebook", "instagram"] as const) {
  accounts[platform] = (await kit.link(ownerApi, platform)).account.id;
}
await ownerApi.chooseSocialAccountTargets({ params: { id: accounts.facebook ?? "" }, body: { targetIds: [PAGE_ID] } });
await ownerApi.chooseSocialAccountTargets({ params: { id: accounts.instagram ?? "" }, body: { targetIds: [INSTAGRAM_ID] } });

/** A stored image (Instagram needs media), served at PUBLIC_BASE_URL/media/<path>. */
const image = async (): Promise<PlannedMedia> => {
  const storedPath = `engine-test/${randomUUID()}.jpg`;
  await mkdir(path.join(app.config.mediaDir, "engine-test"), { recursive: true });
  await writeFile(path.join(app.config.mediaDir, storedPath), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  return { kind: "image", mimeType: "image/jpeg", fileName: "photo.jpg", storedPath, byteLength: 4, width: 1080, height: 1080 };
};

const DESTINATIONS: Record<string, string | null> = { linkedin: null, facebook: PAGE_ID, instagram: INSTAGRAM_ID };

const planOn = async (platform: "linkedin" | "facebook" | "instagram", text = `Spring news (${randomUUID()}) #launch`) => {
  const postId = randomUUID();
  await planPostPublishing(deps, {
    postId,
    ownerId: owner.user.id,
    title: "Spring",
    dueAt: DUE,
    content: { text, media: platform === "instagram" ? [await image()] : [] },
    targets: [{ platform, accountId: accounts[platform] ?? "", destinationId: DESTINATIONS[platform] }],
  });
  const [target] = await deps.db.select().from(engineTargets).where(eq(engineTargets.postId, postId));
  if (!target) {
    throw new Error("no target");
  }
  return { postId, target };
};

const targetOf = async (id: string) => (await deps.db.select().from(engineTargets).where(eq(engineTargets.id, id)))[0];

beforeEach(async () => {
  await fetch(`${fake.baseUrl}/_faults`, { method: "DELETE" });
  await deps.db.delete(publishingHolds);
  clock.set(T0);
});

const URLS = {
  linkedin: /^https:\/\/www\.linkedin\.com\/feed\/update\/urn:li:share:/,
  facebook: /^https:\/\/www\.facebook\.com\/1001_/,
  instagram: /^https:\/\/www\.instagram\.com\/p\//,
} as const;

describe.each(["linkedin", "facebook", "instagram"] as const)("an unknown outcome on %s", (platform) => {
  it("is settled as posted, with its link, when the account's recent posts show it", async () => {
    const { target } = await planOn(platform);
    clock.set(DUE);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
    // As if the answer had been lost: the post exists at the platform, the engine does not know.
    await deps.db
      .update(engineTargets)
      .set({ state: "outcome_unknown", url: null, platformPostId: null })
      .where(eq(engineTargets.id, target.id));
    clock.set(new Date(DUE.getTime() + 3 * 60_000));
    expect(await settleUnknownTargets(deps, { postIds: [target.postId] })).toBe(1);
    const settled = await targetOf(target.id);
    expect(settled).toMatchObject({ state: "posted", settledBy: "recent_posts" });
    expect(settled?.url).toMatch(URLS[platform]);
  });

  it("is settled as failed (never posted again) when the platform shows no such post", async () => {
    const { target } = await planOn(platform);
    const create = { linkedin: "/rest/posts", facebook: `/${PAGE_ID}/feed`, instagram: "/media_publish" }[platform];
    fake.addFault({ platform, method: "POST", pathIncludes: create, mode: "respond", status: 503 });
    clock.set(DUE);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "outcome_unknown" });
    const created = fake.posts(platform).length;
    clock.set(new Date(DUE.getTime() + 3 * 60_000));
    expect(await settleUnknownTargets(deps, { postIds: [target.postId] })).toBe(1);
    expect(await targetOf(target.id)).toMatchObject({ state: "failed", settledBy: "recent_posts" });
    expect(fake.posts(platform).length).toBe(created);
  });
});

describe("LinkedIn's little text", () => {
  it("is escaped once: the member sees the text as written", async () => {
    const text = `Launch (today) #spring ${randomUUID()}`;
    const { target } = await planOn("linkedin", text);
    clock.set(DUE);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
    const posted = await targetOf(target.id);
    const sent = fake.posts("linkedin").find((post) => post.id === posted?.platformPostId);
    expect((sent?.payload as { visibleCommentary?: string }).visibleCommentary).toBe(text.replace(/[()#]/g, (char) => `\\${char}`));
    expect((sent?.payload as { commentary?: string }).commentary).toBe("Launch \\(today\\) \\#spring " + text.split(" ").at(-1));
  });
});

describe("Instagram's publishing quota", () => {
  it("an account that used its 24-hour quota waits (no attempt used, no container made), then publishes", async () => {
    const { target: first } = await planOn("instagram");
    clock.set(DUE);
    expect(await publishTarget(deps, first.id)).toEqual({ kind: "posted" });
    const used = fake.posts("instagram").filter((post) => post.target === INSTAGRAM_ID).length;
    await fetch(`${fake.baseUrl}/_options`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ platform: "instagram", quota: used }),
    });
    const { target } = await planOn("instagram");
    const containers = () =>
      fake.requests("instagram").filter((request) => request.method === "POST" && request.path.endsWith("/media")).length;
    const before = containers();
    const waitUntil = new Date(DUE.getTime() + QUOTA_RECHECK_MS);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "later", runAt: waitUntil });
    expect(containers()).toBe(before);
    expect(await targetOf(target.id)).toMatchObject({
      state: "scheduled",
      attempts: 0,
      errorKind: "rate_limited",
      nextAttemptAt: waitUntil,
    });
    // Only this account waits (the hold is the account's, not Meta's app-wide one).
    const holds = await deps.db.select().from(publishingHolds);
    expect(holds.map((hold) => hold.key)).toEqual([`account:${accounts.instagram}`]);

    await fetch(`${fake.baseUrl}/_options`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ platform: "instagram", quota: 50 }),
    });
    clock.set(waitUntil);
    expect(await publishTarget(deps, target.id)).toEqual({ kind: "posted" });
  });
});

describe("jobs in the caller's transaction", () => {
  const jobsWithKey = async (key: string) =>
    (
      (await deps.db.execute(sql`select count(*)::int as n from pgboss.job where singleton_key = ${key}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n;

  it("a job queued in a transaction exists only if it commits", async () => {
    const { target } = await planOn("linkedin");
    const later = new Date(DUE.getTime() + 7 * 60_000);
    await expect(
      deps.db.transaction(async (tx) => {
        await sendPublishJob(deps, target.id, later, tx);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await jobsWithKey(`${target.id}@${later.toISOString()}`)).toBe(0);
    await deps.db.transaction(async (tx) => sendPublishJob(deps, target.id, later, tx));
    expect(await jobsWithKey(`${target.id}@${later.toISOString()}`)).toBe(1);
  });

  it("releasing entries now queues their jobs with the change (a refused release leaves none)", async () => {
    const { postId, target } = await planOn("linkedin");
    clock.set(new Date(T0.getTime() + 60_000));
    await releaseTargetsNow(deps, postId, { targetIds: [target.id] });
    expect(await jobsWithKey(`${target.id}@${clock.now().toISOString()}`)).toBe(1);
    await expect(releaseTargetsNow(deps, postId, { targetIds: [randomUUID()] })).rejects.toThrow();
  });
});
