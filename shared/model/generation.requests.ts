import { z } from "zod";
import { IdSchema } from "./common";
import { plainText } from "./text";

/**
 * What each generation endpoint takes (spec document 3 §2.8–2.9, §5, §9; document 4 §5). The
 * spec's validation messages are the zod messages, so a 400's field issues carry them.
 */

export const GENERATION_MESSAGES = {
  topicRequired: "* Please provide a topic",
  categoryRequired: "Add a valid category for your post!",
  inputRequired: "Add a valid input for your post!",
  realStoriesFields: "Context Input all fields are mandatory!",
  linkedInBlog: "Not Supported for Blog Type",
  productDescriptionRequired: "Product Description is required!",
  uspRequired: "Please add the unique selling point (USP).",
  messageRequired: "Please write what you want the message to say.",
  textRequired: "Please add the text to work on.",
  topicOrText: "Please give a topic or some text.",
  noData: "No data found. Please try Re-Generating again!",
} as const;

export const BLOG_TOPIC_MAX_CHARS = 280;
export const DEFAULT_POST_WORDS = 20;
export const DEFAULT_BLOG_WORDS = 1000;
export const PITCH_WORDS = 300;
export const MAX_REQUEST_CHARS = 4000;
export const MAX_SOURCE_TEXT_CHARS = 20_000;

/** Suggested values (document 3 §9 defaults); any short plain text is accepted. */
export const TONES = [
  "Conversational",
  "Professional",
  "Friendly",
  "Formal",
  "Persuasive",
  "Inspirational",
  "Empathetic",
  "Confident",
  "Humorous",
  "Casual",
] as const;
export const STYLES = ["Creative", "Simplified", "Storytelling", "Descriptive", "Narrative", "Expository", "Technical", "Concise"] as const;
export const PRESENTATION_STYLES = ["Storytelling", "Listicle", "Question-led", "Data-driven", "How-to", "Opinion"] as const;
export const DEFAULT_TONE = "Conversational";
export const DEFAULT_STYLE = "Creative";
export const DEFAULT_BLOG_STYLE = "Simplified";
export const DEFAULT_PRESENTATION_STYLE = "Storytelling";

/** Social post categories: the spec's generators (document 4 §7) plus its "Real stories" category (§5). */
export const SOCIAL_POST_CATEGORIES = [
  "how-to",
  "dos-and-donts",
  "tips-and-tricks",
  "lessons-learned",
  "trending-topic",
  "features-and-updates",
  "testimonial",
  "inspirational-quotes",
  "personal-success-story",
  "thought-leadership",
  "user-journey",
  "open-conversation",
  "interesting-facts",
  "fun-facts",
  "product-review",
  "product-comparison",
  "write-my-own",
  "event-highlights",
  "real-stories",
] as const;
export type SocialPostCategory = (typeof SOCIAL_POST_CATEGORIES)[number];

export const SOCIAL_POST_CATEGORY_LABELS: Record<SocialPostCategory, string> = {
  "how-to": "How-to",
  "dos-and-donts": "Dos and don'ts",
  "tips-and-tricks": "Tips and tricks",
  "lessons-learned": "Lessons learned",
  "trending-topic": "Trending topic",
  "features-and-updates": "Features and updates",
  testimonial: "Testimonial",
  "inspirational-quotes": "Inspirational quotes",
  "personal-success-story": "Personal success story",
  "thought-leadership": "Thought leadership",
  "user-journey": "User journey",
  "open-conversation": "Open conversation",
  "interesting-facts": "Interesting facts",
  "fun-facts": "Fun facts",
  "product-review": "Product review",
  "product-comparison": "Product comparison",
  "write-my-own": "Write my own",
  "event-highlights": "Event highlights",
  "real-stories": "Real stories",
};

/** Real stories: the input holds at least two "||"-separated fields (document 4 §5). */
export const REAL_STORY_SEPARATOR = "||";

const text = (max: number) => plainText(max).trim();
const optionalText = (max: number) => text(max).optional();
const toneField = text(40).min(1).default(DEFAULT_TONE);
const brandVoiceField = { brandVoiceId: IdSchema.nullable().optional() };

