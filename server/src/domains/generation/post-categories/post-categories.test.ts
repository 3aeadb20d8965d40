import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseGenerationEvents, PostDraftSchema, type PostCategoryRequestInput } from "@wordloom/shared/api";
import { POST_GENERATION_MESSAGES as M } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../../test/api-failure";
import { buildUser } from "../../../../test/factories";
import { featureUsageRow, setFeatureUsage } from "../../../../test/feature-usage";
import { createTestApp } from "../../../../test/test-app";
import { xWeightedLength } from "../../../integrations/platforms/x/x-text";
import { generations } from "../generations.tables";

const app = await createTestApp();

const NOTES =
  "Most small teams track expenses too late. Start with a clear monthly budget. Track every expense weekly, not at the end of the quarter. Avoid mixing personal and business accounts. Review your subscriptions every quarter.";

const writer = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

/** A how-to request every rule accepts. */
const HOW_TO: PostCategoryRequestInput = {
  category: "how-to",
  postType: "Post",
  contentPillar: "Bookkeeping basics",
  topics: ["bookkeeping for small teams"],
  input: NOTES,
  tone: "Friendly",
  style: "Simplified",
  presentationStyle: "Listicle",
  length: 400,
};

const draftOf = (object: unknown) => PostDraftSchema.parse(object);

