import { POST_CATEGORIES, TOPIC_LIST_CATEGORIES, type PostCategory, type TopicListCategory } from "@wordloom/shared/rules";
import { registerPrompt, type RegisteredPrompt } from "../prompt-module";
import { postCategoryPrompt } from "./post-category";
import { postTopicsPrompt } from "./post-topics";

/** Every category's generator, registered (document 4 §7). */
export const POST_CATEGORY_PROMPTS = Object.fromEntries(
  POST_CATEGORIES.map((category) => [category, registerPrompt(postCategoryPrompt(category))]),
) as Record<PostCategory, RegisteredPrompt>;

/** Every category's topic list, registered. */
export const POST_TOPICS_PROMPTS = Object.fromEntries(
  TOPIC_LIST_CATEGORIES.map((category) => [category, registerPrompt(postTopicsPrompt(category))]),
) as Record<TopicListCategory, RegisteredPrompt>;

const categoryOf = (input: unknown): string =>
  typeof input === "object" && input !== null && "category" in input && typeof input.category === "string" ? input.category : "";

/**
 * A kind served by one prompt per category: the generation service asks `forInput` for the
 * category's prompt (its id and version go on the record); the other methods delegate to it too.
 */
const byCategory = <Category extends string>(prompts: Record<Category, RegisteredPrompt>, fallback: Category): RegisteredPrompt => {
  const pick = (input: unknown): RegisteredPrompt => prompts[categoryOf(input) as Category] ?? prompts[fallback];
  const first = prompts[fallback];
  return {
    ...first,
    maxTokens: (input) => pick(input).maxTokens(input),
    build: (input, brand) => pick(input).build(input, brand),
    forInput: pick,
  };
};

export const postCategoryDispatcher = byCategory(POST_CATEGORY_PROMPTS, "how-to");
export const postTopicsDispatcher = byCategory(POST_TOPICS_PROMPTS, "how-to");
