import {
  BLOG_TOPIC_MAX_CHARS,
  BlogOutlineRequestSchema,
  BlogRequestSchema,
  DEFAULT_BLOG_STYLE,
  DEFAULT_BLOG_WORDS,
  DEFAULT_TONE,
  type BlogOutlineRequest,
  type BlogRequest,
} from "@wordloom/shared/api";
import { checkRequest, optional, type CheckedRequest } from "./validate-request";

export { BLOG_TOPIC_MAX_CHARS };

/** Generate Blog (spec document 3 §2.9): a blog or an outline. */
type BlogMode = "blog" | "outline";

interface BlogFormValues {
  mode: BlogMode;
  topic: string;
  /** Comma-separated. */
  keywords: string;
  tone: string;
  style: string;
  length: number;
  sectionCount: number;
}

export const INITIAL_BLOG_FORM: BlogFormValues = {
  mode: "blog",
  topic: "",
  keywords: "",
  tone: DEFAULT_TONE,
  style: DEFAULT_BLOG_STYLE,
  length: DEFAULT_BLOG_WORDS,
  sectionCount: 5,
};

const splitList = (text: string): string[] =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The request for the chosen mode (blog or outline), checked. */
type BlogFormRequest =
  { mode: "blog"; checked: CheckedRequest<BlogRequest> } | { mode: "outline"; checked: CheckedRequest<BlogOutlineRequest> };

export const blogRequest = (values: BlogFormValues, brandVoiceId: string | null): BlogFormRequest => {
  const common = {
    brandVoiceId,
    topic: values.topic.trim(),
    keywords: splitList(values.keywords),
    tone: optional(values.tone) ?? DEFAULT_TONE,
    style: optional(values.style) ?? DEFAULT_BLOG_STYLE,
  };
  if (values.mode === "outline") {
    return { mode: "outline", checked: checkRequest(BlogOutlineRequestSchema, { ...common, sectionCount: values.sectionCount }) };
  }
  return { mode: "blog", checked: checkRequest(BlogRequestSchema, { ...common, length: values.length }) };
};
