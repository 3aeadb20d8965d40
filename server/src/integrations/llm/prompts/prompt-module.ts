import { createHash } from "node:crypto";
import type { z } from "zod";
import type { FeatureName } from "@wordloom/shared/rules";
import { GENERATION_FEATURES, GENERATION_KINDS, type GenerationKind } from "@wordloom/shared/api";
import type { ChatMessage } from "../types";
import type { BrandVoiceContext } from "./brand-voice-context";
import { brandVoiceData, DATA_NOTICE } from "./fence";

/** A prompt's id: its generation kind, or `<kind>.<variant>` for a kind with one prompt per variant (post.how-to). */
export type PromptId = GenerationKind | `${GenerationKind}.${string}`;

interface PromptBase<Input> {
  /** The prompt's id in every generation record: the kind it serves, or `<kind>.<variant>`. */
  id: PromptId;
  /** Raised whenever the wording changes, so records tell prompt versions apart. */
  version: number;
  input: z.ZodType<Input>;
  temperature: number;
  maxTokens: (input: Input) => number;
  /** Pure: no I/O, no clock, no randomness. */
  build: (input: Input, brand: BrandVoiceContext | null) => ChatMessage[];
}

export interface TextPrompt<Input> extends PromptBase<Input> {
  output: null;
}

export interface ObjectPrompt<Input, Output> extends PromptBase<Input> {
  output: z.ZodType<Output>;
  /** Fixes small slips before validation (a hashtag without "#"). */
  normalize?: (raw: unknown) => unknown;
  /** The text loaded into the editor. */
  render: (output: Output) => string;
}

/** A prompt with its types erased, as the registry and the generation service hold it. */
export interface RegisteredPrompt {
  id: PromptId;
  /** The generation kind it serves (the id's first part). */
  kind: GenerationKind;
  version: number;
  feature: FeatureName;
  temperature: number;
  output: z.ZodType | null;
  normalize: (raw: unknown) => unknown;
  maxTokens(input: unknown): number;
  build(input: unknown, brand: BrandVoiceContext | null): ChatMessage[];
  render(output: unknown): string;
  /**
   * A kind served by one prompt per variant (post categories): the prompt for this input, whose id
   * and version the generation records. Absent: this prompt serves every input.
   */
  forInput?: (input: unknown) => RegisteredPrompt;
}

/** The kind of a prompt id ("post-category.how-to" → "post-category"). */
export const kindOfPromptId = (id: PromptId): GenerationKind => {
  const kind = GENERATION_KINDS.find((candidate) => id === candidate || id.startsWith(`${candidate}.`));
  if (!kind) {
    // Invariant: PromptId is a kind or starts with one.
    throw new Error(`prompt id ${id} names no generation kind`);
  }
  return kind;
};

/** Erases a prompt's types behind its own input (and output) schema, parsed on every use. */
export const registerPrompt = <Input, Output>(prompt: TextPrompt<Input> | ObjectPrompt<Input, Output>): RegisteredPrompt => ({
  id: prompt.id,
  kind: kindOfPromptId(prompt.id),
  version: prompt.version,
  feature: GENERATION_FEATURES[kindOfPromptId(prompt.id)],
  temperature: prompt.temperature,
  output: prompt.output,
  normalize: prompt.output ? ((prompt as ObjectPrompt<Input, Output>).normalize ?? ((raw) => raw)) : (raw) => raw,
  maxTokens: (input) => prompt.maxTokens(prompt.input.parse(input)),
  build: (input, brand) => prompt.build(prompt.input.parse(input), brand),
  render: (output) => (prompt.output ? (prompt as ObjectPrompt<Input, Output>).render(prompt.output.parse(output)) : String(output)),
});

/**
 * The system message: who the assistant is, the rules of this prompt, the data notice and the brand
 * voice (itself fenced as data). The task and the user's text go in the user message.
 */
export const systemMessage = (role: string, rules: readonly string[], brand: BrandVoiceContext | null): ChatMessage => ({
  role: "system",
  content: [
    `You are Wordloom's writing assistant. ${role}`,
    "Rules:",
    ...rules.map((rule) => `- ${rule}`),
    ...(brand ? ["- Write in the brand voice described in the brand-voice data: its audience, promise, values and pillars."] : []),
    `- ${DATA_NOTICE}`,
    ...(brand ? ["", brandVoiceData(brand)] : []),
  ].join("\n"),
});

export const userMessage = (...parts: readonly (string | false | undefined)[]): ChatMessage => ({
  role: "user",
  content: parts.filter((part): part is string => typeof part === "string" && part.length > 0).join("\n\n"),
});

/** sha256 of id, version and the rendered system text: the audit trail stored with every generation. */
export const promptHash = (prompt: Pick<RegisteredPrompt, "id" | "version">, messages: readonly ChatMessage[]): string =>
  createHash("sha256")
    .update(`${prompt.id}@${prompt.version}\n${messages.find((message) => message.role === "system")?.content ?? ""}`)
    .digest("hex");

/** Words → a generous token budget (≈ 1.4 tokens per English word, plus room for formatting). */
export const tokensForWords = (words: number, extra = 200): number => Math.ceil(words * 1.4) + extra;
