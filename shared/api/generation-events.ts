import { GenerationEventSchema, type GenerationEvent } from "../model/generation";
import { readSseMessages } from "./event-stream";
import { createSseParser, type SseMessage } from "./sse-parser";

/** One SSE message as a typed generation event; null for unknown events and malformed data, which a reader skips. */
export const toGenerationEvent = ({ event, data }: SseMessage): GenerationEvent | null => {
  try {
    const parsed = GenerationEventSchema.safeParse({ event, data: JSON.parse(data) as unknown });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

const typedEvents = (messages: readonly SseMessage[]): GenerationEvent[] =>
  messages.flatMap((message) => {
    const event = toGenerationEvent(message);
    return event ? [event] : [];
  });

/** A whole event-stream text (e.g. an injected response's body) as typed generation events. */
export const parseGenerationEvents = (text: string): GenerationEvent[] => {
  const parser = createSseParser();
  return typedEvents([...parser.push(text), ...parser.end()]);
};

/** A streaming generation response's events, in order, however its bytes are split. */
export async function* readGenerationEvents(response: Response): AsyncGenerator<GenerationEvent> {
  for await (const message of readSseMessages(response)) {
    yield* typedEvents([message]);
  }
}
