/**
 * Generation by category for campaign posts (spec document 4 §5 "Generation", §7 generator and
 * topic-list calls; document 3 §2.8 the post creation form). Pure rules both the server (400 with
 * the messages below as field issues) and the web app's generator panel apply, so a form shows the
 * very message the server would answer.
 */
import { SOCIAL_POST_CATEGORIES } from "../model/generation.requests";

/** The generators of document 4 §7: polls and carousels beside the social post categories (with "Real stories" (§5) and fun facts). */
export const POST_CATEGORIES = ["poll", "carousel", ...SOCIAL_POST_CATEGORIES] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const POST_CATEGORY_LABELS: Record<PostCategory, string> = {
  poll: "Poll",
  carousel: "Carousel",
  "how-to": "How-to",
  "dos-and-donts": "Do's and don'ts",
  "tips-and-tricks": "Tips and tricks",
  "lessons-learned": "Lessons learned",
  "trending-topic": "Trending topics",
  "features-and-updates": "Features and updates",
  testimonial: "Testimonial",
  "inspirational-quotes": "Quotes",
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

export const isPostCategory = (value: unknown): value is PostCategory =>
  typeof value === "string" && (POST_CATEGORIES as readonly string[]).includes(value);

/** The categories with a topic list (document 4 §7: getPollTopicsList … findProductComparisonList). */
export const TOPIC_LIST_CATEGORIES = [
  "poll",
  "trending-topic",
  "how-to",
  "tips-and-tricks",
  "user-journey",
  "thought-leadership",
  "lessons-learned",
  "inspirational-quotes",
  "dos-and-donts",
  "interesting-facts",
  "fun-facts",
  "product-review",
  "product-comparison",
] as const satisfies readonly PostCategory[];
export type TopicListCategory = (typeof TOPIC_LIST_CATEGORIES)[number];

export const hasTopicList = (category: PostCategory): category is TopicListCategory =>
  (TOPIC_LIST_CATEGORIES as readonly string[]).includes(category);

/** The spec's messages (document 4 §5) verbatim; Wordloom's own words where the spec gives none (marked). */
export const POST_GENERATION_MESSAGES = {
  pillarRequired: "Select a valid Content Pillar!",
  realStoriesFields: "Context Input all fields are mandatory!",
  categoryRequired: "Add a valid category for your post!",
  /** Wordloom's words: the spec names the rule, not its text. */
  topicRequired: "Add a valid topic or context for your post!",
  toneStyleRequired: "Style and tone is needed",
  presentationRequired: "presentation style is needed",
  inputRequired: "Add a valid input for your post!",
  productDescriptionRequired: "Product Description is required!",
  ageRange: "Valid Target audience age range is 14-99",
  urlInvalid: "Please add a valid Url to generate!",
  responsibilitiesRequired: "Responsibilities are required!",
  maxSelection: "Maximum 5 items can be selected at a time!",
  selectionRequired: "Please select at least one item.",
  roleRequired: "Minimum 1 Role is required!",
  brandVoiceRequired: "Please select a brand voice to continue.",
  /** Wordloom's words for the list limits the spec states (review angles, products, criteria, entry length). */
  reviewAnglesMin: "Add at least 3 review angles.",
  reviewAnglesMax: "You can add up to 10 review angles.",
  productsMin: "Add at least 2 products to compare.",
  productsMax: "You can compare up to 10 products.",
  criteriaMin: "Add at least 3 comparison criteria.",
  criteriaMax: "You can add up to 6 comparison criteria.",
  entryTooLong: "An entry can be at most 30 characters.",
  entryEmpty: "Input field is empty.",
  lengthOutOfRange: (min: number, max: number) => `Choose a length between ${min} and ${max} characters.`,
} as const;

/** A stable id for every rule, so tests and clients need not compare message texts. */
export type PostGenerationRule =
  | "PILLAR_REQUIRED"
  | "REAL_STORY_FIELDS"
  | "CATEGORY_REQUIRED"
  | "TOPIC_REQUIRED"
  | "SELECTION_REQUIRED"
  | "MAX_SELECTION"
  | "TONE_STYLE_REQUIRED"
  | "PRESENTATION_REQUIRED"
  | "INPUT_REQUIRED"
  | "PRODUCT_DESCRIPTION_REQUIRED"
  | "AGE_RANGE"
  | "URL_INVALID"
  | "RESPONSIBILITIES_REQUIRED"
  | "ROLE_REQUIRED"
  | "LIST_TOO_SHORT"
  | "LIST_TOO_LONG"
  | "ENTRY_TOO_LONG"
  | "LENGTH_OUT_OF_RANGE"
  | "BRAND_VOICE_REQUIRED";

export interface PostGenerationIssue {
  /** The request field the message belongs to. */
  field: string;
  rule: PostGenerationRule;
  message: string;
}

/** Limits of the generator forms (document 4 §5, §9). */
export const POST_GENERATION_LIMITS = {
  /** "Maximum 5 items can be selected at a time!" (§9 max selectable items). */
  maxSelectedItems: 5,
  /** Target audience age range (§9). */
  minAge: 14,
  maxAge: 99,
  /** Product review: review angles 3–10; comparison: products 2–10, criteria 3–6; entries ≤ 30 characters. */
  reviewAngles: { min: 3, max: 10 },
  comparisonProducts: { min: 2, max: 10 },
  comparisonCriteria: { min: 3, max: 6 },
  entryMaxChars: 30,
  /** Real stories: at least two "||"-separated fields. */
  realStoryMinFields: 2,
  /** Roles of a user journey: at least one, at most five (the selection limit). */
  maxRoles: 5,
  /** Length slider minimum (characters): blog 1000, otherwise 100; a testimonial its own length plus 100. */
  minLength: 100,
  blogMinLength: 1000,
  testimonialExtra: 100,
  /** The slider's maximum is five times the post type's maximum length. */
  maxLengthFactor: 5,
  /** When the post type's maximum is not given: LinkedIn's 3,000 characters (the registry's linkedinTextLength). */
  defaultTypeMaxLength: 3000,
  defaultLength: 600,
} as const;

/** Real stories: the fields are sent joined by "||" (the same separator as REAL_STORY_SEPARATOR of the social post). */
const STORY_SEPARATOR = "||";

/** Post types whose generation needs a content pillar (§5: Post, Infographics, Polls and Carousel). */
const PILLAR_POST_TYPES = new Set(["post", "infographic", "poll", "carousel"]);

/** "Polls", "Infographics", "post " → the singular key. */
export const postTypeKey = (postType: string): string =>
  postType
    .trim()
    .toLowerCase()
    .replace(/s$/, "")
    .replace(/[^a-z]+/g, "-");

export const needsContentPillar = (postType: string): boolean => PILLAR_POST_TYPES.has(postTypeKey(postType));

/**
 * Where a category's subject comes from: `topic` a topic from its list or the user's context;
 * `list` one or more picked items only (trending topics, quote areas); `input` the user's own words;
 * `feature` the feature's name and description (or a URL); `review` a product and its review
 * angles; `comparison` the products and criteria; `story` the real story's fields.
 */
export type SubjectKind = "topic" | "list" | "input" | "feature" | "review" | "comparison" | "story" | "testimonial";

export interface CategoryNeeds {
  subject: SubjectKind;
  /** Tone and style must both be chosen ("Style and tone is needed"). */
  toneStyle: boolean;
  /** The presentation (articulation) style must be chosen ("presentation style is needed"). */
  presentation: boolean;
  /** Asks for the target audience's age range (14–99). */
  audience: boolean;
  /** Asks for roles and responsibilities. */
  roles: boolean;
}

const needs = (subject: SubjectKind, toneStyle: boolean, presentation: boolean, extra: Partial<CategoryNeeds> = {}): CategoryNeeds => ({
  subject,
  toneStyle,
  presentation,
  audience: false,
  roles: false,
  ...extra,
});

/** What each category's form asks for. */
export const CATEGORY_NEEDS: Record<PostCategory, CategoryNeeds> = {
  poll: needs("topic", false, false),
  carousel: needs("topic", true, true),
  "how-to": needs("topic", true, true),
  "dos-and-donts": needs("topic", true, false),
  "tips-and-tricks": needs("topic", true, true),
  "lessons-learned": needs("topic", true, true),
  "trending-topic": needs("list", true, true),
  "features-and-updates": needs("feature", true, false),
  testimonial: needs("testimonial", true, false),
  "inspirational-quotes": needs("list", false, false),
  "personal-success-story": needs("input", true, true),
  "thought-leadership": needs("topic", true, true),
  "user-journey": needs("topic", true, true, { audience: true, roles: true }),
  "open-conversation": needs("topic", true, false),
  "interesting-facts": needs("topic", false, false),
  "fun-facts": needs("topic", false, false),
  "product-review": needs("review", true, false, { audience: true }),
  "product-comparison": needs("comparison", true, false, { audience: true }),
  "write-my-own": needs("input", true, true),
  "event-highlights": needs("input", true, false),
  "real-stories": needs("story", true, true),
};

/** The fields the rules read: the request as the form or the client sends it (anything may be missing). */
export interface PostGenerationFields {
  category?: string | undefined;
  postType?: string | undefined;
  contentPillar?: string | undefined;
  topics?: readonly string[] | undefined;
  context?: string | undefined;
  input?: string | undefined;
  tone?: string | undefined;
  style?: string | undefined;
  presentationStyle?: string | undefined;
  length?: number | undefined;
  typeMaxLength?: number | undefined;
  featureName?: string | undefined;
  productDescription?: string | undefined;
  url?: string | undefined;
  ageMin?: number | undefined;
  ageMax?: number | undefined;
  roles?: readonly string[] | undefined;
  responsibilities?: string | undefined;
  product?: string | undefined;
  products?: readonly string[] | undefined;
  reviewAngles?: readonly string[] | undefined;
  comparisonCriteria?: readonly string[] | undefined;
}

const filled = (value: string | undefined): boolean => (value ?? "").trim().length > 0;
const entries = (list: readonly string[] | undefined): string[] => (list ?? []).map((entry) => entry.trim()).filter(Boolean);

/** The real story's fields ("a || b || c" → ["a", "b", "c"]), empty ones left out. */
export const realStoryFields = (input: string): string[] =>
  input
    .split(STORY_SEPARATOR)
    .map((field) => field.trim())
    .filter(Boolean);

/** An http(s) URL with a host that has a dot (or localhost). */
export const isGenerationUrl = (value: string): boolean => {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) {
    return false;
  }
  try {
    const url = new URL(trimmed);
    return url.hostname === "localhost" || /^[^.]+(\.[^.]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
};

/** A target audience age range: both ends in 14–99 and the lower end not above the upper. */
export const isValidAgeRange = (ageMin: number | undefined, ageMax: number | undefined): boolean => {
  const { minAge, maxAge } = POST_GENERATION_LIMITS;
  const inRange = (age: number | undefined) => age !== undefined && Number.isInteger(age) && age >= minAge && age <= maxAge;
  return inRange(ageMin) && inRange(ageMax) && (ageMin ?? 0) <= (ageMax ?? 0);
};

/**
 * The length slider's range in characters (§5 "Testimonial length"): the minimum is the
 * testimonial's own length plus 100, 1000 for a blog, otherwise 100; the maximum is five times the
 * post type's maximum length.
 */
export const generationLengthRange = (fields: {
  category?: string | undefined;
  postType?: string | undefined;
  context?: string | undefined;
  typeMaxLength?: number | undefined;
}): { min: number; max: number } => {
  const limits = POST_GENERATION_LIMITS;
  const max = limits.maxLengthFactor * (fields.typeMaxLength ?? limits.defaultTypeMaxLength);
  const min =
    fields.category === "testimonial"
      ? (fields.context ?? "").trim().length + limits.testimonialExtra
      : postTypeKey(fields.postType ?? "post") === "blog"
        ? limits.blogMinLength
        : limits.minLength;
  return { min: Math.min(min, max), max };
};

type Push = (field: string, rule: PostGenerationRule, message: string) => void;

/** Entries of a list the user builds (review angles, products, criteria): count and length. */
const checkList = (
  push: Push,
  field: string,
  list: readonly string[] | undefined,
  bounds: { min: number; max: number },
  messages: { min: string; max: string },
) => {
  const items = entries(list);
  if (items.some((item) => item.length > POST_GENERATION_LIMITS.entryMaxChars)) {
    push(field, "ENTRY_TOO_LONG", POST_GENERATION_MESSAGES.entryTooLong);
  } else if (items.length < bounds.min) {
    push(field, "LIST_TOO_SHORT", messages.min);
  } else if (items.length > bounds.max) {
    push(field, "LIST_TOO_LONG", messages.max);
  }
};

const checkSubject = (push: Push, category: PostCategory, fields: PostGenerationFields) => {
  const M = POST_GENERATION_MESSAGES;
  const topics = entries(fields.topics);
  if (topics.length > POST_GENERATION_LIMITS.maxSelectedItems) {
    push("topics", "MAX_SELECTION", M.maxSelection);
  }
  switch (CATEGORY_NEEDS[category].subject) {
    case "topic":
      if (topics.length === 0 && !filled(fields.context)) {
        push("topics", "TOPIC_REQUIRED", M.topicRequired);
      }
      break;
    case "list":
      if (topics.length === 0) {
        push("topics", "SELECTION_REQUIRED", M.selectionRequired);
      }
      break;
    case "input":
      if (!filled(fields.input)) {
        push("input", "INPUT_REQUIRED", M.inputRequired);
      }
      break;
    case "testimonial":
      if (!filled(fields.context)) {
        push("context", "INPUT_REQUIRED", M.inputRequired);
      }
      break;
    case "story":
      if (realStoryFields(fields.input ?? "").length < POST_GENERATION_LIMITS.realStoryMinFields) {
        push("input", "REAL_STORY_FIELDS", M.realStoriesFields);
      }
      break;
    case "feature":
      if (!filled(fields.featureName)) {
        push("featureName", "INPUT_REQUIRED", M.inputRequired);
      }
      if (filled(fields.url)) {
        if (!isGenerationUrl(fields.url ?? "")) {
          push("url", "URL_INVALID", M.urlInvalid);
        }
      } else if (!filled(fields.productDescription)) {
        push("productDescription", "PRODUCT_DESCRIPTION_REQUIRED", M.productDescriptionRequired);
      }
      break;
    case "review":
      if (!filled(fields.product)) {
        push("product", "INPUT_REQUIRED", M.inputRequired);
      }
      checkList(push, "reviewAngles", fields.reviewAngles, POST_GENERATION_LIMITS.reviewAngles, {
        min: M.reviewAnglesMin,
        max: M.reviewAnglesMax,
      });
      break;
    case "comparison":
      checkList(push, "products", fields.products, POST_GENERATION_LIMITS.comparisonProducts, { min: M.productsMin, max: M.productsMax });
      checkList(push, "comparisonCriteria", fields.comparisonCriteria, POST_GENERATION_LIMITS.comparisonCriteria, {
        min: M.criteriaMin,
        max: M.criteriaMax,
      });
      break;
  }
};

/**
 * Every rule of document 4 §5 for a generation request, in the order a form shows them. An empty
 * list means the request may be sent.
 */
export const checkPostGeneration = (fields: PostGenerationFields): PostGenerationIssue[] => {
  const issues: PostGenerationIssue[] = [];
  const push: Push = (field, rule, message) => issues.push({ field, rule, message });
  const M = POST_GENERATION_MESSAGES;
  if (!isPostCategory(fields.category)) {
    push("category", "CATEGORY_REQUIRED", M.categoryRequired);
    return issues;
  }
  const category = fields.category;
  const need = CATEGORY_NEEDS[category];
  if (needsContentPillar(fields.postType ?? "post") && !filled(fields.contentPillar)) {
    push("contentPillar", "PILLAR_REQUIRED", M.pillarRequired);
  }
  checkSubject(push, category, fields);
  if (need.audience && (fields.ageMin !== undefined || fields.ageMax !== undefined || category === "user-journey")) {
    if (!isValidAgeRange(fields.ageMin, fields.ageMax)) {
      push("ageMin", "AGE_RANGE", M.ageRange);
    }
  }
  if (need.roles) {
    const roles = entries(fields.roles);
    if (roles.length === 0) {
      push("roles", "ROLE_REQUIRED", M.roleRequired);
    } else if (roles.length > POST_GENERATION_LIMITS.maxRoles) {
      push("roles", "MAX_SELECTION", M.maxSelection);
    } else if (roles.some((role) => role.length > POST_GENERATION_LIMITS.entryMaxChars)) {
      push("roles", "ENTRY_TOO_LONG", M.entryTooLong);
    }
    if (!filled(fields.responsibilities)) {
      push("responsibilities", "RESPONSIBILITIES_REQUIRED", M.responsibilitiesRequired);
    }
  }
  if (need.toneStyle && (!filled(fields.tone) || !filled(fields.style))) {
    push("tone", "TONE_STYLE_REQUIRED", M.toneStyleRequired);
  }
  if (need.presentation && !filled(fields.presentationStyle)) {
    push("presentationStyle", "PRESENTATION_REQUIRED", M.presentationRequired);
  }
  if (fields.length !== undefined) {
    const range = generationLengthRange(fields);
    if (fields.length < range.min || fields.length > range.max) {
      push("length", "LENGTH_OUT_OF_RANGE", M.lengthOutOfRange(range.min, range.max));
    }
  }
  return issues;
};

/** A topic-list request needs a brand voice (the persona) or some context to seed it (§8 "missing persona"). */
export const checkTopicList = (fields: {
  brandVoiceId?: string | null | undefined;
  context?: string | undefined;
}): PostGenerationIssue[] =>
  fields.brandVoiceId || filled(fields.context)
    ? []
    : [{ field: "brandVoiceId", rule: "BRAND_VOICE_REQUIRED", message: POST_GENERATION_MESSAGES.brandVoiceRequired }];

/**
 * Adds an entry the user typed and confirmed with Enter (review angles, products, criteria, roles):
 * trimmed, at most 30 characters, duplicates ignored (case-insensitive), refused once the list is full.
 */
export const addListEntry = (list: readonly string[], entry: string, max: number): { list: readonly string[]; error: string | null } => {
  const value = entry.trim().replace(/\s+/g, " ");
  if (!value) {
    return { list, error: POST_GENERATION_MESSAGES.entryEmpty };
  }
  if (value.length > POST_GENERATION_LIMITS.entryMaxChars) {
    return { list, error: POST_GENERATION_MESSAGES.entryTooLong };
  }
  if (list.some((item) => item.toLowerCase() === value.toLowerCase())) {
    return { list, error: null };
  }
  if (list.length >= max) {
    return {
      list,
      error: max === POST_GENERATION_LIMITS.maxSelectedItems ? POST_GENERATION_MESSAGES.maxSelection : `You can add up to ${max}.`,
    };
  }
  return { list: [...list, value], error: null };
};

/** Toggles an item picked from a topic list, refusing a sixth ("Maximum 5 items can be selected at a time!"). */
export const toggleSelection = (selected: readonly string[], item: string): { selected: readonly string[]; error: string | null } => {
  if (selected.includes(item)) {
    return { selected: selected.filter((entry) => entry !== item), error: null };
  }
  if (selected.length >= POST_GENERATION_LIMITS.maxSelectedItems) {
    return { selected, error: POST_GENERATION_MESSAGES.maxSelection };
  }
  return { selected: [...selected, item], error: null };
};
