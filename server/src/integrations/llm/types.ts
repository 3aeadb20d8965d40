import type { z } from "zod";
import type { GenerationKind, ModelHealth, TokenUsage } from "@wordloom/shared/api";
import type { BrandVoiceContext } from "./prompts/brand-voice-context";

/** One chat message, as the Chat Completions API takes it. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * What the prompt was built from. The model providers ignore it and read the messages; the offline
 * engine works from it directly, so both serve the same prompt ids and output shapes.
 */
export interface GenerationTask {
  kind: GenerationKind;
  input: unknown;
  brand: BrandVoiceContext | null;
}

interface CallRequest {
  task: GenerationTask;
  messages: ChatMessage[];
  maxTokens: number;
  temperature: number;
  /** Fires when the caller gives up (the browser went away). The provider adds its own deadline. */
  signal: AbortSignal;
}

export type StreamTextRequest = CallRequest;

export interface GenerateObjectRequest<T> extends CallRequest {
  /** Our schema: the answer is always validated with it, whatever the server promised. */
  schema: z.ZodType<T>;
  /** The schema's name in the request (letters, digits, _ and -). */
  name: string;
  /** Fixes up a parsed answer before validation (e.g. a missing "#" on a hashtag). */
  normalize?: (raw: unknown) => unknown;
}

/** Why a stream stopped early: the caller left, or the provider's deadline passed. */
export type AbortReason = "caller" | "deadline";

/**
 * The events of a text stream: text pieces, then exactly one final usage event. A stream never
 * throws on abort or deadline (the final event says so); it throws on real upstream errors.
 */
export type StreamEvent =
  | { type: "text"; text: string }
  | { type: "usage"; usage: TokenUsage; aborted: false }
  | { type: "usage"; usage: TokenUsage; aborted: true; reason: AbortReason };

export interface ObjectResult<T> {
  object: T;
  usage: TokenUsage;
}

/** The one port every generation goes through (handbook llm.md §1). */
export interface LlmProvider {
  readonly kind: "offline" | "openai-compatible";
  /** "offline-template", or the configured model id. */
  readonly model: string;
  streamText(request: StreamTextRequest): AsyncIterable<StreamEvent>;
  generateObject<T>(request: GenerateObjectRequest<T>): Promise<ObjectResult<T>>;
  /** An actionable status: ready, not configured, unreachable, model not found. */
  health(): Promise<ModelHealth>;
}
