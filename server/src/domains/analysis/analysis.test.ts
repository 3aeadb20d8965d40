import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { featureUsage } from "../account/feature-usage.tables";
import { users } from "../account/users.tables";
import { buildDocument, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";

const app = await createTestApp();

const legalUser = async () => {
  const signed = await buildUser(app.ctx, { addons: ["legal"] });
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

describe("POST /api/analysis/grammar", () => {
  it("finds errors in sent blocks, with offsets that point at exactly the flagged words", async () => {
    const { api } = await legalUser();
    const blocks = [
      { id: "p1", text: "The lock on the shed were broken. Its a lovely day." },
      { id: "p2", text: "Everything here is fine." },
      { id: "p3", text: "—" },
    ];
    const { results } = await api.checkGrammar({ body: { blocks } });
    expect(Object.keys(results).sort()).toEqual(["p1", "p2", "p3"]);
    expect(results.p1?.length).toBeGreaterThan(0);
    expect(results.p3).toEqual([]);
    for (const block of blocks) {
      for (const issue of results[block.id] ?? []) {
        expect(block.text.slice(issue.start, issue.end)).toBe(issue.text);
        expect(issue.blockId).toBe(block.id);
      }
    }
  });

  it("gives each finding a kind and leaves style suggestions out unless includeStyle is set", async () => {
    const { api } = await legalUser();
    const blocks = [{ id: "p1", text: "We utilize the tool in order to finish. We has a dog." }];
    const byDefault = (await api.checkGrammar({ body: { blocks } })).results.p1 ?? [];
    expect(byDefault.some((issue) => issue.kind === "grammar")).toBe(true);
    expect(byDefault.filter((issue) => issue.kind === "style")).toEqual([]);
    const withStyle = (await api.checkGrammar({ body: { blocks, includeStyle: true } })).results.p1 ?? [];
    expect(withStyle.some((issue) => issue.kind === "style" && issue.text.toLowerCase().includes("utilize"))).toBe(true);
    expect(withStyle.filter((issue) => issue.kind !== "style")).toEqual(byDefault);
  });

  it("checks a saved document page by page, keyed by the document's block ids", async () => {
    const { user, api } = await legalUser();
    const document = await buildDocument(app.ctx, user, { paragraphs: ["Their going to the park tomorrow.", "We has a dog."] });
    const blockIds = document.pages[0]?.blocks.map((block) => block.id) ?? [];
    const page = await api.checkGrammar({ body: { docId: document.id, pageIndex: 0 } });
    expect(Object.keys(page.results).sort()).toEqual([...blockIds].sort());
    const whole = await api.checkGrammar({ body: { docId: document.id } });
    expect(whole.results).toEqual(page.results);
    expect((await failure(api.checkGrammar({ body: { docId: document.id, pageIndex: 3 } }))).status).toBe(404);
  });

  it("answers 404 for another user's document and never checks it", async () => {
    const owner = await buildUser(app.ctx);
    const secret = await buildDocument(app.ctx, owner.user, { paragraphs: ["Private text."] });
    const { api } = await legalUser();
    const error = await failure(api.checkGrammar({ body: { docId: secret.id } }));
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("refuses bad requests with 400 and no session with 401", async () => {
    const { headers } = await legalUser();
    for (const payload of [
      {},
      { blocks: [] },
      { blocks: [{ id: "a", text: "x", extra: 1 }] },
      { docId: "nope" },
      {
        blocks: [
          { id: "a", text: "x" },
          { id: "a", text: "y" },
        ],
      },
    ]) {
      const response = await app.app.inject({ method: "POST", url: "/api/analysis/grammar", headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    }
    const anonymous = await app.app.inject({ method: "POST", url: "/api/analysis/grammar", payload: { blocks: [{ id: "a", text: "x" }] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("is metered: an exhausted Grammar quota answers 403 FEATURE_LIMIT", async () => {
    const { user, api } = await legalUser();
    await app.ctx.db.insert(featureUsage).values({ userId: user.id, feature: "Grammar", allowedUsage: 1, usageCount: 1 });
    const error = await failure(api.checkGrammar({ body: { blocks: [{ id: "a", text: "We has a dog." }] } }));
    expect(error).toMatchObject({ status: 403, code: "FEATURE_LIMIT" });
  });

  it("answers the same findings from the cache for an unchanged block", async () => {
    const { api } = await legalUser();
    const blocks = [{ id: "a", text: "She dont like apples, and they was late." }];
    const first = await api.checkGrammar({ body: { blocks } });
    const started = performance.now();
    const second = await api.checkGrammar({ body: { blocks: [{ id: "moved", text: blocks[0]?.text ?? "" }] } });
    expect(performance.now() - started).toBeLessThan(500);
    expect(second.results.moved?.map(({ blockId: _blockId, ...rest }) => rest)).toEqual(
      first.results.a?.map(({ blockId: _blockId, ...rest }) => rest),
    );
  });
});

describe("POST /api/analysis/offensive", () => {
  it("flags offensive words with replacements and per-sentence flags", async () => {
    const { api } = await legalUser();
    const text = "What a lovely morning. You are such an asshole.";
    const { results, sentences } = await api.checkOffensive({ body: { blocks: [{ id: "b", text }] } });
    const finding = results.b?.[0];
    expect(finding?.text.toLowerCase()).toBe("asshole");
    expect(text.slice(finding?.start ?? 0, finding?.end ?? 0)).toBe(finding?.text);
    expect(finding?.replacements.length).toBeGreaterThan(0);
    expect(sentences.b).toEqual([
      { index: 0, isAbusive: false, offenders: "" },
      { index: 1, isAbusive: true, offenders: expect.stringMatching(/asshole/i) },
    ]);
  });
});

describe("compliance tools", () => {
  it("answer 403 PLAN_REQUIRED without the legal feature", async () => {
    const signed = await buildUser(app.ctx, { subscriptionProduct: "writing", addons: [] });
    const api = app.clientFor(signed.accessToken);
    for (const call of [api.checkPii, api.checkLegal, api.checkCitations, api.checkInclusive]) {
      const error = await failure(call({ body: { blocks: [{ id: "a", text: "Call me at jane@example.com." }] } }));
      expect(error).toMatchObject({
        status: 403,
        code: "PLAN_REQUIRED",
        message: "Your plan does not include this feature. Please contact your Organization's Admin",
      });
    }
  });

  it("finds PII with masks, legalese, claims that need a source and exclusive wording", async () => {
    const { api, user } = await legalUser();
    await app.ctx.db
      .update(users)
      .set({ addons: ["legal"] })
      .where(eq(users.id, user.id));
    const pii = await api.checkPii({
      body: { blocks: [{ id: "a", text: "Write to jane.doe@example.com or pay with card 4111 1111 1111 1111." }] },
    });
    const types = (pii.results.a ?? []).map((finding) => finding.entityType);
    expect(types).toEqual(expect.arrayContaining([expect.stringMatching(/mail/i), expect.stringMatching(/card/i)]));
    for (const finding of pii.results.a ?? []) {
      expect(finding.masked).not.toBe(finding.text);
    }
    const legal = await api.checkLegal({
      body: { blocks: [{ id: "a", text: "The Tenant shall pay five (6) dollars and/or hereinafter the fee." }] },
    });
    expect((legal.results.a ?? []).length).toBeGreaterThanOrEqual(2);
    const citations = await api.checkCitations({
      body: { blocks: [{ id: "a", text: "Studies show that 73% of people prefer tea. I like tea." }] },
    });
    expect(citations.results.a?.[0]?.probability).toBeGreaterThan(0.5);
    const inclusive = await api.checkInclusive({ body: { blocks: [{ id: "a", text: "The chairman asked for more manpower." }] } });
    expect((inclusive.results.a ?? []).map((finding) => finding.originalPhrase.toLowerCase())).toEqual(
      expect.arrayContaining(["chairman", "manpower"]),
    );
  });
});