const realStoryFields = (input: string) =>
  input
    .split(REAL_STORY_SEPARATOR)
    .map((field) => field.trim())
    .filter(Boolean);

export const SocialPostRequestSchema = z
  .strictObject({
    ...brandVoiceField,
    postType: z.enum(["post", "blog"]).default("post"),
    category: z.enum(SOCIAL_POST_CATEGORIES, { error: GENERATION_MESSAGES.categoryRequired }),
    contentPillar: optionalText(100),
    objective: optionalText(200),
    objectiveCategory: optionalText(100),
    topic: optionalText(BLOG_TOPIC_MAX_CHARS),
    testimonial: optionalText(2000),
    /** The user's own notes or text ("text-to-post"). */
    input: optionalText(MAX_SOURCE_TEXT_CHARS),
    tone: toneField,
    style: text(40).min(1).default(DEFAULT_STYLE),
    presentationStyle: text(40).min(1).default(DEFAULT_PRESENTATION_STYLE),
    /** Target length in words (the spec's slider; 20 by default). */
    length: z.number().int().min(10).max(3000).default(DEFAULT_POST_WORDS),
    linkedInFormat: z.boolean().default(false),
  })
  .superRefine((request, context) => {
    if (request.postType === "blog" && request.linkedInFormat) {
      context.addIssue({ code: "custom", path: ["linkedInFormat"], message: GENERATION_MESSAGES.linkedInBlog });
    }
    if (request.category === "real-stories") {
      if (realStoryFields(request.input ?? "").length < 2) {
        context.addIssue({ code: "custom", path: ["input"], message: GENERATION_MESSAGES.realStoriesFields });
      }
    } else if (request.category === "testimonial") {
      if (!request.testimonial) {
        context.addIssue({ code: "custom", path: ["testimonial"], message: GENERATION_MESSAGES.inputRequired });
      }
    } else if (request.category === "write-my-own") {
      if (!request.input) {
        context.addIssue({ code: "custom", path: ["input"], message: GENERATION_MESSAGES.inputRequired });
      }
    } else if (!request.topic && !request.input) {
      context.addIssue({ code: "custom", path: ["topic"], message: GENERATION_MESSAGES.inputRequired });
    }
  });
export type SocialPostRequest = z.output<typeof SocialPostRequestSchema>;

const topicOrText = <T extends { topic?: string | undefined; text?: string | undefined }>(request: T, context: z.RefinementCtx) => {
  if (!request.topic && !request.text) {
    context.addIssue({ code: "custom", path: ["topic"], message: GENERATION_MESSAGES.topicOrText });
  }
};

export const HashtagsRequestSchema = z
  .strictObject({
    ...brandVoiceField,
    topic: optionalText(BLOG_TOPIC_MAX_CHARS),
    text: optionalText(MAX_SOURCE_TEXT_CHARS),
    count: z.number().int().min(1).max(30).default(10),
  })
  .superRefine(topicOrText);
export type HashtagsRequest = z.output<typeof HashtagsRequestSchema>;

export const HeadlinesRequestSchema = z
  .strictObject({
    ...brandVoiceField,
    topic: optionalText(BLOG_TOPIC_MAX_CHARS),
    text: optionalText(MAX_SOURCE_TEXT_CHARS),
    count: z.number().int().min(1).max(10).default(5),
  })
  .superRefine(topicOrText);
export type HeadlinesRequest = z.output<typeof HeadlinesRequestSchema>;

const requiredTopic = text(BLOG_TOPIC_MAX_CHARS).min(1, GENERATION_MESSAGES.topicRequired);
const topicField = z.string({ error: GENERATION_MESSAGES.topicRequired }).pipe(requiredTopic);

export const PollRequestSchema = z.strictObject({
  ...brandVoiceField,
  topic: topicField,
  text: optionalText(MAX_SOURCE_TEXT_CHARS),
  optionCount: z.number().int().min(2).max(4).default(4),
});
export type PollRequest = z.output<typeof PollRequestSchema>;

export const CarouselRequestSchema = z.strictObject({
  ...brandVoiceField,
  topic: topicField,
  text: optionalText(MAX_SOURCE_TEXT_CHARS),
  slideCount: z.number().int().min(3).max(10).default(5),
});
export type CarouselRequest = z.output<typeof CarouselRequestSchema>;

