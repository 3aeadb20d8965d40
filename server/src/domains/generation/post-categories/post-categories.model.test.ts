import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { PostDraftSchema } from "@wordloom/shared/api";
import { startFakeOpenAi } from "../../../../../scripts/fake-openai";
import { apiFailure as failure } from "../../../../test/api-failure";
import { buildUser } from "../../../../test/factories";
import { featureUsageRow } from "../../../../test/feature-usage";
import { createTestApp } from "../../../../test/test-app";
import { generations } from "../generations.tables";

const fake = await startFakeOpenAi({ delayMs: 1 });
afterAll(() => fake.close());

const app = await createTestApp({
  env: { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: fake.baseUrl, LLM_MODEL: "fake-model", LLM_MAX_RETRIES: "1" },
});

beforeEach(() => {
  fake.set({ delayMs: 1, failFirst: 0, badJson: 0, reply: null });
});

const writer = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

interface SentRequest {
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
}
const lastSent = () => fake.lastRequest()?.body as unknown as SentRequest;

describe("generation by category with a model (the fake OpenAI-compatible server)", () => {
  it("asks for the category's PostDraft with a strict JSON schema, fences the user's data, and records the category's prompt", async () => {
    const { user, api } = await writer();
    const result = await api.generatePostByCategory({
      body: {
        category: "product-comparison",
        postType: "Story",
        products: ["Ledgerly", "Bookwise"],
        comparisonCriteria: ["Price", "Setup", "Support"],
        tone: "Honest",
        style: "Simplified",
        ageMin: 25,
        ageMax: 45,
      },
    });
    const sent = lastSent();
    expect(sent.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "post-category_product-comparison", strict: true },
    });
    expect(sent.response_format.json_schema.schema.required).toEqual(["title", "content", "hashtags", "slides", "poll"]);
    const [system, userMessage] = sent.messages;
    expect(system?.content).toContain("Compare the products on each criterion");
    expect(userMessage?.content).toContain('<data name="products">\n- Ledgerly\n- Bookwise\n</data>');
    expect(userMessage?.content).toContain("Target audience age: 25–45");
    expect(result).toMatchObject({ provider: "openai-compatible", draft: false, promptId: "post-category.product-comparison" });
    const draft = PostDraftSchema.parse(result.object);
    // The "#" a model leaves out is added before validation.
    expect(draft.hashtags.every((tag) => tag.startsWith("#"))).toBe(true);
    const [row] = await app.ctx.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(row).toMatchObject({ promptId: "post-category.product-comparison", provider: "openai-compatible", status: "completed" });
  });

  it("writes what the templates refuse (trending topics, product review lists) with the model", async () => {
    const { api } = await writer();
    const topics = await api.listPostTopics({ body: { category: "trending-topic", context: "fintech", count: 3 } });
    expect(topics).toMatchObject({ category: "trending-topic", provider: "openai-compatible", draft: false });
    expect(topics.topics.length).toBeGreaterThanOrEqual(1);
    expect(lastSent().messages[0]?.content).toContain("Exactly 3 topics");
    expect(lastSent().response_format.json_schema.name).toBe("post-topics_trending-topic");
  });

  it("converts for X with the model and checks the answer against X's limit", async () => {
    const { api } = await writer();
    const converted = await api.convertContentForX({ body: { content: "A long post about bookkeeping habits.", premium: false } });
    expect(converted).toMatchObject({ provider: "openai-compatible", draft: false, maxLength: 280, shortened: false });
    expect(converted.weightedLength).toBe(converted.text.length);
    expect(lastSent().messages[0]?.content).toContain("At most 270 characters");
  });

  it("repairs one bad answer, and gives the use back when the model fails twice (BAD_OUTPUT)", async () => {
    const { user, api } = await writer();
    fake.set({ badJson: 1 });
    await api.generatePostByCategory({ body: { category: "poll", postType: "Story", topics: ["invoicing"] } });
    fake.set({ badJson: 2 });
    const error = await failure(api.generatePostByCategory({ body: { category: "poll", postType: "Story", topics: ["invoicing"] } }));
    expect(error).toMatchObject({ status: 502, code: "BAD_OUTPUT" });
    const deadline = Date.now() + 3000;
    let row = await featureUsageRow(app.ctx.db, user.id, "SocialPost");
    while (row?.usageCount !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      row = await featureUsageRow(app.ctx.db, user.id, "SocialPost");
    }
    expect(row?.usageCount).toBe(1);
  });
});
