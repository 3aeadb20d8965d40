import { describe, expect, it } from "vitest";
import {
  addListEntry,
  checkPostGeneration,
  checkTopicList,
  generationLengthRange,
  isGenerationUrl,
  isValidAgeRange,
  needsContentPillar,
  POST_CATEGORIES,
  POST_GENERATION_MESSAGES as M,
  toggleSelection,
  type PostGenerationFields,
} from "./post-generation";

/** A request every rule accepts for a topic category; tests change one thing at a time. */
const base: PostGenerationFields = {
  category: "how-to",
  postType: "post",
  contentPillar: "Cash flow",
  topics: ["How to plan a monthly budget"],
  tone: "Friendly",
  style: "Simplified",
  presentationStyle: "Storytelling",
  length: 600,
};

const messages = (fields: PostGenerationFields) => checkPostGeneration(fields).map((issue) => issue.message);
const rules = (fields: PostGenerationFields) => checkPostGeneration(fields).map((issue) => `${issue.field}:${issue.rule}`);

describe("checkPostGeneration (document 4 §5)", () => {
  it("accepts a complete request", () => {
    expect(checkPostGeneration(base)).toEqual([]);
  });

  it("needs a valid category, and says nothing else until there is one", () => {
    expect(checkPostGeneration({ ...base, category: undefined })).toEqual([
      { field: "category", rule: "CATEGORY_REQUIRED", message: "Add a valid category for your post!" },
    ]);
    expect(messages({ ...base, category: "horoscope" })).toEqual([M.categoryRequired]);
  });

  it("needs a content pillar for Post, Infographics, Polls and Carousel, not for other types", () => {
    for (const postType of ["post", "Post", "Infographics", "Polls", "carousel"]) {
      expect(messages({ ...base, postType, contentPillar: " " })).toEqual(["Select a valid Content Pillar!"]);
    }
    for (const postType of ["story", "Reels", "blog", "video"]) {
      expect(needsContentPillar(postType)).toBe(false);
    }
    expect(messages({ ...base, postType: "Story", contentPillar: undefined })).toEqual([]);
  });

  it("needs two '||' fields for Real stories", () => {
    const story = { ...base, category: "real-stories", topics: [] };
    expect(messages({ ...story, input: "Only one field" })).toEqual(["Context Input all fields are mandatory!"]);
    expect(messages({ ...story, input: "A flood || " })).toEqual([M.realStoriesFields]);
    expect(messages({ ...story, input: "A flood || We rebuilt || She reopened" })).toEqual([]);
  });

  it("needs a topic or context where the category has a list, and a pick where it has only a list", () => {
    expect(rules({ ...base, topics: [], context: "" })).toEqual(["topics:TOPIC_REQUIRED"]);
    expect(messages({ ...base, topics: [], context: "Budgeting for freelancers" })).toEqual([]);
    expect(messages({ ...base, category: "trending-topic", topics: [], context: "AI" })).toEqual(["Please select at least one item."]);
    expect(messages({ ...base, category: "inspirational-quotes", topics: ["Perseverance"] })).toEqual([]);
  });

  it("allows at most 5 selected items", () => {
    const six = ["a", "b", "c", "d", "e", "f"];
    expect(messages({ ...base, topics: six })).toEqual(["Maximum 5 items can be selected at a time!"]);
    expect(messages({ ...base, topics: six.slice(0, 5) })).toEqual([]);
  });

  it("needs style and tone, and the presentation style, where the category asks for them", () => {
    expect(messages({ ...base, tone: "" })).toEqual(["Style and tone is needed"]);
    expect(messages({ ...base, style: undefined })).toEqual([M.toneStyleRequired]);
    expect(messages({ ...base, presentationStyle: "" })).toEqual(["presentation style is needed"]);
    // Polls and facts need neither.
    expect(messages({ ...base, category: "poll", tone: "", style: "", presentationStyle: "" })).toEqual([]);
    expect(messages({ ...base, category: "interesting-facts", tone: "", presentationStyle: "" })).toEqual([]);
  });

  it("needs the user's own input for write my own, success stories and event highlights, and the testimonial's text", () => {
    for (const category of ["write-my-own", "personal-success-story", "event-highlights"]) {
      expect(messages({ ...base, category, topics: [] })).toEqual(["Add a valid input for your post!"]);
      expect(messages({ ...base, category, topics: [], input: "Our notes." })).toEqual([]);
    }
    expect(rules({ ...base, category: "testimonial", topics: [], context: " " })).toEqual(["context:INPUT_REQUIRED"]);
  });

  it("needs the feature's name and a product description, or a valid URL instead", () => {
    const feature = { ...base, category: "features-and-updates", topics: [], featureName: "Bank sync" };
    expect(messages(feature)).toEqual(["Product Description is required!"]);
    expect(messages({ ...feature, productDescription: "Connects to 2,000 banks." })).toEqual([]);
    expect(messages({ ...feature, url: "not a url" })).toEqual(["Please add a valid Url to generate!"]);
    expect(messages({ ...feature, url: "https://ledgerly.example/changelog" })).toEqual([]);
    expect(messages({ ...feature, featureName: "", productDescription: "x" })).toEqual([M.inputRequired]);
  });

  it("checks the user journey's age range, roles and responsibilities", () => {
    const journey = { ...base, category: "user-journey", ageMin: 25, ageMax: 45, roles: ["Founder"], responsibilities: "Runs the books." };
    expect(messages(journey)).toEqual([]);
    expect(messages({ ...journey, ageMin: 13 })).toEqual(["Valid Target audience age range is 14-99"]);
    expect(messages({ ...journey, ageMax: 100 })).toEqual([M.ageRange]);
    expect(messages({ ...journey, ageMin: 50, ageMax: 30 })).toEqual([M.ageRange]);
    expect(messages({ ...journey, roles: [] })).toEqual(["Minimum 1 Role is required!"]);
    expect(messages({ ...journey, responsibilities: "" })).toEqual(["Responsibilities are required!"]);
  });

  it("checks review angles (3–10, ≤ 30 characters) and the optional age range of a product review", () => {
    const review = { ...base, category: "product-review", topics: [], product: "Ledgerly", reviewAngles: ["Price", "Setup", "Support"] };
    expect(messages(review)).toEqual([]);
    expect(messages({ ...review, reviewAngles: ["Price", "Setup"] })).toEqual([M.reviewAnglesMin]);
    expect(messages({ ...review, reviewAngles: Array.from({ length: 11 }, (_, index) => `Angle ${index}`) })).toEqual([M.reviewAnglesMax]);
    expect(messages({ ...review, reviewAngles: ["Price", "Setup", "x".repeat(31)] })).toEqual([M.entryTooLong]);
    expect(messages({ ...review, product: "" })).toEqual([M.inputRequired]);
    expect(messages({ ...review, ageMin: 10, ageMax: 30 })).toEqual([M.ageRange]);
  });

  it("checks comparison products (2–10) and criteria (3–6)", () => {
    const comparison = {
      ...base,
      category: "product-comparison",
      topics: [],
      products: ["Ledgerly", "Bookwise"],
      comparisonCriteria: ["Price", "Setup", "Support"],
    };
    expect(messages(comparison)).toEqual([]);
    expect(messages({ ...comparison, products: ["Ledgerly"] })).toEqual([M.productsMin]);
    expect(messages({ ...comparison, products: Array.from({ length: 11 }, (_, index) => `P${index}`) })).toEqual([M.productsMax]);
    expect(messages({ ...comparison, comparisonCriteria: ["Price", "Setup"] })).toEqual([M.criteriaMin]);
    expect(messages({ ...comparison, comparisonCriteria: ["a", "b", "c", "d", "e", "f", "g"] })).toEqual([M.criteriaMax]);
  });

  it("gives every category a complete rule set (no category crashes on an empty request)", () => {
    for (const category of POST_CATEGORIES) {
      expect(() => checkPostGeneration({ category })).not.toThrow();
      expect(checkPostGeneration({ category }).length).toBeGreaterThan(0);
    }
  });
});

