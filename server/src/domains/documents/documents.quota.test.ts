import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { defaultAllowance } from "@wordloom/shared/rules";
import { documents } from "./documents.tables";
import { featureUsage } from "../account/feature-usage.tables";
import { buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";

const app = await createTestApp();

/** A user whose DocumentCreation row holds the given counts (none when counts are left out). */
const userWithUsage = async (counts?: { allowedUsage: number; usageCount: number; topUp: number; topUpUsed?: number }) => {
  const signed = await buildUser(app.ctx);
  if (counts) {
    await app.ctx.db.insert(featureUsage).values({ userId: signed.user.id, feature: "DocumentCreation", topUpUsed: 0, ...counts });
  }
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

const usageOf = async (userId: string) => {
  const [row] = await app.ctx.db
    .select()
    .from(featureUsage)
    .where(and(eq(featureUsage.userId, userId), eq(featureUsage.feature, "DocumentCreation")));
  return row;
};

const documentCount = async (ownerId: string) =>
  (await app.ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.ownerId, ownerId))).length;

describe("document creation quota", () => {
  it("answers 403 FEATURE_LIMIT when the allowance is used up and there is no top-up, creating nothing", async () => {
    const { user, api } = await userWithUsage({ allowedUsage: 2, usageCount: 2, topUp: 0 });
    const error = await failure(api.createDocument({ body: { title: "One too many" } }));
    expect(error).toMatchObject({ status: 403, code: "FEATURE_LIMIT", details: { feature: "DocumentCreation" } });
    expect(await documentCount(user.id)).toBe(0);
    expect(await usageOf(user.id)).toMatchObject({ allowedUsage: 2, usageCount: 2, topUp: 0, topUpUsed: 0 });
  });

  it("uses the top-up once the allowance is gone, then refuses", async () => {
    const { user, api } = await userWithUsage({ allowedUsage: 2, usageCount: 2, topUp: 1 });
    const created = await api.createDocument({ body: { title: "From the top-up" } });
    expect(created.title).toBe("From the top-up");
    expect(await usageOf(user.id)).toMatchObject({ allowedUsage: 2, usageCount: 2, topUp: 1, topUpUsed: 1 });
    const error = await failure(api.createDocument({ body: {} }));
    expect(error).toMatchObject({ status: 403, code: "FEATURE_LIMIT" });
    expect(await documentCount(user.id)).toBe(1);
  });

  it("takes from the allowance before the top-up", async () => {
    const { user, api } = await userWithUsage({ allowedUsage: 2, usageCount: 1, topUp: 3 });
    await api.createDocument({ body: {} });
    expect(await usageOf(user.id)).toMatchObject({ usageCount: 2, topUpUsed: 0 });
    await api.createDocument({ body: {} });
    expect(await usageOf(user.id)).toMatchObject({ usageCount: 2, topUpUsed: 1 });
  });

  it("starts a new user at the plan's allowance and counts each creation", async () => {
    const { user, api } = await userWithUsage();
    await api.createDocument({ body: {} });
    await api.createDocument({ body: {} });
    expect(await usageOf(user.id)).toMatchObject({
      allowedUsage: defaultAllowance("DocumentCreation", user.subscriptionType),
      usageCount: 2,
      topUpUsed: 0,
    });
  });

  it("does not consume a use for a failed (400) creation", async () => {
    const { user, api, headers } = await userWithUsage({ allowedUsage: 3, usageCount: 1, topUp: 0 });
    const invalid = await failure(api.createDocument({ body: { title: "   " } }));
    expect(invalid.status).toBe(400);
    const unknownField = await app.app.inject({ method: "POST", url: "/api/documents", headers, payload: { colour: "red" } });
    expect(unknownField.statusCode).toBe(400);
    const malformed = await app.app.inject({
      method: "POST",
      url: "/api/documents",
      headers: { ...headers, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(await usageOf(user.id)).toMatchObject({ usageCount: 1, topUpUsed: 0 });
    await api.createDocument({ body: { title: "Valid" } });
    expect(await usageOf(user.id)).toMatchObject({ usageCount: 2 });
    expect(await documentCount(user.id)).toBe(1);
  });

  it("refuses with 400 rather than 403 when an exhausted user sends an invalid body", async () => {
    const { user, api } = await userWithUsage({ allowedUsage: 1, usageCount: 1, topUp: 0 });
    const error = await failure(api.createDocument({ body: { title: "" } }));
    expect(error.status).toBe(400);
    expect(await usageOf(user.id)).toMatchObject({ usageCount: 1, topUpUsed: 0 });
  });

  it("never lets concurrent creations overdraw the quota", async () => {
    const { user, api } = await userWithUsage({ allowedUsage: 3, usageCount: 1, topUp: 1 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) => api.createDocument({ body: { title: `Race ${index}` } })),
    );
    const created = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const reason of refused) {
      expect(reason).toMatchObject({ status: 403, code: "FEATURE_LIMIT" });
    }
    expect(await documentCount(user.id)).toBe(3);
    expect(await usageOf(user.id)).toMatchObject({ usageCount: 3, topUpUsed: 1 });
  });

  it("counts each user's quota separately", async () => {
    const exhausted = await userWithUsage({ allowedUsage: 1, usageCount: 1, topUp: 0 });
    const fresh = await userWithUsage({ allowedUsage: 1, usageCount: 0, topUp: 0 });
    expect(await failure(exhausted.api.createDocument({ body: {} }))).toMatchObject({ code: "FEATURE_LIMIT" });
    await fresh.api.createDocument({ body: {} });
    expect(await usageOf(fresh.user.id)).toMatchObject({ usageCount: 1 });
    expect(await usageOf(exhausted.user.id)).toMatchObject({ usageCount: 1 });
  });
});
