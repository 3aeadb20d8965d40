import type { ModelHealth } from "@wordloom/shared/api";
import { badOutput } from "../errors";
import { estimateUsage } from "../estimate-tokens";
import type { GenerateObjectRequest, LlmProvider, ObjectResult, StreamEvent, StreamTextRequest } from "../types";
import { runOffline } from "./offline-engine";

const OFFLINE_MODEL = "offline-template";

/** Word-sized pieces (each with its following space), so the offline draft streams like a model's. */
const pieces = (text: string): string[] => text.match(/\S+\s*|\s+/g) ?? [];

/** The default provider: the offline template engine behind the same port as a model. */
export class OfflineProvider implements LlmProvider {
  readonly kind = "offline" as const;
  readonly model = OFFLINE_MODEL;

  async *streamText({ task, messages, signal }: StreamTextRequest): AsyncIterable<StreamEvent> {
    const answer = runOffline(task);
    const text = "text" in answer ? answer.text : JSON.stringify(answer.object);
    let sent = "";
    for (const piece of pieces(text)) {
      if (signal.aborted) {
        yield { type: "usage", usage: estimateUsage(messages, sent), aborted: true, reason: "caller" };
        return;
      }
      sent += piece;
      yield { type: "text", text: piece };
    }
    yield { type: "usage", usage: estimateUsage(messages, text), aborted: false };
  }

  async generateObject<T>({ task, messages, schema, normalize = (raw) => raw }: GenerateObjectRequest<T>): Promise<ObjectResult<T>> {
    const answer = runOffline(task);
    const parsed = schema.safeParse(normalize("object" in answer ? answer.object : answer.text));
    if (!parsed.success) {
      // The engine fills our own schemas; a mismatch is a bug in a template, reported as such.
      throw badOutput(parsed.error.message);
    }
    return { object: parsed.data, usage: estimateUsage(messages, JSON.stringify(parsed.data)) };
  }

  async health(): Promise<ModelHealth> {
    return {
      ok: true,
      status: "not-configured",
      message:
        "No language model is connected: Wordloom writes template drafts from your own text. Set LLM_PROVIDER=openai-compatible, LLM_BASE_URL and LLM_MODEL to connect one.",
    };
  }
}