describe("the length slider (testimonial rule)", () => {
  it("starts at 100, at 1000 for a blog, at the testimonial's length plus 100, and ends at 5 × the type's maximum", () => {
    expect(generationLengthRange({ category: "how-to", postType: "post", typeMaxLength: 3000 })).toEqual({ min: 100, max: 15000 });
    expect(generationLengthRange({ category: "how-to", postType: "Blog", typeMaxLength: 3000 })).toEqual({ min: 1000, max: 15000 });
    expect(generationLengthRange({ category: "testimonial", context: "x".repeat(250), typeMaxLength: 280 })).toEqual({
      min: 350,
      max: 1400,
    });
    expect(generationLengthRange({ category: "poll" })).toEqual({ min: 100, max: 15000 });
  });

  it("refuses a length outside the range with the range in the message", () => {
    expect(messages({ ...base, length: 50 })).toEqual([M.lengthOutOfRange(100, 15000)]);
    const testimonial = { ...base, category: "testimonial", topics: [], context: "x".repeat(250), typeMaxLength: 280 };
    expect(messages({ ...testimonial, length: 300 })).toEqual(["Choose a length between 350 and 1400 characters."]);
    expect(messages({ ...testimonial, length: 350 })).toEqual([]);
  });
});

describe("list entries and selections", () => {
  it("adds trimmed entries of at most 30 characters, ignores duplicates, refuses past the maximum", () => {
    expect(addListEntry(["Price"], "  Setup  ", 10)).toEqual({ list: ["Price", "Setup"], error: null });
    expect(addListEntry(["Price"], "price", 10)).toEqual({ list: ["Price"], error: null });
    expect(addListEntry(["Price"], "x".repeat(31), 10)).toEqual({ list: ["Price"], error: M.entryTooLong });
    expect(addListEntry(["Price"], "   ", 10)).toEqual({ list: ["Price"], error: "Input field is empty." });
    expect(addListEntry(["a", "b"], "c", 2).error).toBe("You can add up to 2.");
    expect(addListEntry(["a", "b", "c", "d", "e"], "f", 5).error).toBe("Maximum 5 items can be selected at a time!");
  });

  it("toggles picks from a topic list, at most 5", () => {
    const five = ["a", "b", "c", "d", "e"];
    expect(toggleSelection(five, "f")).toEqual({ selected: five, error: M.maxSelection });
    expect(toggleSelection(five, "a")).toEqual({ selected: ["b", "c", "d", "e"], error: null });
    expect(toggleSelection([], "a")).toEqual({ selected: ["a"], error: null });
  });
});

describe("small checks", () => {
  it("knows a URL and an age range", () => {
    expect(isGenerationUrl("https://example.com/a")).toBe(true);
    expect(isGenerationUrl("http://localhost:3000")).toBe(true);
    expect(isGenerationUrl("ftp://example.com")).toBe(false);
    expect(isGenerationUrl("https://nodot")).toBe(false);
    expect(isGenerationUrl("example.com")).toBe(false);
    expect(isValidAgeRange(14, 99)).toBe(true);
    expect(isValidAgeRange(undefined, 40)).toBe(false);
    expect(isValidAgeRange(20.5, 40)).toBe(false);
  });

  it("needs a brand voice or context for a topic list", () => {
    expect(checkTopicList({})).toEqual([
      { field: "brandVoiceId", rule: "BRAND_VOICE_REQUIRED", message: "Please select a brand voice to continue." },
    ]);
    expect(checkTopicList({ context: "Cash flow" })).toEqual([]);
    expect(checkTopicList({ brandVoiceId: "3b7f2f0e-1c1a-4a53-9a51-2f0b1c9d7e11" })).toEqual([]);
  });
});
