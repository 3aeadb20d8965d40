import { describe, expect, it } from "vitest";
import { SOCIAL_POST_CATEGORIES } from "@wordloom/shared/api";
import { blogRequest, INITIAL_BLOG_FORM } from "./blog-form";
import { emailRequest, freeTextRequest, initialEmailForm, INITIAL_FREE_TEXT_FORM } from "./free-text-form";
import { INITIAL_PITCH_FORM, pitchRequest } from "./pitch-form";
import { POST_OBJECTIVES } from "./post-objectives";
import { INITIAL_SOCIAL_POST_FORM, socialPostRequest } from "./social-post-form";

describe("Generate Blog validation", () => {
  it("asks for a topic with the spec's message", () => {
    const { checked } = blogRequest(INITIAL_BLOG_FORM, null);
    expect(checked.errors.topic).toBe("* Please provide a topic");
    expect(blogRequest({ ...INITIAL_BLOG_FORM, topic: "   " }, null).checked.errors.topic).toBe("* Please provide a topic");
  });

  it("allows a topic of 280 characters, not 281", () => {
    expect(blogRequest({ ...INITIAL_BLOG_FORM, topic: "a".repeat(280) }, null).checked.ok).toBe(true);
    expect(blogRequest({ ...INITIAL_BLOG_FORM, topic: "a".repeat(281) }, null).checked.errors.topic).toBe(
      "Please keep this to 280 characters or fewer.",
    );
  });

  it("builds a blog or an outline request", () => {
    const blog = blogRequest(
      { ...INITIAL_BLOG_FORM, topic: " Remote work ", keywords: "focus, async ,, tools" },
      "7c0e7d3a-1b2c-4d5e-8f90-123456789abc",
    );
    expect(blog.mode).toBe("blog");
    expect(blog.checked.body).toMatchObject({
      topic: "Remote work",
      keywords: ["focus", "async", "tools"],
      length: 1000,
      style: "Simplified",
      brandVoiceId: "7c0e7d3a-1b2c-4d5e-8f90-123456789abc",
    });
    const outline = blogRequest({ ...INITIAL_BLOG_FORM, mode: "outline", topic: "Remote work", sectionCount: 6 }, null);
    expect(outline.mode).toBe("outline");
    expect(outline.checked.body).toMatchObject({ topic: "Remote work", sectionCount: 6 });
  });
});

describe("Promotional Pitch validation", () => {
  it("needs the description and the USP", () => {
    const checked = pitchRequest(INITIAL_PITCH_FORM, null);
    expect(checked.errors).toEqual({ description: "Product Description is required!", usp: "Please add the unique selling point (USP)." });
  });

  it("asks for 300 words for a product or a service", () => {
    const checked = pitchRequest(
      { ...INITIAL_PITCH_FORM, offering: "service", description: "Bookkeeping for florists", usp: "Done in a day" },
      null,
    );
    expect(checked.ok).toBe(true);
    expect(checked.body).toMatchObject({ offering: "service", words: 300 });
  });
});

describe("Memoir, Messages, Message Craft and Emails validation", () => {
  it("needs the request text", () => {
    expect(freeTextRequest(INITIAL_FREE_TEXT_FORM, null).errors.request).toBe("Please write what you want the message to say.");
    expect(emailRequest(initialEmailForm("leader"), null).errors.request).toBe("Please write what you want the message to say.");
  });

  it("keeps the e-mail role", () => {
    const checked = emailRequest({ ...initialEmailForm("subordinate"), request: "Ask for Friday off" }, null);
    expect(checked.body).toMatchObject({ role: "subordinate", request: "Ask for Friday off" });
  });
});

describe("Social post validation", () => {
  const valid = { ...INITIAL_SOCIAL_POST_FORM, category: "how-to" as const, topic: "Brewing tea" };

  it("needs a category", () => {
    expect(socialPostRequest(INITIAL_SOCIAL_POST_FORM, null).errors.category).toBe("Add a valid category for your post!");
  });

  it("needs a topic or an input", () => {
    expect(socialPostRequest({ ...valid, topic: "" }, null).errors.topic).toBe("Add a valid input for your post!");
    expect(socialPostRequest({ ...valid, topic: "", input: "My notes on tea" }, null).ok).toBe(true);
  });

  it("refuses LinkedIn Format for the blog type", () => {
    expect(socialPostRequest({ ...valid, postType: "blog", length: 1000, linkedInFormat: true }, null).errors.linkedInFormat).toBe(
      "Not Supported for Blog Type",
    );
    expect(socialPostRequest({ ...valid, linkedInFormat: true }, null).ok).toBe(true);
  });

  it("needs every real-story field", () => {
    const story = { ...INITIAL_SOCIAL_POST_FORM, category: "real-stories" as const };
    expect(socialPostRequest({ ...story, storyFields: ["We moved offices", "", ""] }, null).errors.input).toBe(
      "Context Input all fields are mandatory!",
    );
    const checked = socialPostRequest(
      { ...story, storyFields: ["We moved offices", "The lift broke", "Everyone met the neighbours"] },
      null,
    );
    expect(checked.body?.input).toBe("We moved offices || The lift broke || Everyone met the neighbours");
  });

  it("needs the testimonial for the testimonial category", () => {
    expect(socialPostRequest({ ...INITIAL_SOCIAL_POST_FORM, category: "testimonial" }, null).errors.testimonial).toBe(
      "Add a valid input for your post!",
    );
  });

  it("sends the objective and the category's label", () => {
    const checked = socialPostRequest({ ...valid, objectiveKey: "educate" }, null);
    expect(checked.body).toMatchObject({
      objective: "Educate my audience",
      objectiveCategory: "How-to",
      length: 20,
      tone: "Conversational",
      style: "Creative",
    });
  });

  it("offers every category under some objective", () => {
    const offered = new Set(POST_OBJECTIVES.flatMap((objective) => objective.categories));
    expect(SOCIAL_POST_CATEGORIES.filter((category) => !offered.has(category))).toEqual([]);
  });
});
