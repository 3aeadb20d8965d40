import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { featureUsage } from "../account/feature-usage.tables";
import { buildDocument, buildPages, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";
import { featureUsageRow } from "../../../test/feature-usage";
import { waitFor } from "../../../test/wait-for";
import { ClientClosedRequest } from "../../http/abort-on-disconnect";

const app = await createTestApp();

const PARAGRAPHS = [
  "The committee approved the budget on 12 March 2024. Spending rose by 4 percent, according to the annual report. The new library opens in June.",
  "I absolutely love this wonderful town! Everyone here is so kind and generous. Honestly, it makes me incredibly happy every single day.",
  "Unfortunately the bridge collapsed and people were terrified. It was a horrible, tragic disaster.",
];
const blocks = PARAGRAPHS.map((text, index) => ({ id: `p${index}`, text }));

const scorer = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

describe("POST /api/analysis/<score>", () => {
  it("scores quality per sentence and block, with the document's totals", async () => {
    const { api } = await scorer();
    const result = await api.scoreQuality({ body: { blocks } });
    expect(Object.keys(result.blocks).sort()).toEqual(["p0", "p1", "p2"]);
    expect(result.blocks.p0?.readScore).toHaveLength(3);
    expect(result.document.words).toBeGreaterThan(50);
    expect(result.document.readTime).toBe(1);
    for (const value of [
      result.document.readScore,
      result.document.uniqueness,
      result.document.connectives,
      result.document.repetitiveness,
    ]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });

  it("grades positivity, finds toxicity and weighs facts against emotions", async () => {
    const { api } = await scorer();
    const positivity = await api.scorePositivity({ body: { blocks } });
    const [happy, sad] = [positivity.blocks.p1?.positivity ?? [], positivity.blocks.p2?.positivity ?? []];
    expect(Math.min(...happy.map((value) => value ?? 0))).toBeGreaterThan(Math.max(...sad.map((value) => value ?? 100)));
    expect(["good", "ok", "poor"]).toContain(positivity.document.grade);

    const toxic = await api.scoreToxicity({
      body: { blocks: [...blocks, { id: "insult", text: "You are a pathetic idiot and everyone hates you." }] },
    });
    expect(toxic.blocks.insult?.toxicity[0]).toBeGreaterThan(toxic.blocks.p0?.toxicity[0] ?? 100);

    const facts = await api.scoreFacts({ body: { blocks } });
    expect(facts.blocks.p0?.factual).toBeGreaterThan(facts.blocks.p0?.emotional ?? 0);
    expect(facts.document.emotional + facts.document.factual).toBe(100);
    expect(["More Emotions", "More Facts", "Balanced"]).toContain(facts.document.label);
  });

  it("gives emotions for each page of a saved document and for the whole", async () => {
    const { user, api } = await scorer();
    const document = await buildDocument(app.ctx, user, { paragraphs: PARAGRAPHS });
    const result = await api.scoreEmotions({ body: { docId: document.id } });
    expect(result.pages.map((page) => page.pageIndex)).toEqual(document.pages.map((_page, index) => index));
    const total = result.document.reduce((sum, emotion) => sum + emotion.value, 0);
    expect(total).toBe(100);
    expect(result.document.map((emotion) => emotion.name)).toEqual(["anger", "disgust", "fear", "joy", "neutral", "sadness", "surprise"]);
  });

  it("rates a document and each of its pages out of 10, with an engagement quotient that is the mean of the four", async () => {
    const { user, api } = await scorer();
    const document = await buildDocument(app.ctx, user, { title: "Our town's budget", paragraphs: PARAGRAPHS });
    const rating = await api.rateDocument({ body: { docId: document.id } });
    expect(rating.mode).toBe("document");
    const groups = [
      rating.clarity_score.doc_clarity_score,
      rating.creative_score.doc_creative_score,
      rating.credible_score.doc_credible_score,
      rating.engaging_score.doc_engaging_score,
    ];
    for (const score of groups) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
      expect(Math.round(score * 10) / 10).toBe(score);
    }
    expect(rating.engagementQuotient).toBeCloseTo(groups.reduce((sum, score) => sum + score, 0) / 4, 1);
    expect(rating.credible_score.details.map((detail) => detail.name)).toEqual([
      "fact_emotion",
      "first_person_usage",
      "passive_usage",
      "ai_detection",
    ]);
    expect(rating.credible_score.details.find((detail) => detail.name === "ai_detection")?.message).toMatch(/heuristic/i);
    const page = await api.rateDocument({ body: { docId: document.id, pageIndex: 0 } });
    expect(page).toMatchObject({ mode: "page", pageIndex: 0 });
  });

  it("rates sent blocks against the title sent with them (the editor's current title)", async () => {
    const { api } = await scorer();
    const intentMessage = async (title?: string) =>
      (await api.rateDocument({ body: { blocks, ...(title ? { title } : {}) } })).clarity_score.details.find(
        (detail) => detail.name === "intent",
      )?.message;
    expect(await intentMessage()).toMatch(/^No title/);
    const titled = await intentMessage("The town library budget");
    expect(titled).toContain("“The town library budget”");
    expect(titled).not.toMatch(/^No title/);
  });

  it("refuses a graph for fewer than 5 sentences without using the quota", async () => {
    const { user, api } = await scorer();
    const error = await failure(
      api.scorePositivity({ body: { blocks: [{ id: "a", text: "One sentence. Two sentences. Three. Four." }] } }),
    );
    expect(error).toMatchObject({ status: 422, code: "NOT_ENOUGH_CONTENT" });
    expect((await featureUsageRow(app.ctx.db, user.id, "ToneEmotions"))?.usageCount ?? 0).toBe(0);
    const simpler = await api.simplifySentences({
      body: {
        blocks: [
          {
            id: "a",
            text: "Notwithstanding the aforementioned considerations, the committee endeavoured to facilitate the implementation of the proposal, which had been submitted previously by the department, and it subsequently commenced deliberations regarding its ramifications.",
          },
        ],
      },
    });
    expect(simpler.results[0]).toMatchObject({ blockId: "a", sentenceIndex: 0 });
    expect(simpler.results[0]?.gradeAfter).toBeLessThan(simpler.results[0]?.gradeBefore ?? 0);
  });

  it("answers 404 for another user's document and 403 when the quota is spent", async () => {
    const owner = await buildUser(app.ctx);
    const secret = await buildDocument(app.ctx, owner.user, { paragraphs: PARAGRAPHS });
    const { user, api } = await scorer();
    expect(await failure(api.scoreQuality({ body: { docId: secret.id } }))).toMatchObject({ status: 404, code: "NOT_FOUND" });
    await app.ctx.db.insert(featureUsage).values({ userId: user.id, feature: "DetectEmotions", allowedUsage: 1, usageCount: 1 });
    expect(await failure(api.scoreEmotions({ body: { blocks } }))).toMatchObject({ status: 403, code: "FEATURE_LIMIT" });
  });

  it("re-scores only the changed block and recomputes the totals from the cached ones", async () => {
    const { api } = await scorer();
    const first = await api.scoreQuality({ body: { blocks } });
    const edited = blocks.map((block) => (block.id === "p1" ? { ...block, text: `${block.text} It also has a lovely harbour.` } : block));
    const second = await api.scoreQuality({ body: { blocks: edited } });
    expect(second.blocks.p0).toEqual(first.blocks.p0);
    expect(second.blocks.p1?.readScore).toHaveLength(4);
    expect(second.document.words).toBe(first.document.words + 6);
  });

  it("meters each score under the quota feature the spec names", async () => {
    const { user, api } = await scorer();
    await api.scoreQuality({ body: { blocks } });
    await api.scorePositivity({ body: { blocks } });
    await api.scoreEmotions({ body: { blocks } });
    for (const feature of ["DocumentQuality", "ToneEmotions", "DetectEmotions"] as const) {
      expect((await featureUsageRow(app.ctx.db, user.id, feature))?.usageCount).toBe(1);
    }
    await app.ctx.db
      .insert(featureUsage)
      .values({ userId: user.id, feature: "DocumentQuality", allowedUsage: 1, usageCount: 1 })
      .onConflictDoUpdate({
        target: [featureUsage.userId, featureUsage.feature],
        set: { allowedUsage: 1, usageCount: 1 },
      });
    expect(await failure(api.scoreQuality({ body: { blocks } }))).toMatchObject({ status: 403, code: "FEATURE_LIMIT" });
  });
});

describe("the graphs' 5-sentence minimum (spec document 2 §5, §9)", () => {
  const FOUR = "The sun rose over the hills. Birds sang in the old oak trees. A farmer walked slowly to the barn. He fed the hungry cows.";
  const FIVE = `${FOUR} Then he ate a large breakfast.`;

  it("refuses every graph at 4 sentences with the info message, and scores it at 5", async () => {
    const { api } = await scorer();
    const graphs = [api.scoreQuality, api.scorePositivity, api.scoreEmotions, api.scoreToxicity, api.scoreFacts, api.rateDocument];
    for (const graph of graphs) {
      expect(await failure(graph({ body: { blocks: [{ id: "a", text: FOUR }] } }))).toMatchObject({
        status: 422,
        code: "NOT_ENOUGH_CONTENT",
        message: "Please add more content: this needs at least 5 sentences.",
      });
      await expect(graph({ body: { blocks: [{ id: "a", text: FIVE }] } })).resolves.toBeTruthy();
    }
    // Sentences are counted across blocks.
    const split = FIVE.split(/(?<=\.) /).map((text, index) => ({ id: `s${index}`, text }));
    expect(split).toHaveLength(5);
    expect((await api.scorePositivity({ body: { blocks: split } })).document.sentences).toBe(5);
  });

  it("counts the whole document's sentences, so a short page of a long document is still scored", async () => {
    const { user, api } = await scorer();
    const [long, short] = [buildPages(...PARAGRAPHS)[0], buildPages("A short closing page.")[0]];
    if (!long || !short) {
      throw new Error("pages not built");
    }
    const document = await buildDocument(app.ctx, user, { pages: [long, short] });
    const page = await api.rateDocument({ body: { docId: document.id, pageIndex: 1 } });
    expect(page).toMatchObject({ mode: "page", pageIndex: 1 });
    const positivity = await api.scorePositivity({ body: { docId: document.id, pageIndex: 1 } });
    expect(Object.keys(positivity.blocks)).toHaveLength(1);
    expect(positivity.document.sentences).toBe(1);

    const [first, second] = [buildPages("One sentence here. Another one there.")[0], buildPages("A third. And a fourth.")[0]];
    if (!first || !second) {
      throw new Error("pages not built");
    }
    const tooShort = await buildDocument(app.ctx, user, { pages: [first, second] });
    expect(await failure(api.scoreQuality({ body: { docId: tooShort.id } }))).toMatchObject({ status: 422, code: "NOT_ENOUGH_CONTENT" });
    expect(await failure(api.scoreQuality({ body: { docId: tooShort.id, pageIndex: 0 } }))).toMatchObject({
      status: 422,
      code: "NOT_ENOUGH_CONTENT",
    });
  });

  it("scores a writing-exercise submission however short it is (spec document 2 §5)", async () => {
    const { user, api } = await scorer();
    const submission = await buildDocument(app.ctx, user, {
      paragraphs: ["One sentence here. Another one there."],
      submissionId: "7c1e2d3a-1b2c-4d5e-8f90-123456789abc",
    });
    const quality = await api.scoreQuality({ body: { docId: submission.id } });
    expect(quality.document.sentences).toBe(2);
    const emotions = await api.scoreEmotions({ body: { docId: submission.id } });
    expect(emotions.pages).toHaveLength(1);
    // The same text sent as blocks is not a submission.
    expect(
      await failure(api.scoreQuality({ body: { blocks: [{ id: "a", text: "One sentence here. Another one there." }] } })),
    ).toMatchObject({ status: 422, code: "NOT_ENOUGH_CONTENT" });
  });
});

describe("a stale score request (spec document 2 §7: earlier calls are aborted)", () => {
  it("stops the scoring in the threads when the client aborts it, and does not count it against the quota", async () => {
    await app.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.app.server.address() as AddressInfo;
    const { user, accessToken } = await buildUser(app.ctx);

    const signals: AbortSignal[] = [];
    const score = app.ctx.checks.score.bind(app.ctx.checks);
    app.ctx.checks.score = (tool, items, signal) => {
      if (signal) {
        signals.push(signal);
      }
      return score(tool, items, signal);
    };

    // Distinct text per block, so nothing comes from the per-block cache.
    const long = Array.from({ length: 300 }, (_, index) => ({
      id: `b${index}`,
      text: `Paragraph ${index} says the river rose ${index} centimetres overnight. Neighbours ${index} worried about the old bridge, which had been repaired badly.`,
    }));
    const client = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/api/analysis/rating`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ blocks: long }),
      signal: client.signal,
    });
    await waitFor(() => signals.length > 0);
    expect(signals[0]?.aborted).toBe(false);
    client.abort();
    await expect(request).rejects.toThrow();
    await waitFor(() => signals[0]?.aborted === true);
    expect(signals[0]?.reason).toBeInstanceOf(ClientClosedRequest);
    // The use reserved for the aborted call is given back once its answer is abandoned.
    await waitFor(async () => ((await featureUsageRow(app.ctx.db, user.id, "AIRating"))?.usageCount ?? 0) === 0);
    app.ctx.checks.score = score;
  });
});
