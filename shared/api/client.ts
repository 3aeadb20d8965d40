import type { z } from "zod";
import type {
  DownloadedFile,
  EndpointDefinition,
  EndpointEvent,
  EndpointInput,
  EndpointOutput,
  EventsEndpoint,
  FileEndpoint,
  FileResponse,
  HasRequiredInput,
} from "./contract";
import { isEventsEndpoint, isFileEndpoint } from "./contract";
import { readEvents, readFile } from "./client-events";
import { sendRequest, type LooseInput, type Transport } from "./client-request";
import { contract, type Contract } from "./endpoints";

export { buildPath } from "./client-request";

export interface ClientOptions {
  /** Origin the API lives on, e.g. "http://localhost:3000"; "" for same-origin calls. */
  baseUrl: string;
  /** The current access token, or null when signed out. */
  getToken?: () => string | null | Promise<string | null>;
  /**
   * Called once when a call answers 401; return true after refreshing the session and the call
   * is retried a single time.
   */
  onUnauthenticated?: () => Promise<boolean>;
  fetch?: typeof fetch;
  /** Parse every response with its schema (tests turn this on so a drifting response fails). */
  validateResponses?: boolean;
}

export interface CallInit {
  signal?: AbortSignal;
}

export interface StreamInit extends CallInit {
  /**
   * Ask for the non-streaming mode (`?stream=0`): the one result event, for runtimes whose fetch
   * cannot read a body as a stream (old Office webviews).
   */
  buffered?: boolean;
}

type CallFn<E extends EndpointDefinition> =
  HasRequiredInput<E> extends true
    ? (input: EndpointInput<E>, init?: CallInit) => Promise<EndpointOutput<E>>
    : (input?: EndpointInput<E>, init?: CallInit) => Promise<EndpointOutput<E>>;

/** The events a stream yields: its `error` event is thrown as an ApiError instead. */
export type StreamEvent<E extends EndpointDefinition> = Exclude<EndpointEvent<E>, { event: "error" }>;

export type ApiClient = {
  /** One function per JSON endpoint, and per event stream with a non-streaming mode (its result). */
  [K in keyof Contract as Contract[K]["response"] extends FileResponse ? never : K]: CallFn<Contract[K]>;
} & {
  /** Calls a file endpoint: the file's bytes and the name the server gave it. */
  download<E extends FileEndpoint>(endpoint: E, input: EndpointInput<E>, init?: CallInit): Promise<DownloadedFile>;
  /** Calls an events endpoint: its events as they arrive, parsed and validated; an `error` event throws. */
  stream<E extends EventsEndpoint>(endpoint: E, input: EndpointInput<E>, init?: StreamInit): AsyncGenerator<StreamEvent<E>>;
};

/** The first event of the result's name, when the stream (or its JSON answer) carries one. */
const resultOf = async (definition: EventsEndpoint, events: AsyncGenerator<{ event: string; data: unknown }>): Promise<unknown> => {
  for await (const event of events) {
    if (event.event === definition.response.result?.event) {
      return event.data;
    }
  }
  throw new Error(`${definition.path} ended without a result`);
};

/**
 * Builds the typed client: one function per contract entry, e.g. `client.getDocument({ params: { id } })`,
 * plus `client.download(contract.exportDocument, …)` and `client.stream(contract.generateBlog, …)`.
 */
export const createClient = (options: ClientOptions): ApiClient => {
  const transport: Transport = {
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    ...(options.getToken ? { getToken: options.getToken } : {}),
    ...(options.onUnauthenticated ? { onUnauthenticated: options.onUnauthenticated } : {}),
  };

  const call = async (definition: EndpointDefinition, input: LooseInput = {}, init?: CallInit) => {
    if (isEventsEndpoint(definition)) {
      // The named function of a stream asks for its JSON answer (Accept: application/json).
      const response = await sendRequest(transport, definition, input, { signal: init?.signal, accept: "application/json" });
      return resultOf(definition, readEvents(definition.response, response));
    }
    const response = await sendRequest(transport, definition, input, { signal: init?.signal, accept: "application/json" });
    const payload: unknown = await response.json();
    return options.validateResponses ? (definition.response as z.ZodType).parse(payload) : payload;
  };

  const download = async (definition: FileEndpoint, input: LooseInput, init?: CallInit): Promise<DownloadedFile> =>
    readFile(
      await sendRequest(transport, definition, input, { signal: init?.signal, accept: definition.response.contentTypes.join(", ") }),
    );

  async function* stream(
    definition: EventsEndpoint,
    input: LooseInput,
    init?: StreamInit,
  ): AsyncGenerator<{ event: string; data: unknown }> {
    const response = await sendRequest(transport, definition, input, {
      signal: init?.signal,
      accept: init?.buffered ? "application/json" : "text/event-stream",
      ...(init?.buffered ? { extraQuery: { stream: "0" } } : {}),
    });
    yield* readEvents(definition.response, response);
  }

  const functions = Object.fromEntries(
    Object.entries(contract)
      .filter(([, definition]) => !isFileEndpoint(definition))
      .map(([name, definition]) => [name, (input?: LooseInput, init?: CallInit) => call(definition, input, init)]),
  );
  // The mapped type above describes exactly these functions; TypeScript cannot follow Object.fromEntries.
  return { ...functions, download, stream } as unknown as ApiClient;
};
