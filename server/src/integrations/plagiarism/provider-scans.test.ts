import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ManualClock } from "../../clock";
import { buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { createProviderScan, deleteOldProviderScans, findProviderScan, secretMatches, settleProviderScan } from "./provider-scans";

const clock = new ManualClock("2026-04-01T08:00:00Z");
const app = await createTestApp({ clock });

describe("provider scans", () => {
  it("stores only the secret's hash and matches the secret exactly", async () => {
    const { user } = await buildUser(app.ctx);
    const id = randomUUID();
    await createProviderScan(app.ctx, { id, userId: user.id, secret: "right" });
    const scan = await findProviderScan(app.ctx.db, id);
    expect(scan?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(scan)).not.toContain("right");
    expect(scan && secretMatches(scan, "right")).toBe(true);
    expect(scan && secretMatches(scan, "wrong")).toBe(false);
    expect(scan && secretMatches(scan, "")).toBe(false);
  });

  it("keeps the first outcome", async () => {
    const { user } = await buildUser(app.ctx);
    const id = randomUUID();
    await createProviderScan(app.ctx, { id, userId: user.id, secret: "s" });
    await settleProviderScan(app.ctx.db, id, { status: "error", reason: "first" });
    await settleProviderScan(app.ctx.db, id, { status: "completed", report: { aggregatedScore: 1, sources: [] } });
    expect(await findProviderScan(app.ctx.db, id)).toMatchObject({ status: "error", result: { reason: "first" } });
  });

  it("the daily cleanup removes scans older than a day", async () => {
    const { user } = await buildUser(app.ctx);
    const old = randomUUID();
    await createProviderScan(app.ctx, { id: old, userId: user.id, secret: "s" });
    clock.advanceDays(2);
    const fresh = randomUUID();
    await createProviderScan(app.ctx, { id: fresh, userId: user.id, secret: "s" });
    expect(await deleteOldProviderScans(app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await findProviderScan(app.ctx.db, old)).toBeUndefined();
    expect(await findProviderScan(app.ctx.db, fresh)).toBeDefined();
  });
});

describe("PLAGIARISM_PROVIDER=none", () => {
  it("has no provider, and the check answers from the corpus alone", async () => {
    expect(app.ctx.plagiarismProvider).toBeNull();
    const signed = await buildUser(app.ctx);
    const result = await app.clientFor(signed.accessToken).checkPlagiarism({ body: { blocks: [{ id: "a", text: "Too short." }] } });
    expect(result).toEqual({
      score: 0,
      label: "Plagiarised - 0%",
      sources: [],
      results: { a: [] },
      // The reference corpus may hold works other test files imported into a shared database.
      searched: { organization: false, provider: null, referenceWorks: expect.any(Number) },
    });
  });
});
