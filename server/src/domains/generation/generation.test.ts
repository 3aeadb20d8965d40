import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseGenerationEvents, type GenerationKind } from "@wordloom/shared/api";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildUser } from "../../../test/factories";
import { featureUsageRow, setFeatureUsage } from "../../../test/feature-usage";
import { createTestApp } from "../../../test/test-app";
import { generations } from "./generations.tables";

const app = await createTestApp();

const NOTES =
  "Most small teams track expenses too late. Start with a clear monthly budget. Track every expense weekly, not at the end of the quarter. Avoid mixing personal and business accounts. Review your subscriptions every quarter.";

const writer = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

/** POSTs a generation asking for an event stream; answers the status and the parsed events. */
const streamed = async (headers: Record<string, string>, kind: GenerationKind, body: unknown) => {
  const response = await app.app.inject({
    method: "POST",
    url: `/api/ai/generate/${kind}`,
    headers: { ...headers, accept: "text/event-stream" },
    payload: body as object,
  });
  const events = parseGenerationEvents(response.body);
  return { response, events };
};

/** The guard gives a use back in an onResponse hook, which may finish just after the answer. */
const usageSettled = async (userId: string, feature: Parameters<typeof featureUsageRow>[2], expected: number) => {
  const deadline = Date.now() + 3_000;
  let row = await featureUsageRow(app.ctx.db, userId, feature);
  while (row?.usageCount !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    row = await featureUsageRow(app.ctx.db, userId, feature);
  }
  return row;
};

const generationRows = (userId: string) => app.ctx.db.select().from(generations).where(eq(generations.userId, userId));

describe("GET /api/ai/status", () => {
  it("says the offline engine is active, that it is not a model, and how it serves each kind", async () => {
    const { api } = await writer();
    const status = await api.aiStatus();
    expect(status).toMatchObject({ provider: "offline", model: null, health: { status: "not-configured" } });
    expect(status.configure.join(" ")).toContain("LLM_BASE_URL");
    const modes = Object.fromEntries(status.kinds.map((kind) => [kind.kind, kind.mode]));
    expect(modes).toMatchObject({
      "social-post": "template",
      blog: "needs-model",
      memoir: "needs-model",
      rephrase: "needs-model",
      idioms: "needs-model",
      hashtags: "template",
      "post-category": "template",
      "post-topics": "template",
      "convert-for-x": "template",
    });
    expect(status.kinds).toHaveLength(18);
  });

  it("needs a session", async () => {
    expect(await failure(app.client.aiStatus())).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
  });
});

