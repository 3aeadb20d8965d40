import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, ERROR_MESSAGES } from "@wordloom/shared/api";
import { OkSchema } from "@wordloom/shared/model";
import type { FeatureName } from "@wordloom/shared/rules";
import { createTestApp } from "../../test/test-app";
import { buildUser } from "../../test/factories";
import { documents } from "../domains/documents/documents.tables";
import { users } from "../domains/account/users.tables";
import { AppError } from "../errors";
import { registerEndpoint } from "./register-endpoint";
import { featureUsageRow, setFeatureUsage, type UsageCounts } from "../../test/feature-usage";

/** The real app, for the real guarded route POST /api/documents (feature DocumentCreation). */
const app = await createTestApp();

/** A fresh app with test-only guarded endpoints, registered before its first inject readies it. */
const probe = await createTestApp();
const probeEndpoints = {
  succeeds: endpoint({
    method: "POST",
    path: "/api/test/grammar-ok",
    summary: "test only: a metered call that succeeds",
    tag: "test",
    auth: "user",
    response: OkSchema,
    errors: ["FEATURE_LIMIT"],
    feature: "Grammar",
  }),
  conflicts: endpoint({
    method: "POST",
    path: "/api/test/grammar-conflict",
    summary: "test only: a metered call whose handler fails with 409",
    tag: "test",
    auth: "user",
    response: OkSchema,
    errors: ["CONFLICT", "FEATURE_LIMIT"],
    feature: "Grammar",
  }),
  crashes: endpoint({
    method: "POST",
    path: "/api/test/grammar-crash",
    summary: "test only: a metered call whose handler throws an unexpected error",
    tag: "test",
    auth: "user",
    response: OkSchema,
    errors: ["FEATURE_LIMIT"],
    feature: "Grammar",
  }),
  drifts: endpoint({
    method: "POST",
    path: "/api/test/grammar-drift",
    summary: "test only: a metered call answering a body that breaks its response schema",
    tag: "test",
    auth: "user",
    response: z.object({ ok: z.literal(true), count: z.number().int() }),
    errors: ["FEATURE_LIMIT"],
    feature: "Grammar",
  }),
  masks: endpoint({
    method: "POST",
    path: "/api/test/pii-mask",
    summary: "test only: a call needing the legal feature",
    tag: "test",
    auth: "user",
    response: OkSchema,
    errors: ["PLAN_REQUIRED", "FEATURE_LIMIT"],
    feature: "PIIMasking",
  }),
};
registerEndpoint(probe.app, probe.ctx, probeEndpoints.succeeds, async () => ({ ok: true as const }));
registerEndpoint(probe.app, probe.ctx, probeEndpoints.conflicts, async () => {
  throw new AppError("CONFLICT", "x");
});
registerEndpoint(probe.app, probe.ctx, probeEndpoints.crashes, async () => {
  throw new Error("boom");
});
registerEndpoint(
  probe.app,
  probe.ctx,
  probeEndpoints.drifts,
  async () =>
    // Deliberately wrong at run time: the response schema must catch it.
    JSON.parse('{"ok":true,"count":"many"}') as { ok: true; count: number },
);
registerEndpoint(probe.app, probe.ctx, probeEndpoints.masks, async () => ({ ok: true as const }));

const setUsage = (userId: string, feature: FeatureName, counts: UsageCounts) => setFeatureUsage(app.ctx.db, userId, feature, counts);
const usageRow = (userId: string, feature: FeatureName) => featureUsageRow(app.ctx.db, userId, feature);

/** Refunds run in an onResponse hook, after the answer left: poll until the row settles. */
const eventually = async (check: () => Promise<boolean>, timeoutMs = 5_000): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
};

const countsSettleAt = async (userId: string, feature: FeatureName, expected: { usageCount: number; topUpUsed: number }) => {
  const settled = await eventually(async () => {
    const row = await usageRow(userId, feature);
    return row?.usageCount === expected.usageCount && row.topUpUsed === expected.topUpUsed;
  });
  const row = await usageRow(userId, feature);
  expect(settled, `usage settled at ${JSON.stringify(expected)}; is ${JSON.stringify(row)}`).toBe(true);
};

const createDocuments = (accessToken: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      app.app.inject({
        method: "POST",
        url: "/api/documents",
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { title: `Race ${index}` },
      }),
    ),
  );

