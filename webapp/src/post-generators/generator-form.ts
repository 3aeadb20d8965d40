import {
  CATEGORY_NEEDS,
  checkPostGeneration,
  generationLengthRange,
  POST_GENERATION_LIMITS,
  type PostCategory,
} from "@wordloom/shared/rules";
import type { PostCategoryRequestInput } from "@wordloom/shared/api";

/** The generator panel's form (document 3 §2.8, document 4 §5): every field any category asks for. */
export interface GeneratorFormValues {
  category: PostCategory | "";
  contentPillar: string;
  /** Items picked from the topic list (at most 5). */
  topics: readonly string[];
  context: string;
  input: string;
  /** Real stories: the three fields, sent joined by "||". */
  storyFields: readonly [string, string, string];
  tone: string;
  style: string;
  presentationStyle: string;
  length: number;
  linkedInFormat: boolean;
  featureName: string;
  productDescription: string;
  url: string;
  audience: string;
  ageMin: string;
  ageMax: string;
  roles: readonly string[];
  responsibilities: string;
  product: string;
  overview: string;
  reviewAngles: readonly string[];
  products: readonly string[];
  comparisonCriteria: readonly string[];
}

export const initialGeneratorForm = (category: PostCategory | ""): GeneratorFormValues => ({
  category,
  contentPillar: "",
  topics: [],
  context: "",
  input: "",
  storyFields: ["", "", ""],
  tone: "Conversational",
  style: "Simplified",
  presentationStyle: "Storytelling",
  length: POST_GENERATION_LIMITS.defaultLength,
  linkedInFormat: false,
  featureName: "",
  productDescription: "",
  url: "",
  audience: "",
  ageMin: "",
  ageMax: "",
  roles: [],
  responsibilities: "",
  product: "",
  overview: "",
  reviewAngles: [],
  products: [],
  comparisonCriteria: [],
});

const optional = (value: string): string | undefined => (value.trim() ? value.trim() : undefined);
const age = (value: string): number | undefined => (value.trim() === "" ? undefined : Number(value));

/** Where the panel is used: the post's type and its maximum length (the host's post editor knows them). */
export interface GeneratorContext {
  postType: string;
  typeMaxLength: number;
  brandVoiceId: string | null;
}

/** The request body for the form's category: only the fields that category reads. */
export const generatorRequest = (values: GeneratorFormValues, context: GeneratorContext): PostCategoryRequestInput => {
  const category = values.category === "" ? undefined : values.category;
  const need = category ? CATEGORY_NEEDS[category] : null;
  const subject = need?.subject;
  const story = values.storyFields.map((field) => field.trim());
  return {
    brandVoiceId: context.brandVoiceId,
    // A missing category is sent as missing, so the rules answer with the spec's message.
    category: category as PostCategory,
    postType: context.postType,
    typeMaxLength: context.typeMaxLength,
    contentPillar: optional(values.contentPillar),
    topics: subject === "topic" || subject === "list" ? [...values.topics] : [],
    context: subject === "topic" || subject === "testimonial" ? optional(values.context) : undefined,
    input: subject === "story" ? (story.some(Boolean) ? story.join(" || ") : undefined) : optional(values.input),
    tone: need?.toneStyle ? optional(values.tone) : undefined,
    style: need?.toneStyle ? optional(values.style) : undefined,
    presentationStyle: need?.presentation ? optional(values.presentationStyle) : undefined,
    length: values.length,
    linkedInFormat: values.linkedInFormat,
    ...(subject === "feature"
      ? { featureName: optional(values.featureName), productDescription: optional(values.productDescription), url: optional(values.url) }
      : {}),
    ...(need?.audience ? { audience: optional(values.audience), ageMin: age(values.ageMin), ageMax: age(values.ageMax) } : {}),
    ...(need?.roles ? { roles: [...values.roles], responsibilities: optional(values.responsibilities) } : {}),
    ...(subject === "review"
      ? { product: optional(values.product), overview: optional(values.overview), reviewAngles: [...values.reviewAngles] }
      : {}),
    ...(subject === "comparison"
      ? { overview: optional(values.overview), products: [...values.products], comparisonCriteria: [...values.comparisonCriteria] }
      : {}),
  };
};

/** The form's messages by field, from the same rules the server applies. */
export const generatorErrors = (values: GeneratorFormValues, context: GeneratorContext): Record<string, string> => {
  const request = generatorRequest(values, context);
  const errors: Record<string, string> = {};
  for (const issue of checkPostGeneration({ ...request, topics: request.topics, roles: request.roles })) {
    errors[issue.field] ??= issue.message;
  }
  return errors;
};

/** The length slider's range for the form (the testimonial rule of §5). */
export const lengthRangeOf = (values: GeneratorFormValues, context: GeneratorContext) =>
  generationLengthRange({
    category: values.category,
    postType: context.postType,
    context: values.context,
    typeMaxLength: context.typeMaxLength,
  });