describe("offline generation", () => {
  it("streams a social post from the user's notes as delta events, then usage and done, labelled a template draft", async () => {
    const { user, headers } = await writer();
    const { response, events } = await streamed(headers, "social-post", {
      category: "tips-and-tricks",
      topic: "bookkeeping",
      input: NOTES,
      length: 40,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/event-stream");
    expect(response.headers["x-accel-buffering"]).toBe("no");
    const names = events.map((event) => event.event);
    expect(names.filter((name) => name === "delta").length).toBeGreaterThan(5);
    expect(names.slice(-2)).toEqual(["usage", "done"]);
    const text = events.flatMap((event) => (event.event === "delta" ? [event.data.text] : [])).join("");
    const done = events.at(-1);
    expect(done?.event === "done" && done.data).toMatchObject({
      text,
      provider: "offline",
      model: "offline-template",
      draft: true,
      promptId: "social-post",
      promptVersion: 1,
    });
    expect(text).toContain("1. Start with a clear monthly budget.");
    const [row] = await generationRows(user.id);
    expect(row).toMatchObject({
      kind: "social-post",
      feature: "SocialPost",
      promptId: "social-post",
      promptVersion: 1,
      provider: "offline",
      status: "completed",
      estimated: true,
    });
    expect(row?.promptHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("lists the caller's own generation records, newest first, with prompt id, version and usage", async () => {
    const { api } = await writer();
    const other = await writer();
    const post = await api.generateSocialPost({ body: { category: "tips-and-tricks", topic: "bookkeeping", input: NOTES } });
    await failure(api.generateBlog({ body: { topic: "The future of remote work" } }));
    await other.api.generateHeadlines({ body: { topic: "cash flow" } });
    const history = await api.listGenerations({ query: {} });
    expect(history.items).toHaveLength(2);
    const byKind = Object.fromEntries(history.items.map((item) => [item.kind, item]));
    expect(byKind["social-post"]).toMatchObject({
      id: post.generationId,
      feature: "SocialPost",
      promptId: "social-post",
      promptVersion: 1,
      provider: "offline",
      model: "offline-template",
      status: "completed",
      errorCode: null,
      usage: { tokensIn: post.usage.tokensIn, tokensOut: post.usage.tokensOut, estimated: true },
    });
    expect(byKind.blog).toMatchObject({ promptId: "blog", status: "failed", errorCode: "NEEDS_MODEL" });
    const times = history.items.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((first, second) => second - first));
    expect((await api.listGenerations({ query: { kind: "blog", limit: 5 } })).items.map((item) => item.kind)).toEqual(["blog"]);
    expect((await api.listGenerations({ query: { limit: 1 } })).items).toHaveLength(1);
    expect(await failure(app.client.listGenerations({ query: {} }))).toMatchObject({ status: 401 });
  });

  it("answers one JSON result for the typed client, with the typed object of structured kinds", async () => {
    const { api } = await writer();
    const poll = await api.generatePoll({ body: { topic: "Bookkeeping for small teams", optionCount: 3 } });
    expect(poll.object).toMatchObject({ question: expect.stringContaining("bookkeeping for small teams") });
    expect((poll.object as { options: string[] }).options).toHaveLength(3);
    expect(poll.text.split("\n")).toHaveLength(4);
    const hashtags = await api.generateHashtags({ body: { topic: "small business bookkeeping", text: NOTES, count: 5 } });
    expect((hashtags.object as { hashtags: string[] }).hashtags[0]).toBe("#SmallBusinessBookkeeping");
  });

  it("answers JSON with ?stream=0 whatever the Accept header", async () => {
    const { headers } = await writer();
    const response = await app.app.inject({
      method: "POST",
      url: "/api/ai/generate/headlines?stream=0",
      headers: { ...headers, accept: "text/event-stream" },
      payload: { topic: "cash flow" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: "headlines", draft: true });
  });

  it("answers NEEDS_MODEL (501) for what templates cannot do, says what to configure, and gives the use back", async () => {
    const { user, api, headers } = await writer();
    const error = await failure(api.generateBlog({ body: { topic: "The future of remote work" } }));
    expect(error).toMatchObject({ status: 501, code: "NEEDS_MODEL" });
    expect(JSON.stringify(error.details)).toContain("LLM_BASE_URL");
    const { response } = await streamed(headers, "rephrase", { text: "We should meet.", tone: "Formal", style: "Concise" });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ error: { code: "NEEDS_MODEL" } });
    expect(await usageSettled(user.id, "GenerateLLMBlog", 0)).toMatchObject({ usageCount: 0 });
    expect(await usageSettled(user.id, "Rephrase", 0)).toMatchObject({ usageCount: 0 });
  });

  it("validates with the spec's messages", async () => {
    const { api } = await writer();
    const blog = await failure(api.generateBlogOutline({ body: { topic: " " } }));
    expect(blog.fieldIssues["body.topic"]).toBe("* Please provide a topic");
    const long = await failure(api.generateBlog({ body: { topic: "x".repeat(281) } }));
    expect(long.code).toBe("VALIDATION_FAILED");
    const linkedIn = await failure(
      api.generateSocialPost({ body: { category: "how-to", postType: "blog", linkedInFormat: true, topic: "x" } }),
    );
    expect(linkedIn.fieldIssues["body.linkedInFormat"]).toBe("Not Supported for Blog Type");
    const story = await failure(api.generateSocialPost({ body: { category: "real-stories", input: "only one field" } }));
    expect(story.fieldIssues["body.input"]).toBe("Context Input all fields are mandatory!");
    const pitch = await failure(api.generatePromotionalPitch({ body: { description: "", usp: "Fast" } }));
    expect(pitch.fieldIssues["body.description"]).toBe("Product Description is required!");
  });

  it("uses the caller's own brand voice, and another user's answers 404", async () => {
    const { api } = await writer();
    const other = await writer();
    const voice = await api.createBrandVoice({ body: { title: "Ledgerly", desiredCustomerResponse: "Book a free demo" } });
    const post = await api.generateSocialPost({ body: { category: "write-my-own", input: NOTES, brandVoiceId: voice.id } });
    expect(post.text).toContain("Book a free demo.");
    const error = await failure(other.api.generateSocialPost({ body: { category: "write-my-own", input: NOTES, brandVoiceId: voice.id } }));
    expect(error).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("refuses with 403 and the spec's message once the feature is exhausted", async () => {
    const { user, api } = await writer();
    await setFeatureUsage(app.ctx.db, user.id, "Messages", { allowedUsage: 1 });
    await api.generateMessages({ body: { request: "thank you note for my neighbour Sam" } });
    const error = await failure(api.generateMessages({ body: { request: "thank you note for my neighbour Sam" } }));
    expect(error).toMatchObject({
      status: 403,
      code: "FEATURE_LIMIT",
      message: "You have exhausted allowed limit for this feature. Kindly upgrade your subscription.",
    });
  });

  it("never lets concurrent generations exceed the allowance", async () => {
    const { user, headers } = await writer();
    await setFeatureUsage(app.ctx.db, user.id, "Emails", { allowedUsage: 2 });
    const body = { role: "subordinate", request: "ask for leave next Friday" };
    const results = await Promise.all(Array.from({ length: 6 }, () => streamed(headers, "emails", body)));
    const statuses = results.map(({ response }) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 403, 403, 403, 403]);
    expect(await usageSettled(user.id, "Emails", 2)).toMatchObject({ usageCount: 2 });
    const rows = await app.ctx.db
      .select()
      .from(generations)
      .where(and(eq(generations.userId, user.id), eq(generations.kind, "emails")));
    expect(rows).toHaveLength(2);
  });
});