describe("POST /api/ai/generate/post-category (offline)", () => {
  it("streams a how-to template draft built from the user's notes, typed as a PostDraft and recorded under its category's prompt", async () => {
    const { user, headers } = await writer();
    const response = await app.app.inject({
      method: "POST",
      url: "/api/ai/generate/post-category",
      headers: { ...headers, accept: "text/event-stream" },
      payload: HOW_TO as object,
    });
    expect(response.statusCode).toBe(200);
    const events = parseGenerationEvents(response.body);
    expect(events.map((event) => event.event).slice(-2)).toEqual(["usage", "done"]);
    const done = events.at(-1);
    if (done?.event !== "done") {
      throw new Error("no done event");
    }
    expect(done.data).toMatchObject({ kind: "post-category", promptId: "post-category.how-to", promptVersion: 1, draft: true });
    const draft = draftOf(done.data.object);
    expect(draft.content).toContain("1. Start with a clear monthly budget.");
    expect(draft.title).toBe("Bookkeeping for Small Teams");
    expect(draft.hashtags.length).toBeGreaterThan(0);
    expect(draft).toMatchObject({ slides: [], poll: null });
    const [row] = await app.ctx.db.select().from(generations).where(eq(generations.userId, user.id));
    expect(row).toMatchObject({ kind: "post-category", promptId: "post-category.how-to", feature: "SocialPost", status: "completed" });
  });

  it("answers a poll with its question and options, and a carousel with slides", async () => {
    const { api } = await writer();
    const poll = await api.generatePostByCategory({ body: { category: "poll", contentPillar: "Cash flow", topics: ["invoicing"] } });
    const pollDraft = draftOf(poll.object);
    expect(pollDraft.poll?.question).toContain("invoicing");
    expect(pollDraft.poll?.options.length).toBeGreaterThanOrEqual(2);
    expect(pollDraft.poll?.options.every((option) => option.length <= 30)).toBe(true);
    const carousel = await api.generatePostByCategory({
      body: { ...HOW_TO, category: "carousel", topics: ["Bookkeeping habits"] },
    });
    const slides = draftOf(carousel.object).slides;
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.at(-1)?.heading).toBe("Your turn");
    expect(carousel.text).toContain("1. Bookkeeping Habits");
  });

  it("quotes a testimonial word for word, tells a real story from its fields, and is deterministic", async () => {
    const { api } = await writer();
    const testimonial = "The team answered every question within an hour. I'd recommend them to anyone.";
    const body = {
      category: "testimonial",
      postType: "Story",
      context: testimonial,
      tone: "Warm",
      style: "Simplified",
      length: 300,
    } as const;
    const first = await api.generatePostByCategory({ body });
    expect(draftOf(first.object).content).toContain(`"${testimonial}"`);
    expect((await api.generatePostByCategory({ body })).text).toBe(first.text);
    const story = await api.generatePostByCategory({
      body: {
        category: "real-stories",
        postType: "Story",
        input: "A customer's shop flooded || We replaced the stock in a week || She reopened before the holidays",
        tone: "Warm",
        style: "Narrative",
        presentationStyle: "Storytelling",
      },
    });
    expect(story.text).toContain("We replaced the stock in a week.");
  });

  it("answers NEEDS_MODEL where no honest template exists, and gives the use back", async () => {
    const { user, api } = await writer();
    const review = await failure(
      api.generatePostByCategory({
        body: {
          category: "product-review",
          postType: "Story",
          product: "Ledgerly",
          reviewAngles: ["Price", "Setup", "Support"],
          tone: "Honest",
          style: "Simplified",
        },
      }),
    );
    expect(review).toMatchObject({ status: 501, code: "NEEDS_MODEL" });
    const trending = await failure(api.listPostTopics({ body: { category: "trending-topic", context: "fintech" } }));
    expect(trending).toMatchObject({ status: 501, code: "NEEDS_MODEL" });
    const row = await featureUsageRow(app.ctx.db, user.id, "SocialPost");
    expect(row?.usageCount ?? 0).toBe(0);
  });

  it("answers 400 with the spec's message for each rule", async () => {
    const { api } = await writer();
    const issue = async (body: Record<string, unknown>, field: string) =>
      (await failure(api.generatePostByCategory({ body: body as PostCategoryRequestInput }))).fieldIssues[`body.${field}`];
    expect(await issue({ ...HOW_TO, category: undefined }, "category")).toBe("Add a valid category for your post!");
    expect(await issue({ ...HOW_TO, contentPillar: "" }, "contentPillar")).toBe("Select a valid Content Pillar!");
    expect(await issue({ ...HOW_TO, category: "real-stories", input: "one field" }, "input")).toBe(
      "Context Input all fields are mandatory!",
    );
    expect(await issue({ ...HOW_TO, topics: [], input: undefined }, "topics")).toBe(M.topicRequired);
    expect(await issue({ ...HOW_TO, tone: "" }, "tone")).toBe("Style and tone is needed");
    expect(await issue({ ...HOW_TO, presentationStyle: undefined }, "presentationStyle")).toBe("presentation style is needed");
    expect(await issue({ ...HOW_TO, category: "write-my-own", input: " " }, "input")).toBe("Add a valid input for your post!");
    expect(await issue({ ...HOW_TO, category: "features-and-updates", featureName: "Bank sync" }, "productDescription")).toBe(
      "Product Description is required!",
    );
    expect(await issue({ ...HOW_TO, category: "features-and-updates", featureName: "Bank sync", url: "nope" }, "url")).toBe(
      "Please add a valid Url to generate!",
    );
    const journey = { ...HOW_TO, category: "user-journey", ageMin: 25, ageMax: 45, roles: ["Founder"], responsibilities: "Books." };
    expect(await issue({ ...journey, ageMin: 12 }, "ageMin")).toBe("Valid Target audience age range is 14-99");
    expect(await issue({ ...journey, roles: [] }, "roles")).toBe("Minimum 1 Role is required!");
    expect(await issue({ ...journey, responsibilities: "" }, "responsibilities")).toBe("Responsibilities are required!");
    expect(await issue({ ...HOW_TO, topics: ["a", "b", "c", "d", "e", "f"] }, "topics")).toBe("Maximum 5 items can be selected at a time!");
    expect(await issue({ ...HOW_TO, category: "trending-topic", topics: [] }, "topics")).toBe("Please select at least one item.");
    const review = { ...HOW_TO, category: "product-review", product: "Ledgerly" };
    expect(await issue({ ...review, reviewAngles: ["Price", "Setup"] }, "reviewAngles")).toBe(M.reviewAnglesMin);
    expect(await issue({ ...review, reviewAngles: ["Price", "Setup", "x".repeat(31)] }, "reviewAngles")).toBe(M.entryTooLong);
    const comparison = { ...HOW_TO, category: "product-comparison", comparisonCriteria: ["Price", "Setup", "Support"] };
    expect(await issue({ ...comparison, products: ["Ledgerly"] }, "products")).toBe(M.productsMin);
    expect(
      await issue({ ...comparison, products: ["A", "B"], comparisonCriteria: ["a", "b", "c", "d", "e", "f", "g"] }, "comparisonCriteria"),
    ).toBe(M.criteriaMax);
    expect(await issue({ ...HOW_TO, category: "testimonial", context: "x".repeat(250), typeMaxLength: 280, length: 300 }, "length")).toBe(
      "Choose a length between 350 and 1400 characters.",
    );
    expect((await failure(api.listPostTopics({ body: { category: "how-to" } }))).fieldIssues["body.brandVoiceId"]).toBe(
      "Please select a brand voice to continue.",
    );
  });

  it("needs a session (401) and refuses with 403 FEATURE_LIMIT once SocialPost is exhausted", async () => {
    expect(await failure(app.client.generatePostByCategory({ body: HOW_TO }))).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    expect(await failure(app.client.listPostTopics({ body: { category: "how-to", context: "x" } }))).toMatchObject({ status: 401 });
    expect(await failure(app.client.convertContentForX({ body: { content: "x" } }))).toMatchObject({ status: 401 });
    const { user, api } = await writer();
    await setFeatureUsage(app.ctx.db, user.id, "SocialPost", { allowedUsage: 1 });
    await api.generatePostByCategory({ body: HOW_TO });
    // One call at a time: a call started before the previous failure is awaited would reject unhandled.
    for (const call of [
      () => api.generatePostByCategory({ body: HOW_TO }),
      () => api.listPostTopics({ body: { category: "how-to", context: "bookkeeping" } }),
      () => api.convertContentForX({ body: { content: NOTES } }),
    ]) {
      expect(await failure(call())).toMatchObject({ status: 403, code: "FEATURE_LIMIT", details: { feature: "SocialPost" } });
    }
  });

  it("uses the caller's own brand voice, and another user's answers 404", async () => {
    const { api } = await writer();
    const other = await writer();
    const voice = await api.createBrandVoice({ body: { title: "Ledgerly", desiredCustomerResponse: "Book a free demo" } });
    const post = await api.generatePostByCategory({ body: { ...HOW_TO, brandVoiceId: voice.id } });
    expect(post.text).toContain("Book a free demo.");
    expect(await failure(other.api.generatePostByCategory({ body: { ...HOW_TO, brandVoiceId: voice.id } }))).toMatchObject({
      status: 404,
    });
  });
});

