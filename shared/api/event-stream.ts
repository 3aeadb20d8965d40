import { z } from "zod";
import { ErrorBodySchema } from "./error-body";
import { createSseParser, type SseMessage } from "./sse-parser";

/** The `error` event every event stream may end with: the usual error object as its data. */
export const StreamErrorEventSchema = z.object({ event: z.literal("error"), data: ErrorBodySchema.shape.error });

/**
 * The query an events endpoint with a non-streaming mode accepts: "0" asks for one JSON answer
 * instead of the event stream (as does `Accept: application/json` without `text/event-stream`).
 */
export const EventStreamQuerySchema = z.object({ stream: z.enum(["0", "1"]).optional() });

/**
 * Reads a `text/event-stream` body as SSE messages, in order, however the bytes are split. Without
 * a readable body (a runtime whose fetch cannot stream) the whole text is parsed at once. The reader
 * is cancelled when the caller stops early, which frees the connection.
 */
export async function* readSseMessages(response: Response): AsyncGenerator<SseMessage> {
  const parser = createSseParser();
  if (!response.body) {
    yield* [...parser.push(await response.text()), ...parser.end()];
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        yield* [...parser.push(decoder.decode()), ...parser.end()];
        return;
      }
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
