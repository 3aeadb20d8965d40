import type { PostCategoryRequest, PostDraft, SocialPostRequest } from "@wordloom/shared/api";
import type { PostCategory } from "@wordloom/shared/rules";
import { needsModel } from "../../errors";
import type { BrandVoiceContext } from "../../prompts/brand-voice-context";
import { offlineCarousel } from "../carousel";
import { hashtagsFor } from "../hashtags";
import { offlinePoll } from "../poll";
import type { Random } from "../seeded-random";
import { offlineSocialPost } from "../social-post";
import { clip, sentencesOf, titleCase } from "../text-tools";

type TextCategory = Exclude<PostCategory, "poll" | "carousel">;

/** The subject the draft is about: the first picked topic, else the user's context line, else the named thing. */
const subjectOf = (request: PostCategoryRequest): string | undefined =>
  request.topics[0] ??
  (request.category === "testimonial" ? undefined : request.context) ??
  request.featureName ??
  request.product ??
  (request.products.length > 0 ? request.products.join(" vs ") : undefined) ??
  request.contentPillar;

/** The user's own words a text draft is built from ("" when there are none). */
const ownWords = (request: PostCategoryRequest): string => {
  switch (request.category) {
    case "features-and-updates":
      return [request.productDescription, request.input].filter(Boolean).join("\n");
    case "user-journey":
      return [request.input, request.responsibilities].filter(Boolean).join("\n");
    case "product-review":
    case "product-comparison":
      return [request.overview, request.input].filter(Boolean).join("\n");
    default:
      // A context of two sentences or more is the user's own material too.
      return request.input ?? (request.context && sentencesOf(request.context).length >= 2 ? request.context : "");
  }
};

const hashtagsIn = (text: string): string[] => [...new Set(text.match(/#[\p{L}\p{N}_]{2,60}/gu) ?? [])].slice(0, 30);

/** A text category through the social-post templates: hook, the user's sentences, a closing line, hashtags. */
const textDraft = (
  request: PostCategoryRequest & { category: TextCategory },
  brand: BrandVoiceContext | null,
  random: Random,
): PostDraft => {
  if (request.category === "features-and-updates" && !request.productDescription && !request.input) {
    throw needsModel("post-category", "Reading the feature from a web page needs a model: add the product description instead.");
  }
  if ((request.category === "product-review" || request.category === "product-comparison") && !ownWords(request)) {
    throw needsModel(
      "post-category",
      "Without a model, reviews and comparisons are built from your own notes: add an overview or your notes.",
    );
  }
  const subject = subjectOf(request);
  const social: SocialPostRequest = {
    postType: "post",
    category: request.category,
    ...(request.contentPillar ? { contentPillar: request.contentPillar } : {}),
    ...(subject ? { topic: clip(subject, 280) } : {}),
    ...(request.category === "testimonial" && request.context ? { testimonial: request.context } : {}),
    ...(ownWords(request) ? { input: ownWords(request) } : {}),
    tone: request.tone ?? "Conversational",
    style: request.style ?? "Creative",
    presentationStyle: request.presentationStyle ?? "Storytelling",
    // The slider counts characters; the templates count words (≈ 5 characters a word).
    length: Math.max(10, Math.min(3000, Math.round(request.length / 5))),
    linkedInFormat: request.linkedInFormat,
  };
  const content = offlineSocialPost(social, brand, random);
  return {
    title: clip(titleCase(subject ?? request.category.replace(/-/g, " ")), 200),
    content,
    hashtags: hashtagsIn(content),
    slides: [],
    poll: null,
  };
};

/**
 * A campaign post's template draft without a model: polls from the topic (options from the user's
 * text or the brand voice's pillars), carousels from the user's sentences, every other category
 * from the user's own words. Categories with nothing of the user's to build from answer NEEDS_MODEL.
 */
export const offlinePostDraft = (request: PostCategoryRequest, brand: BrandVoiceContext | null, random: Random): PostDraft => {
  const subject = subjectOf(request) ?? "";
  const text = request.input ?? request.context;
  if (request.category === "poll") {
    const poll = offlinePoll({ topic: clip(subject, 280), ...(text ? { text } : {}), optionCount: 4 }, brand, random);
    const hashtags = hashtagsFor({ topic: subject, ...(text ? { text } : {}) }, brand, 3);
    return {
      title: clip(titleCase(subject), 200),
      content: `${poll.question} Vote below and tell us why in the comments.`,
      hashtags,
      slides: [],
      poll,
    };
  }
  if (request.category === "carousel") {
    const carousel = offlineCarousel({ topic: clip(subject, 280), ...(text ? { text } : {}), slideCount: 6 }, brand);
    const hashtags = hashtagsFor({ topic: subject, ...(text ? { text } : {}) }, brand, 3);
    return {
      title: carousel.title.slice(0, 200),
      content: `${carousel.title}: swipe through for the key points.`,
      hashtags,
      slides: carousel.slides,
      poll: null,
    };
  }
  return textDraft({ ...request, category: request.category }, brand, random);
};
