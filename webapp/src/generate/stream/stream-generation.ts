import { GenerationResultSchema, type GenerationResult } from "@wordloom/shared/api";
import { errorFromEvent, errorFromResponse, unfinishedStreamError } from "./error-response";
import type { GenerationBody, GenerationEndpoint } from "./generation-endpoints";
import { toGenerationEvent } from "./generation-events";
import { createSseParser, type SseMessage } from "./sse-parser";

export interface GenerationTransport {
  fetch?: typeof fetch;
  getToken?: () => string | null;
  /** Called once on a 401; answer true after refreshing the session and the call is sent again. */
  onUnauthenticated?: () => Promise<boolean>;
  /** False where fetch cannot read a response body as a stream (old Office webviews): the JSON mode is used. */
  canStream?: boolean;
}

export interface StreamGenerationOptions {
  signal?: AbortSignal;
  /** Each piece of text as it arrives (once, with the whole text, in the JSON mode). */
  onDelta?: (delta: string) => void;
}

export type StreamGeneration = <E extends GenerationEndpoint>(endpoint: E, body: GenerationBody<E>, options?: StreamGenerationOptions) => Promise<GenerationResult>;

/** Whether this browser's fetch can hand a response body over as a stream. */
export const browserCanStream = (): boolean =>
  typeof ReadableStream !== "undefined" && typeof TextDecoder !== "undefined" && typeof Response !== "undefined" && "body" in Response.prototype;

const readJsonResult = async (response: Response, onDelta?: (delta: string) => void): Promise<GenerationResult> => {
  const parsed = GenerationResultSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw unfinishedStreamError();
  }
  if (parsed.data.text) {
    onDelta?.(parsed.data.text);
  }
  return parsed.data;
};

/** Applies the events in order: deltas are passed on, usage is ignored (spec document 3 §7), done ends, error throws. */
const applyMessages = (messages: readonly SseMessage[], onDelta?: (delta: string) => void): GenerationResult | null => {
  for (const message of messages) {
    const event = toGenerationEvent(message);
    if (event?.event === "delta") {
      onDelta?.(event.data.text);
    } else if (event?.event === "done") {
      return event.data;
    } else if (event?.event === "error") {
      throw errorFromEvent(event.data);
    }
  }
  return null;
};

const readEventStream = async (response: Response, onDelta?: (delta: string) => void): Promise<GenerationResult> => {
  const parser = createSseParser();
  if (!response.body) {
    const result = applyMessages([...parser.push(await response.text()), ...parser.end()], onDelta);
    if (!result) {
      throw unfinishedStreamError();
    }
    return result;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const messages = done ? [...parser.push(decoder.decode()), ...parser.end()] : parser.push(decoder.decode(value, { stream: true }));
      const result = applyMessages(messages, onDelta);
      if (result) {
        return result;
      }
      if (done) {
        throw unfinishedStreamError();
      }
    }
  } finally {
    // Frees the connection when `done` (or an error) arrived before the server closed it.
    reader.cancel().catch(() => undefined);
  }
};

/**
 * Builds `streamGeneration(endpoint, body, { signal, onDelta })`: POSTs the body to a generation
 * endpoint asking for `text/event-stream`, passes each delta on as it arrives and resolves with the
 * `done` event's result. Typed errors (answered before the stream or as an `error` event) reject as
 * ApiError; aborting the signal rejects with the AbortError. Falls back to the JSON mode
 * (`?stream=0`) where the browser cannot stream, or when the server answers JSON.
 */
export const createStreamGeneration = (transport: GenerationTransport = {}): StreamGeneration => {
  const fetchImpl = transport.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const canStream = transport.canStream ?? browserCanStream();

  const send = (path: string, body: unknown, signal: AbortSignal | undefined) => {
    const headers: Record<string, string> = { "content-type": "application/json", accept: canStream ? "text/event-stream" : "application/json" };
    const token = transport.getToken?.();
    if (token) {
      headers.authorization = `Bearer ${token}`;
    }
    return fetchImpl(canStream ? path : `${path}?stream=0`, { method: "POST", headers, body: JSON.stringify(body), signal });
  };

  return async (endpoint, body, options = {}) => {
    let response = await send(endpoint.path, body, options.signal);
    if (response.status === 401 && transport.onUnauthenticated && (await transport.onUnauthenticated())) {
      response = await send(endpoint.path, body, options.signal);
    }
    if (!response.ok) {
      throw await errorFromResponse(response);
    }
    const contentType = response.headers.get("content-type") ?? "";
    if (!contentType.includes("text/event-stream")) {
      return readJsonResult(response, options.onDelta);
    }
    return readEventStream(response, options.onDelta);
  };
};