const documentCount = async (ownerId: string) =>
  (await app.ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.ownerId, ownerId))).length;

const callProbe = (path: string, accessToken?: string) =>
  probe.app.inject({ method: "POST", url: path, headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });

describe("quota race on POST /api/documents", () => {
  it("lets exactly the allowance through when 20 creations race, and counts exactly those", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    await setUsage(user.id, "DocumentCreation", { allowedUsage: 5 });

    const responses = await createDocuments(accessToken, 20);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(15);
    for (const response of responses.filter((each) => each.statusCode === 403)) {
      expect(response.json()).toEqual({
        error: { code: "FEATURE_LIMIT", message: ERROR_MESSAGES.FEATURE_LIMIT, details: { feature: "DocumentCreation" } },
      });
    }

    await countsSettleAt(user.id, "DocumentCreation", { usageCount: 5, topUpUsed: 0 });
    expect(await documentCount(user.id)).toBe(5);
  });

  it("takes the top-up after the allowance: exactly 2 more succeed with a top-up of 2", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    await setUsage(user.id, "DocumentCreation", { allowedUsage: 5, usageCount: 5, topUp: 2 });

    const statuses = (await createDocuments(accessToken, 10)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 403)).toHaveLength(8);

    await countsSettleAt(user.id, "DocumentCreation", { usageCount: 5, topUpUsed: 2 });
    expect((await usageRow(user.id, "DocumentCreation"))?.topUp).toBe(2);
    expect(await documentCount(user.id)).toBe(2);
  });

  it("creates the usage row with the plan's allowance on first use and counts one use per creation", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    expect(await usageRow(user.id, "DocumentCreation")).toBeUndefined();
    await app.clientFor(accessToken).createDocument({ body: { title: "First" } });
    await app.clientFor(accessToken).createDocument({ body: {} });
    expect(await usageRow(user.id, "DocumentCreation")).toMatchObject({ allowedUsage: 25, usageCount: 2, topUp: 0, topUpUsed: 0 });
  });

  it("does not count a request refused by validation", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    await setUsage(user.id, "DocumentCreation", { allowedUsage: 5, usageCount: 1 });
    const response = await app.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { title: "   " },
    });
    expect(response.statusCode).toBe(400);
    await countsSettleAt(user.id, "DocumentCreation", { usageCount: 1, topUpUsed: 0 });
    expect(await documentCount(user.id)).toBe(0);
  });

  it("refuses without a session before touching any quota", async () => {
    const response = await app.app.inject({ method: "POST", url: "/api/documents", payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });
});

