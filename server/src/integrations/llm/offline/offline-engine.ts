import {
  BlogOutlineRequestSchema,
  CarouselRequestSchema,
  EmailsRequestSchema,
  FreeTextRequestSchema,
  HashtagsRequestSchema,
  HeadlinesRequestSchema,
  PollRequestSchema,
  ConvertForXRequestSchema,
  PostCategoryRequestSchema,
  PostTopicsRequestSchema,
  PromotionalPitchRequestSchema,
  SocialPostRequestSchema,
  TipsRequestSchema,
} from "@wordloom/shared/api";
import { needsModel } from "../errors";
import type { GenerationTask } from "../types";
import { offlineBlogOutline } from "./blog-outline";
import { offlineCarousel } from "./carousel";
import { offlineEmail } from "./emails";
import { offlineHashtags } from "./hashtags";
import { offlineHeadlines } from "./headlines";
import { offlineMessage } from "./messages";
import { offlinePoll } from "./poll";
import { offlinePostDraft } from "./post-categories/post-draft";
import { offlineTopicIdeas } from "./post-categories/topic-ideas";
import { offlinePromotionalPitch } from "./promotional-pitch";
import { seedOf, seededRandom } from "./seeded-random";
import { offlineSocialPost } from "./social-post";
import { offlineTips } from "./tips";

/** A text kind answers text; a structured kind answers the object of its output schema. */
type OfflineAnswer = { text: string } | { object: unknown };

/**
 * The offline template engine: deterministic (seeded by kind, input and brand voice), built from the
 * user's own text, topic and brand voice. Kinds it cannot serve honestly answer NEEDS_MODEL.
 */
export const runOffline = ({ kind, input, brand }: GenerationTask): OfflineAnswer => {
  const random = seededRandom(seedOf(kind, JSON.stringify(input), brand?.title ?? ""));
  switch (kind) {
    case "social-post":
      return { text: offlineSocialPost(SocialPostRequestSchema.parse(input), brand, random) };
    case "hashtags":
      return { object: offlineHashtags(HashtagsRequestSchema.parse(input), brand) };
    case "poll":
      return { object: offlinePoll(PollRequestSchema.parse(input), brand, random) };
    case "carousel":
      return { object: offlineCarousel(CarouselRequestSchema.parse(input), brand) };
    case "tips":
      return { object: offlineTips(TipsRequestSchema.parse(input)) };
    case "blog-outline":
      return { object: offlineBlogOutline(BlogOutlineRequestSchema.parse(input), brand) };
    case "promotional-pitch":
      return { text: offlinePromotionalPitch(PromotionalPitchRequestSchema.parse(input), brand, random) };
    case "messages":
    case "message-craft":
      return { text: offlineMessage(kind, FreeTextRequestSchema.parse(input), random) };
    case "emails":
      return { text: offlineEmail(EmailsRequestSchema.parse(input)) };
    case "headlines":
      return { object: offlineHeadlines(HeadlinesRequestSchema.parse(input), random) };
    case "post-category":
      return { object: offlinePostDraft(PostCategoryRequestSchema.parse(input), brand, random) };
    case "post-topics":
      return { object: offlineTopicIdeas(PostTopicsRequestSchema.parse(input), brand) };
    case "convert-for-x":
      // The text is fitted to X's limit by the service (fit-for-x.ts), for the model's answer too.
      return { object: { text: ConvertForXRequestSchema.parse(input).content } };
    case "blog":
    case "memoir":
    case "rephrase":
    case "idioms":
      throw needsModel(kind, REFUSALS[kind]);
  }
};

/** Why the templates refuse what only a model can write; needsModel adds what to connect. */
const REFUSALS: Record<"blog" | "memoir" | "rephrase" | "idioms", string> = {
  blog: "Templates cannot write a free-form blog post honestly.",
  memoir: "Templates cannot write your memoir honestly: it needs your story told in new sentences.",
  rephrase: "Templates cannot rephrase text in a tone and style honestly.",
  idioms: "Templates cannot choose idioms for your context honestly.",
};
