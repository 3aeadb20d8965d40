import type { ApiClient, EndpointInput, GenerationResult } from "@wordloom/shared/api";
import { fromGatewayFailure, unfinishedStreamError } from "./error-response";
import type { GenerationBody, GenerationEndpoint } from "./generation-endpoints";

interface GenerationTransport {
  client: Pick<ApiClient, "stream">;
  /** False where fetch cannot read a response body as a stream (old Office webviews): the JSON mode is used. */
  canStream?: boolean;
}

export interface StreamGenerationOptions {
  signal?: AbortSignal;
  /** Each piece of text as it arrives (once, with the whole text, in the JSON mode). */
  onDelta?: (delta: string) => void;
}

type StreamGeneration = <E extends GenerationEndpoint>(
  endpoint: E,
  body: GenerationBody<E>,
  options?: StreamGenerationOptions,
) => Promise<GenerationResult>;

/** Whether this browser's fetch can hand a response body over as a stream. */
const browserCanStream = (): boolean =>
  typeof ReadableStream !== "undefined" &&
  typeof TextDecoder !== "undefined" &&
  typeof Response !== "undefined" &&
  "body" in Response.prototype;

/**
 * Builds `streamGeneration(endpoint, body, { signal, onDelta })` over the typed client's event
 * stream: passes each delta on as it arrives (usage is ignored, spec document 3 §7) and resolves
 * with the `done` event's result. Typed errors (answered before the stream or as an `error` event)
 * reject as ApiError; aborting the signal rejects with the AbortError. Where the browser cannot
 * stream, the JSON mode answers the result alone, whose text is passed on as one delta.
 */
export const createStreamGeneration = ({ client, canStream = browserCanStream() }: GenerationTransport): StreamGeneration => {
  return async <E extends GenerationEndpoint>(endpoint: E, body: GenerationBody<E>, options: StreamGenerationOptions = {}) => {
    let delivered = false;
    try {
      const events = // A generation's only input is its body: EndpointInput<E> is exactly { body }.
        client.stream(endpoint, { body } as EndpointInput<E>, {
          ...(options.signal ? { signal: options.signal } : {}),
          buffered: !canStream,
        });
      for await (const event of events) {
        if (event.event === "delta") {
          delivered = true;
          options.onDelta?.(event.data.text);
        } else if (event.event === "done") {
          if (!delivered && event.data.text) {
            options.onDelta?.(event.data.text);
          }
          return event.data;
        }
      }
    } catch (error) {
      throw fromGatewayFailure(error);
    }
    throw unfinishedStreamError();
  };
};
