import { GenerationEventSchema, type GenerationEvent } from "@wordloom/shared/api";
import type { SseMessage } from "./sse-parser";

/** A parsed SSE message as a typed generation event; null for unknown events and malformed data, which are skipped. */
export const toGenerationEvent = (message: SseMessage): GenerationEvent | null => {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = GenerationEventSchema.safeParse({ event: message.event, data });
  return parsed.success ? parsed.data : null;
};
