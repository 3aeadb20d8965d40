import type OpenAI from "openai";
import type { ModelHealth, TokenUsage } from "@wordloom/shared/api";
import type { OpenAiCompatibleConfig } from "../../../config";
import { withDeadline, type Deadline } from "../deadline";
import { badOutput, modelUnavailable } from "../errors";
import { estimateUsage } from "../estimate-tokens";
import { parseJsonReply, repairMessages } from "../json-output";
import type { GenerateObjectRequest, LlmProvider, ObjectResult, StreamEvent, StreamTextRequest } from "../types";
import { checkModelHealth } from "./health";
import { mapModelError } from "./map-error";
import { createOpenAiClient } from "./openai-client";
import { structuredRequest, type StructuredRequest } from "./structured-request";

interface ReportedUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

const reported = (usage: ReportedUsage): TokenUsage => ({
  tokensIn: usage.prompt_tokens,
  tokensOut: usage.completion_tokens,
  estimated: false,
});

const addUsage = (first: TokenUsage, second: TokenUsage): TokenUsage => ({
  tokensIn: first.tokensIn + second.tokensIn,
  tokensOut: first.tokensOut + second.tokensOut,
  estimated: first.estimated || second.estimated,
});

/**
 * Any OpenAI-compatible Chat Completions server through the official SDK (OpenAI, Azure OpenAI v1,
 * Ollama, vLLM, llama.cpp, LM Studio). The SDK retries 408/409/429/5xx and connection errors,
 * honouring retry-after(-ms); a deadline signal bounds every call, streams included.
 */
export class OpenAiCompatibleProvider implements LlmProvider {
  readonly kind = "openai-compatible" as const;
  readonly model: string;
  private readonly client: OpenAI;

  constructor(
    private readonly config: OpenAiCompatibleConfig,
    fetchImpl?: typeof fetch,
  ) {
    this.model = config.model;
    this.client = createOpenAiClient(config, fetchImpl);
  }

  async *streamText({ messages, maxTokens, temperature, signal }: StreamTextRequest): AsyncIterable<StreamEvent> {
    const deadline = withDeadline(signal, this.config.timeoutMs);
    let text = "";
    let usage: TokenUsage | undefined;
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.model,
          messages,
          max_tokens: maxTokens,
          temperature,
          stream: true,
          ...(this.config.streamUsage ? { stream_options: { include_usage: true } } : {}),
        },
        { signal: deadline.signal },
      );
      for await (const chunk of stream) {
        if (chunk.usage) {
          usage = reported(chunk.usage);
        }
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) {
          text += piece;
          yield { type: "text", text: piece };
        }
      }
    } catch (error) {
      // The SDK throws on an abort before the first byte and ends silently after it; either way
      // an abort is reported by the final event, never thrown.
      if (!deadline.signal.aborted) {
        throw mapModelError(error, this.model);
      }
    }
    const reason = deadline.reason();
    if (reason) {
      yield { type: "usage", usage: estimateUsage(messages, text), aborted: true, reason };
      return;
    }
    yield { type: "usage", usage: usage ?? estimateUsage(messages, text), aborted: false };
  }

  async generateObject<T>({
    messages,
    schema,
    name,
    normalize,
    maxTokens,
    temperature,
    signal,
  }: GenerateObjectRequest<T>): Promise<ObjectResult<T>> {
    const deadline = withDeadline(signal, this.config.timeoutMs);
    const request = structuredRequest(this.config.structuredOutput, messages, schema, name);
    const first = await this.complete(request, maxTokens, temperature, deadline);
    const parsed = parseJsonReply(first.content, schema, normalize);
    if (parsed.ok) {
      return { object: parsed.value, usage: first.usage };
    }
    // One repair turn with the validation error, then give up (handbook llm.md §4).
    const repair = { ...request, messages: repairMessages(request.messages, first.content, parsed.issue) };
    const second = await this.complete(repair, maxTokens, temperature, deadline);
    const repaired = parseJsonReply(second.content, schema, normalize);
    if (!repaired.ok) {
      throw badOutput(repaired.issue);
    }
    return { object: repaired.value, usage: addUsage(first.usage, second.usage) };
  }

  health(): Promise<ModelHealth> {
    return checkModelHealth(this.client, this.config.baseUrl, this.model);
  }

  private async complete({ messages, responseFormat }: StructuredRequest, maxTokens: number, temperature: number, deadline: Deadline) {
    try {
      const completion = await this.client.chat.completions.create(
        { model: this.model, messages, max_tokens: maxTokens, temperature, ...(responseFormat ? { response_format: responseFormat } : {}) },
        { signal: deadline.signal },
      );
      const content = completion.choices[0]?.message?.content ?? "";
      return { content, usage: completion.usage ? reported(completion.usage) : estimateUsage(messages, content) };
    } catch (error) {
      if (deadline.reason() === "deadline") {
        throw modelUnavailable("deadline");
      }
      throw mapModelError(error, this.model);
    }
  }
}