describe("refund of failed calls", () => {
  it("counts a successful guarded call", async () => {
    const { user, accessToken } = await buildUser(probe.ctx);
    const response = await callProbe(probeEndpoints.succeeds.path, accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    await countsSettleAt(user.id, "Grammar", { usageCount: 1, topUpUsed: 0 });
  });

  it("gives the use back when the handler fails with an AppError", async () => {
    const { user, accessToken } = await buildUser(probe.ctx);
    await setUsage(user.id, "Grammar", { allowedUsage: 10, usageCount: 3 });
    const response = await callProbe(probeEndpoints.conflicts.path, accessToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: "CONFLICT", message: "x" } });
    await countsSettleAt(user.id, "Grammar", { usageCount: 3, topUpUsed: 0 });
  });

  it("gives the use back for unexpected errors and for responses that break their schema (500)", async () => {
    const { user, accessToken } = await buildUser(probe.ctx);
    await setUsage(user.id, "Grammar", { allowedUsage: 10, usageCount: 4 });
    const crash = await callProbe(probeEndpoints.crashes.path, accessToken);
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toMatchObject({ error: { code: "INTERNAL" } });
    expect(crash.body).not.toContain("boom");
    await countsSettleAt(user.id, "Grammar", { usageCount: 4, topUpUsed: 0 });

    const drift = await callProbe(probeEndpoints.drifts.path, accessToken);
    expect(drift.statusCode).toBe(500);
    expect(drift.json()).toMatchObject({ error: { code: "INTERNAL" } });
    await countsSettleAt(user.id, "Grammar", { usageCount: 4, topUpUsed: 0 });
  });

  it("never lets failed calls use up the allowance: with one use left, failures keep failing with their own error", async () => {
    const { user, accessToken } = await buildUser(probe.ctx);
    await setUsage(user.id, "Grammar", { allowedUsage: 1 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await callProbe(probeEndpoints.conflicts.path, accessToken);
      expect(response.statusCode, `attempt ${attempt}`).toBe(409);
      await countsSettleAt(user.id, "Grammar", { usageCount: 0, topUpUsed: 0 });
    }
    expect((await callProbe(probeEndpoints.succeeds.path, accessToken)).statusCode).toBe(200);
    const exhausted = await callProbe(probeEndpoints.succeeds.path, accessToken);
    expect(exhausted.statusCode).toBe(403);
    expect(exhausted.json()).toMatchObject({ error: { code: "FEATURE_LIMIT" } });
    await countsSettleAt(user.id, "Grammar", { usageCount: 1, topUpUsed: 0 });
  });

  it("gives a top-up use back to the top-up, not to the allowance", async () => {
    const { user, accessToken } = await buildUser(probe.ctx);
    await setUsage(user.id, "Grammar", { allowedUsage: 2, usageCount: 2, topUp: 1 });
    expect((await callProbe(probeEndpoints.conflicts.path, accessToken)).statusCode).toBe(409);
    await countsSettleAt(user.id, "Grammar", { usageCount: 2, topUpUsed: 0 });
    expect((await callProbe(probeEndpoints.succeeds.path, accessToken)).statusCode).toBe(200);
    await countsSettleAt(user.id, "Grammar", { usageCount: 2, topUpUsed: 1 });
  });

  it("does not refund a call refused for the limit (nothing was reserved)", async () => {
    const { user, accessToken } = await buildUser(probe.ctx);
    await setUsage(user.id, "Grammar", { allowedUsage: 2, usageCount: 2 });
    expect((await callProbe(probeEndpoints.conflicts.path, accessToken)).statusCode).toBe(403);
    // A wrong refund would bring the count below the allowance; give it time to happen.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await usageRow(user.id, "Grammar")).toMatchObject({ usageCount: 2, topUpUsed: 0 });
  });

  it("refunds exactly the failed calls when successes and failures race", async () => {
    const { user, accessToken } = await buildUser(probe.ctx);
    await setUsage(user.id, "Grammar", { allowedUsage: 100 });
    const paths = Array.from({ length: 16 }, (_, index) =>
      index % 2 === 0 ? probeEndpoints.succeeds.path : probeEndpoints.conflicts.path,
    );
    const statuses = (await Promise.all(paths.map((path) => callProbe(path, accessToken)))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(8);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    await countsSettleAt(user.id, "Grammar", { usageCount: 8, topUpUsed: 0 });
  });
});

describe("entitlement", () => {
  it("refuses a flag-gated feature with 403 PLAN_REQUIRED for a basic writing user, recording nothing", async () => {
    const { user, accessToken } = await buildUser(probe.ctx, { subscriptionProduct: "writing", subscriptionType: "basic", addons: [] });
    const response = await callProbe(probeEndpoints.masks.path, accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: "PLAN_REQUIRED", message: ERROR_MESSAGES.PLAN_REQUIRED, details: { feature: "PIIMasking" } },
    });
    expect(await usageRow(user.id, "PIIMasking")).toBeUndefined();
  });

  it("allows it once the user holds the legal add-on, and counts the use", async () => {
    const { user, accessToken } = await buildUser(probe.ctx, { subscriptionProduct: "writing", addons: [] });
    expect((await callProbe(probeEndpoints.masks.path, accessToken)).statusCode).toBe(403);
    await probe.ctx.db
      .update(users)
      .set({ addons: ["legal"] })
      .where(eq(users.id, user.id));
    expect((await callProbe(probeEndpoints.masks.path, accessToken)).statusCode).toBe(200);
    await countsSettleAt(user.id, "PIIMasking", { usageCount: 1, topUpUsed: 0 });
  });

  it("checks the plan before the quota: an exhausted, unentitled feature answers PLAN_REQUIRED", async () => {
    const { user, accessToken } = await buildUser(probe.ctx, { subscriptionProduct: "proof" });
    await setUsage(user.id, "PIIMasking", { allowedUsage: 0 });
    const response = await callProbe(probeEndpoints.masks.path, accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: "PLAN_REQUIRED" } });
  });

  it("answers 401 on a guarded test route without a session", async () => {
    const response = await callProbe(probeEndpoints.masks.path);
    expect(response.statusCode).toBe(401);
  });
});
