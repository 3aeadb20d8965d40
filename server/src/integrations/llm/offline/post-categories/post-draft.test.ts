import { describe, expect, it } from "vitest";
import { PostCategoryRequestSchema, PostDraftSchema, PostTopicsRequestSchema, PostTopicsOutputSchema } from "@wordloom/shared/api";
import { POST_CATEGORIES, TOPIC_LIST_CATEGORIES, type PostCategory } from "@wordloom/shared/rules";
import { AppError } from "../../../../errors";
import { BRAND, NOTES } from "../../prompts/prompt-fixtures";
import { runOffline } from "../offline-engine";

/** A request each category's rules accept, with the user's own notes where the category reads them. */
const requestFor = (category: PostCategory, withNotes: boolean): Record<string, unknown> => ({
  category,
  postType: "Post",
  contentPillar: "Cash flow",
  topics: category === "inspirational-quotes" ? ["Perseverance"] : ["monthly budgets"],
  ...(category === "testimonial" ? { context: "The team answered every question within an hour. I'd recommend them." } : {}),
  ...(category === "real-stories"
    ? { input: "A customer's shop flooded || We replaced the stock in a week" }
    : withNotes
      ? { input: NOTES }
      : {}),
  tone: "Friendly",
  style: "Simplified",
  presentationStyle: "Listicle",
  length: 500,
  featureName: "Bank sync",
  ...(withNotes ? { productDescription: "Bank sync connects to 2,000 banks and matches receipts automatically." } : {}),
  ageMin: 25,
  ageMax: 45,
  roles: ["Founder"],
  responsibilities: "Runs the books every Friday.",
  product: "Ledgerly",
  reviewAngles: ["Price", "Setup", "Support"],
  products: ["Ledgerly", "Bookwise"],
  comparisonCriteria: ["Price", "Setup", "Support"],
});

const draftOf = (category: PostCategory, withNotes: boolean) => {
  const parsed = PostCategoryRequestSchema.safeParse(requestFor(category, withNotes));
  if (!parsed.success) {
    // The rules themselves ask for the user's input (write my own, success story, event notes).
    return "INVALID" as const;
  }
  const input = parsed.data;
  try {
    const answer = runOffline({ kind: "post-category", input, brand: BRAND });
    return "object" in answer ? PostDraftSchema.parse(answer.object) : null;
  } catch (error) {
    if (error instanceof AppError && error.code === "NEEDS_MODEL") {
      return "NEEDS_MODEL" as const;
    }
    throw error;
  }
};

describe("offline template drafts by category", () => {
  it.each(POST_CATEGORIES)("%s: with the user's notes, a valid PostDraft without placeholders, the same every time", (category) => {
    const draft = draftOf(category, true);
    expect(draft).not.toBe("NEEDS_MODEL");
    expect(draft).not.toBe("INVALID");
    expect(draft).toEqual(draftOf(category, true));
    const text = JSON.stringify(draft);
    expect(text).not.toMatch(/undefined|\bnull\b(?!,"|})|NaN|\[object/);
  });

  it("answers NEEDS_MODEL where there is nothing of the user's to build from (no honest template)", () => {
    const outcomes = Object.fromEntries(
      POST_CATEGORIES.map((category) => {
        const draft = draftOf(category, false);
        return [category, typeof draft === "string" ? draft : "template"];
      }),
    );
    expect(outcomes).toEqual({
      poll: "template",
      carousel: "NEEDS_MODEL",
      "how-to": "NEEDS_MODEL",
      "dos-and-donts": "NEEDS_MODEL",
      "tips-and-tricks": "NEEDS_MODEL",
      "lessons-learned": "NEEDS_MODEL",
      "trending-topic": "NEEDS_MODEL",
      "features-and-updates": "INVALID",
      testimonial: "template",
      "inspirational-quotes": "NEEDS_MODEL",
      "personal-success-story": "INVALID",
      "thought-leadership": "NEEDS_MODEL",
      "user-journey": "template",
      "open-conversation": "template",
      "interesting-facts": "NEEDS_MODEL",
      "fun-facts": "NEEDS_MODEL",
      "product-review": "NEEDS_MODEL",
      "product-comparison": "NEEDS_MODEL",
      "write-my-own": "INVALID",
      "event-highlights": "INVALID",
      "real-stories": "template",
    });
  });

  it("gives polls their question and options, carousels their slides, and quotes a testimonial", () => {
    const poll = PostDraftSchema.parse(draftOf("poll", false));
    // Two pillars do not fill four options: the template's own options.
    expect(poll.poll?.question).toContain("monthly budgets");
    expect(poll.poll?.options).toHaveLength(4);
    expect(poll.poll?.options.every((option) => option.length <= 30)).toBe(true);
    expect(PostDraftSchema.parse(draftOf("carousel", true)).slides.length).toBeGreaterThanOrEqual(3);
    expect(PostDraftSchema.parse(draftOf("testimonial", false)).content).toContain(
      '"The team answered every question within an hour. I\'d recommend them."',
    );
  });
});

describe("offline topic ideas", () => {
  it.each(TOPIC_LIST_CATEGORIES)("%s: ideas from the brand voice, or NEEDS_MODEL for trends and products", (category) => {
    const input = PostTopicsRequestSchema.parse({ category, context: "cash flow", count: 5 });
    if (category === "trending-topic" || category === "product-review" || category === "product-comparison") {
      expect(() => runOffline({ kind: "post-topics", input, brand: BRAND })).toThrow(/Connect a language model/);
      return;
    }
    const answer = runOffline({ kind: "post-topics", input, brand: BRAND });
    const topics = PostTopicsOutputSchema.parse("object" in answer ? answer.object : null).topics;
    expect(topics.length).toBeGreaterThanOrEqual(3);
    expect(new Set(topics.map((topic) => topic.topic)).size).toBe(topics.length);
  });
});
