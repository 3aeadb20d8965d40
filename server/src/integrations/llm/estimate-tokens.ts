import type { TokenUsage } from "@wordloom/shared/api";
import type { ChatMessage } from "./types";

/** About four characters per token for English (handbook llm.md §4); exact counts need the model's tokenizer. */
const CHARS_PER_TOKEN = 4;

const estimateTokens = (text: string): number => Math.ceil(text.length / CHARS_PER_TOKEN);

const estimatePromptTokens = (messages: readonly ChatMessage[]): number => estimateTokens(JSON.stringify(messages));

/** Usage counted from characters, for cut-off streams and servers that report none. */
export const estimateUsage = (messages: readonly ChatMessage[], completion: string): TokenUsage => ({
  tokensIn: estimatePromptTokens(messages),
  tokensOut: estimateTokens(completion),
  estimated: true,
});