export const TipsRequestSchema = z.strictObject({
  ...brandVoiceField,
  topic: topicField,
  text: optionalText(MAX_SOURCE_TEXT_CHARS),
  count: z.number().int().min(3).max(10).default(5),
});
export type TipsRequest = z.output<typeof TipsRequestSchema>;

const blogFields = {
  ...brandVoiceField,
  topic: topicField,
  keywords: z.array(text(60).min(1)).max(10).default([]),
  tone: toneField,
  style: text(40).min(1).default(DEFAULT_BLOG_STYLE),
};

export const BlogRequestSchema = z.strictObject({ ...blogFields, length: z.number().int().min(300).max(3000).default(DEFAULT_BLOG_WORDS) });
export type BlogRequest = z.output<typeof BlogRequestSchema>;

export const BlogOutlineRequestSchema = z.strictObject({ ...blogFields, sectionCount: z.number().int().min(3).max(10).default(5) });
export type BlogOutlineRequest = z.output<typeof BlogOutlineRequestSchema>;

export const PromotionalPitchRequestSchema = z.strictObject({
  ...brandVoiceField,
  /** The spec's product or service switch. */
  offering: z.enum(["product", "service"]).default("product"),
  name: optionalText(100),
  description: z
    .string({ error: GENERATION_MESSAGES.productDescriptionRequired })
    .pipe(text(2000).min(1, GENERATION_MESSAGES.productDescriptionRequired)),
  usp: z.string({ error: GENERATION_MESSAGES.uspRequired }).pipe(text(500).min(1, GENERATION_MESSAGES.uspRequired)),
  audience: optionalText(200),
  callToAction: optionalText(200),
  tone: toneField,
  words: z.number().int().min(50).max(PITCH_WORDS).default(PITCH_WORDS),
});
export type PromotionalPitchRequest = z.output<typeof PromotionalPitchRequestSchema>;

const requestField = z
  .string({ error: GENERATION_MESSAGES.messageRequired })
  .pipe(text(MAX_REQUEST_CHARS).min(1, GENERATION_MESSAGES.messageRequired));

/** Memoir, Messages and Message Craft: one free-text request (document 3 §2.9). */
export const FreeTextRequestSchema = z.strictObject({ ...brandVoiceField, request: requestField, tone: optionalText(40) });
export type FreeTextRequest = z.output<typeof FreeTextRequestSchema>;

export const EMAIL_ROLES = ["leader", "subordinate"] as const;
export type EmailRole = (typeof EMAIL_ROLES)[number];

export const EmailsRequestSchema = z.strictObject({
  ...brandVoiceField,
  /** As a leader (or HR) writing to the team, or as an employee writing to a manager. */
  role: z.enum(EMAIL_ROLES),
  request: requestField,
  recipient: optionalText(100),
  senderName: optionalText(100),
  tone: optionalText(40),
});
export type EmailsRequest = z.output<typeof EmailsRequestSchema>;

export const RephraseRequestSchema = z.strictObject({
  text: z.string({ error: GENERATION_MESSAGES.textRequired }).pipe(text(5000).min(1, GENERATION_MESSAGES.textRequired)),
  tone: text(40).min(1),
  style: text(40).min(1),
});
export type RephraseRequest = z.output<typeof RephraseRequestSchema>;

/** Most idioms the model is asked for at once (spec 3 §5: the word count asks for 1–4). */
export const MORE_IDIOMS_MAX = 4;

/** "More idioms for your context": the text, how many idioms, and those already shown (not to repeat). */
export const IdiomsRequestSchema = z.strictObject({
  text: z.string({ error: GENERATION_MESSAGES.textRequired }).pipe(text(5000).min(1, GENERATION_MESSAGES.textRequired)),
  count: z.number().int().min(1).max(MORE_IDIOMS_MAX).default(MORE_IDIOMS_MAX),
  exclude: z.array(text(80).min(1)).max(20).default([]),
});
export type IdiomsRequest = z.output<typeof IdiomsRequestSchema>;
