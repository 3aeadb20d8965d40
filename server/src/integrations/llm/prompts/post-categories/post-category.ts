import { PostCategoryRequestSchema, PostDraftSchema, type PostCategoryRequest, type PostDraft } from "@wordloom/shared/api";
import { CATEGORY_NEEDS, POST_CATEGORY_LABELS, type PostCategory } from "@wordloom/shared/rules";
import { fence } from "../fence";
import { systemMessage, userMessage, type ObjectPrompt } from "../prompt-module";
import { CATEGORY_GUIDES, CATEGORY_VERSIONS } from "./category-guides";

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

/** The settings the category uses, one per line (the ones it does not ask for are left out). */
const settings = (request: PostCategoryRequest): string => {
  const need = CATEGORY_NEEDS[request.category];
  return [
    `Category: ${POST_CATEGORY_LABELS[request.category]}`,
    `Post type: ${request.postType}`,
    need.toneStyle && request.tone ? `Tone: ${request.tone}` : "",
    need.toneStyle && request.style ? `Style: ${request.style}` : "",
    need.presentation && request.presentationStyle ? `Presentation style: ${request.presentationStyle}` : "",
    `Length: about ${request.length} characters`,
    request.linkedInFormat ? "Format for LinkedIn: a strong first line, short paragraphs separated by blank lines." : "",
    need.audience && request.ageMin !== undefined && request.ageMax !== undefined
      ? `Target audience age: ${request.ageMin}–${request.ageMax}`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
};

/** The user's material for the category, each piece fenced as data. */
const material = (request: PostCategoryRequest): (string | false | undefined)[] => [
  request.contentPillar && fence("content-pillar", request.contentPillar),
  request.topics.length > 0 && fence("topics", list(request.topics)),
  request.context && fence(request.category === "testimonial" ? "testimonial" : "context", request.context),
  request.input && fence("input", request.input),
  request.featureName && fence("feature", request.featureName),
  request.productDescription && fence("product-description", request.productDescription),
  request.url && fence("url", request.url),
  request.audience && fence("audience", request.audience),
  request.roles.length > 0 && fence("roles", list(request.roles)),
  request.responsibilities && fence("responsibilities", request.responsibilities),
  request.product && fence("product", request.product),
  request.overview && fence("overview", request.overview),
  request.reviewAngles.length > 0 && fence("review-angles", list(request.reviewAngles)),
  request.products.length > 0 && fence("products", list(request.products)),
  request.comparisonCriteria.length > 0 && fence("comparison-criteria", list(request.comparisonCriteria)),
];

/** What the draft's fields hold for this category. */
const shapeRules = (category: PostCategory): string[] => [
  "Answer with a title (at most 12 words), the post's content, 3 to 5 hashtags (each # followed by letters or digits), slides and poll.",
  category === "carousel" ? "slides: the carousel's slides, each a heading and a body." : "slides: an empty list.",
  category === "poll"
    ? "poll: the question (at most 150 characters) and 2 to 4 options of at most 30 characters each (25 for Twitter)."
    : "poll: null.",
  "The content is plain text: no markdown headings or bold markers, no hashtags (they go in hashtags).",
];

/** Adds the "#" a model sometimes leaves out of a hashtag. */
const normalizeDraft = (raw: unknown): unknown => {
  if (typeof raw !== "object" || raw === null || !("hashtags" in raw) || !Array.isArray(raw.hashtags)) {
    return raw;
  }
  return {
    ...raw,
    hashtags: raw.hashtags.map((tag: unknown) => (typeof tag === "string" && !tag.startsWith("#") ? `#${tag.replace(/\s+/g, "")}` : tag)),
  };
};

/** The text loaded into the post: the content (a carousel's slides, a poll's options after it) and the hashtags. */
export const renderDraft = (draft: PostDraft): string =>
  [
    draft.content,
    ...draft.slides.map((slide, index) => `${index + 1}. ${slide.heading}\n${slide.body}`),
    ...(draft.poll ? [[draft.poll.question, ...draft.poll.options.map((option, index) => `${index + 1}. ${option}`)].join("\n")] : []),
    draft.hashtags.join(" "),
  ]
    .filter(Boolean)
    .join("\n\n");

/** One generator of document 4 §7 as a prompt module: id `post-category.<category>`. */
export const postCategoryPrompt = (category: PostCategory): ObjectPrompt<PostCategoryRequest, PostDraft> => ({
  id: `post-category.${category}`,
  version: CATEGORY_VERSIONS[category],
  input: PostCategoryRequestSchema,
  output: PostDraftSchema,
  temperature: category === "poll" ? 0.6 : 0.8,
  // ≈ 4 characters per token, doubled for the JSON around it, plus room for slides.
  maxTokens: (request) => Math.min(8000, Math.ceil(request.length / 2) + (category === "carousel" ? 800 : 300)),
  build: (request, brand) => [
    systemMessage(
      "You write social media posts for a campaign calendar that sound like a real person, not an advertisement.",
      [
        CATEGORY_GUIDES[category],
        "Match the requested tone, style, presentation style and length.",
        "Never invent statistics, quotes, names or results the data does not give.",
        ...shapeRules(category),
      ],
      brand,
    ),
    userMessage(`Write one ${POST_CATEGORY_LABELS[category].toLowerCase()} post.`, settings(request), ...material(request)),
  ],
  normalize: normalizeDraft,
  render: renderDraft,
});
