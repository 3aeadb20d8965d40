import type { DownloadedFile, EventsResponse } from "./contract";
import { fileNameFromDisposition } from "./content-disposition";
import { ApiError, ERROR_STATUS } from "./errors";
import { readSseMessages, StreamErrorEventSchema } from "./event-stream";
import type { SseMessage } from "./sse-parser";

const parseData = (message: SseMessage): unknown => {
  try {
    return JSON.parse(message.data);
  } catch {
    return undefined;
  }
};

/** A server `error` event as the ApiError the client throws for it. */
const errorOf = (event: { event: string; data: unknown }): ApiError | null => {
  const parsed = StreamErrorEventSchema.safeParse(event);
  if (!parsed.success) {
    return null;
  }
  const { code, message, details } = parsed.data.data;
  return new ApiError(ERROR_STATUS[code], code, message, details);
};

/**
 * The events of a successful answer, parsed and validated with the endpoint's event schema, in
 * order; messages that do not validate (comments, unknown events, malformed data) are skipped. An
 * `error` event throws its ApiError. A JSON answer (the non-streaming mode) is its one result event.
 */
export async function* readEvents<Event>(response: EventsResponse, answer: Response): AsyncGenerator<Event> {
  const contentType = answer.headers.get("content-type") ?? "";
  if (!contentType.includes("text/event-stream")) {
    const result = response.result;
    const parsed = result?.schema.safeParse(await answer.json().catch(() => undefined));
    if (result && parsed?.success) {
      yield { event: result.event, data: parsed.data } as Event;
    }
    return;
  }
  for await (const message of readSseMessages(answer)) {
    const candidate = { event: message.event, data: parseData(message) };
    const error = errorOf(candidate);
    if (error) {
      throw error;
    }
    const parsed = response.event.safeParse(candidate);
    if (parsed.success) {
      // The event schema validated this value; the caller's Event is that schema's output.
      yield parsed.data as Event;
    }
  }
}

/** A file answer's bytes and the name from its Content-Disposition ("download" when it gives none). */
export const readFile = async (answer: Response): Promise<DownloadedFile> => ({
  file: await answer.blob(),
  fileName: fileNameFromDisposition(answer.headers.get("content-disposition"), "download"),
});