describe("POST /api/ai/post-topics (offline)", () => {
  it("suggests topic ideas from the context and the brand voice's pillars, labelled as a template draft", async () => {
    const { api } = await writer();
    const voice = await api.createBrandVoice({ body: { title: "Ledgerly", contentPillars: ["Cash flow", "Bookkeeping basics"] } });
    const result = await api.listPostTopics({ body: { category: "how-to", brandVoiceId: voice.id, count: 4 } });
    expect(result).toMatchObject({ category: "how-to", provider: "offline", draft: true });
    expect(result.topics.map((topic) => topic.topic)).toEqual([
      "How to get started with cash flow",
      "How to get started with bookkeeping basics",
      "How to make cash flow a weekly habit",
      "How to make bookkeeping basics a weekly habit",
    ]);
    const quotes = await api.listPostTopics({ body: { category: "inspirational-quotes", context: "leadership" } });
    expect(quotes.topics[0]).toMatchObject({ topic: "Perseverance", trendingOn: null, products: [] });
  });
});

describe("POST /api/ai/convert-for-x (offline)", () => {
  it("keeps a post that fits, and shortens a long one to X's limit counted with twitter-text", async () => {
    const { api } = await writer();
    const short = await api.convertContentForX({ body: { content: "Start with a clear monthly budget. #Budget" } });
    expect(short).toMatchObject({ text: "Start with a clear monthly budget. #Budget", shortened: false, maxLength: 280, draft: true });
    const long = `${NOTES} ${NOTES} See https://example.com/a/very/long/path/that/twitter/counts/as/twenty-three\n\n#Bookkeeping #SmallBusiness #Budget`;
    const converted = await api.convertContentForX({ body: { content: long } });
    expect(converted.shortened).toBe(true);
    expect(converted.weightedLength).toBeLessThanOrEqual(280);
    expect(xWeightedLength(converted.text)).toBe(converted.weightedLength);
    expect(converted.text.startsWith("Most small teams track expenses too late. Start with a clear monthly budget.")).toBe(true);
    expect(converted.text).toContain("#Bookkeeping #SmallBusiness");
    const premium = await api.convertContentForX({ body: { content: long, premium: true } });
    expect(premium).toMatchObject({ shortened: false, maxLength: 25000 });
    expect((await failure(api.convertContentForX({ body: { content: " " } }))).fieldIssues["body.content"]).toBe(
      "Please add the text to work on.",
    );
  });
});
