import {
  DEFAULT_BLOG_WORDS,
  DEFAULT_POST_WORDS,
  DEFAULT_PRESENTATION_STYLE,
  DEFAULT_STYLE,
  DEFAULT_TONE,
  REAL_STORY_SEPARATOR,
  SOCIAL_POST_CATEGORY_LABELS,
  SocialPostRequestSchema,
  type SocialPostCategory,
} from "@wordloom/shared/api";
import { objectiveByKey } from "./post-objectives";
import { checkRequest, optional } from "./validate-request";

/** Post creation (spec document 3 §2.8). */
export interface SocialPostFormValues {
  postType: "post" | "blog";
  contentPillar: string;
  objectiveKey: string;
  category: SocialPostCategory | "";
  topic: string;
  testimonial: string;
  input: string;
  /** Real stories: the context fields, all mandatory (sent joined by "||"). */
  storyFields: readonly [string, string, string];
  tone: string;
  style: string;
  presentationStyle: string;
  length: number;
  linkedInFormat: boolean;
}

export const REAL_STORY_FIELD_LABELS = ["The situation", "What happened", "The outcome"] as const;

export const INITIAL_SOCIAL_POST_FORM: SocialPostFormValues = {
  postType: "post",
  contentPillar: "",
  objectiveKey: "",
  category: "",
  topic: "",
  testimonial: "",
  input: "",
  storyFields: ["", "", ""],
  tone: DEFAULT_TONE,
  style: DEFAULT_STYLE,
  presentationStyle: DEFAULT_PRESENTATION_STYLE,
  length: DEFAULT_POST_WORDS,
  linkedInFormat: false,
};

/** The length slider's range per post type (words). */
export const LENGTH_RANGE = {
  post: { min: 10, max: 400, initial: DEFAULT_POST_WORDS },
  blog: { min: 300, max: 3000, initial: DEFAULT_BLOG_WORDS },
} as const;

/** Which extra input a category asks for. */
export const categoryInput = (category: SocialPostCategory | ""): "testimonial" | "story" | "own-text" | "topic" => {
  if (category === "testimonial") {
    return "testimonial";
  }
  if (category === "real-stories") {
    return "story";
  }
  if (category === "write-my-own") {
    return "own-text";
  }
  return "topic";
};

const storyInput = (fields: readonly string[]): string | undefined => {
  const filled = fields.map((field) => field.trim());
  return filled.some(Boolean) ? filled.join(` ${REAL_STORY_SEPARATOR} `) : undefined;
};

export const socialPostRequest = (values: SocialPostFormValues, brandVoiceId: string | null) => {
  const kind = categoryInput(values.category);
  return checkRequest(SocialPostRequestSchema, {
    brandVoiceId,
    postType: values.postType,
    // An empty category is sent as missing, so the schema answers with the spec's message.
    category: values.category === "" ? undefined : values.category,
    contentPillar: optional(values.contentPillar),
    objective: objectiveByKey(values.objectiveKey)?.label,
    objectiveCategory: values.category === "" ? undefined : SOCIAL_POST_CATEGORY_LABELS[values.category],
    topic: kind === "topic" || kind === "testimonial" ? optional(values.topic) : undefined,
    testimonial: kind === "testimonial" ? optional(values.testimonial) : undefined,
    input: kind === "story" ? storyInput(values.storyFields) : optional(values.input),
    tone: optional(values.tone) ?? DEFAULT_TONE,
    style: optional(values.style) ?? DEFAULT_STYLE,
    presentationStyle: optional(values.presentationStyle) ?? DEFAULT_PRESENTATION_STYLE,
    length: values.length,
    // Checked as chosen: the schema refuses LinkedIn Format for blogs ('Not Supported for Blog Type').
    linkedInFormat: values.linkedInFormat,
  });
};
