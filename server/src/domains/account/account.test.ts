import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { defaultAllowance, FEATURE_REQUIRES_FLAG, FEATURES, type FeatureName } from "@wordloom/shared/rules";
import { createTestApp } from "../../../test/test-app";
import { buildUser } from "../../../test/factories";
import { users } from "./users.tables";
import { featureUsageRow, setFeatureUsage, type UsageCounts } from "../../../test/feature-usage";

const app = await createTestApp();

const setUsage = (userId: string, feature: FeatureName, counts: UsageCounts) => setFeatureUsage(app.ctx.db, userId, feature, counts);
const usageRow = (userId: string, feature: FeatureName) => featureUsageRow(app.ctx.db, userId, feature);

describe("GET /api/account/authorize/:feature", () => {
  it("answers result 0 with the plan's allowance for a fresh user, without recording a use", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const answer = await app.clientFor(accessToken).authorizeFeature({ params: { feature: "Grammar" } });
    expect(answer).toEqual({ result: 0, allowedUsage: defaultAllowance("Grammar", "basic"), usageCount: 0 });
    // Asking is not using.
    expect((await usageRow(user.id, "Grammar"))?.usageCount ?? 0).toBe(0);
  });

  it("uses the gold allowance for a gold user", async () => {
    const { accessToken } = await buildUser(app.ctx, { subscriptionType: "gold" });
    const answer = await app.clientFor(accessToken).authorizeFeature({ params: { feature: "DocumentCreation" } });
    expect(answer).toEqual({ result: 0, allowedUsage: defaultAllowance("DocumentCreation", "gold"), usageCount: 0 });
  });

  it("answers result 0 while uses remain and 1 once the allowance is used", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    await setUsage(user.id, "Summary", { allowedUsage: 3, usageCount: 2 });
    expect(await client.authorizeFeature({ params: { feature: "Summary" } })).toEqual({ result: 0, allowedUsage: 3, usageCount: 2 });
    await setUsage(user.id, "Summary", { allowedUsage: 3, usageCount: 3 });
    expect(await client.authorizeFeature({ params: { feature: "Summary" } })).toEqual({ result: 1, allowedUsage: 3, usageCount: 3 });
  });

  it("counts the top-up: result 0 while top-up remains, 1 once it is used too", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    await setUsage(user.id, "Rephrase", { allowedUsage: 2, usageCount: 2, topUp: 1, topUpUsed: 0 });
    expect((await client.authorizeFeature({ params: { feature: "Rephrase" } })).result).toBe(0);
    await setUsage(user.id, "Rephrase", { allowedUsage: 2, usageCount: 2, topUp: 1, topUpUsed: 1 });
    expect((await client.authorizeFeature({ params: { feature: "Rephrase" } })).result).toBe(1);
  });

  it("answers one user's usage only", async () => {
    const exhausted = await buildUser(app.ctx);
    await setUsage(exhausted.user.id, "Keywords", { allowedUsage: 1, usageCount: 1 });
    const fresh = await buildUser(app.ctx);
    expect((await app.clientFor(exhausted.accessToken).authorizeFeature({ params: { feature: "Keywords" } })).result).toBe(1);
    expect((await app.clientFor(fresh.accessToken).authorizeFeature({ params: { feature: "Keywords" } })).result).toBe(0);
  });

  it("answers result 1 for a feature the plan does not include", async () => {
    const { accessToken } = await buildUser(app.ctx, { subscriptionProduct: "writing", addons: [] });
    expect((await app.clientFor(accessToken).authorizeFeature({ params: { feature: "PIIMasking" } })).result).toBe(1);
  });

  it("answers 400 for an unknown feature name, including a wrongly cased one", async () => {
    const { accessToken } = await buildUser(app.ctx);
    for (const feature of ["Teleport", "grammar", "toString", "__proto__"]) {
      const response = await app.app.inject({
        method: "GET",
        url: `/api/account/authorize/${feature}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(response.statusCode, feature).toBe(400);
      expect(response.json(), feature).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    }
  });

  it("answers 401 without a token", async () => {
    const error = await app.client.authorizeFeature({ params: { feature: "Grammar" } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });
});

describe("GET /api/account/usage", () => {
  it("lists every feature once, in the shared order, with the plan's allowance for a fresh user", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const { features } = await app.clientFor(accessToken).accountUsage();
    expect(features.map((usage) => usage.feature)).toEqual([...FEATURES]);
    for (const usage of features) {
      expect(usage.allowedUsage, usage.feature).toBe(defaultAllowance(usage.feature, "basic"));
      expect(usage.usageCount, usage.feature).toBe(0);
      expect(usage.topUp, usage.feature).toBe(0);
      expect(usage.topUpUsed, usage.feature).toBe(0);
    }
  });

  it("reports stored counts with exhausted computed from them", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    await setUsage(user.id, "Headlines", { allowedUsage: 4, usageCount: 4 });
    await setUsage(user.id, "Idioms", { allowedUsage: 4, usageCount: 4, topUp: 3, topUpUsed: 1 });
    const { features } = await app.clientFor(accessToken).accountUsage();
    const byName = new Map(features.map((usage) => [usage.feature, usage]));
    expect(byName.get("Headlines")).toEqual({
      feature: "Headlines",
      allowedUsage: 4,
      usageCount: 4,
      topUp: 0,
      topUpUsed: 0,
      exhausted: true,
      entitled: true,
    });
    expect(byName.get("Idioms")).toMatchObject({ usageCount: 4, topUp: 3, topUpUsed: 1, exhausted: false, entitled: true });
    expect(byName.get("Grammar")).toMatchObject({ exhausted: false, entitled: true });
  });

  it("marks flag-gated features as not entitled (and exhausted) for a basic writing user", async () => {
    const { accessToken } = await buildUser(app.ctx, { subscriptionProduct: "writing", subscriptionType: "basic", addons: [] });
    const { features } = await app.clientFor(accessToken).accountUsage();
    const byName = new Map(features.map((usage) => [usage.feature, usage]));
    expect(byName.get("PIIMasking")).toMatchObject({ exhausted: true, entitled: false });
    for (const feature of Object.keys(FEATURE_REQUIRES_FLAG)) {
      expect(byName.get(feature as FeatureName)?.entitled, feature).toBe(false);
    }
  });

  it("entitles PIIMasking once the user holds the legal add-on", async () => {
    const { user, accessToken } = await buildUser(app.ctx, { subscriptionProduct: "writing", addons: [] });
    const client = app.clientFor(accessToken);
    const pii = async () => (await client.accountUsage()).features.find((usage) => usage.feature === "PIIMasking");
    expect(await pii()).toMatchObject({ entitled: false, exhausted: true });

    await app.ctx.db
      .update(users)
      .set({ addons: ["legal"] })
      .where(eq(users.id, user.id));
    expect(await pii()).toMatchObject({ entitled: true, exhausted: false });
    expect((await client.authorizeFeature({ params: { feature: "PIIMasking" } })).result).toBe(0);
    expect((await client.me()).flags.legal_feature).toBe(true);
  });

  it("entitles the legal features through the content product too", async () => {
    const { accessToken } = await buildUser(app.ctx, { subscriptionProduct: "content" });
    const { features } = await app.clientFor(accessToken).accountUsage();
    expect(features.find((usage) => usage.feature === "PIIMasking")).toMatchObject({ entitled: true, exhausted: false });
    expect(features.find((usage) => usage.feature === "FullDocumentGrammar")).toMatchObject({ entitled: false });
  });

  it("answers 401 without a token", async () => {
    const response = await app.app.inject({ method: "GET", url: "/api/account/usage" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });
});
