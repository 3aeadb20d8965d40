import type { z } from "zod";
import type { FeatureName } from "../rules";
import type { ErrorCode } from "./errors";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type AuthKind = "none" | "user" | "admin";

/**
 * A binary answer (a download): the bytes with their content type, and the file name in
 * `Content-Disposition: attachment`. `contentTypes` lists what the endpoint may answer (OpenAPI).
 */
export interface FileResponse {
  kind: "file";
  contentTypes: readonly string[];
}

/**
 * A `text/event-stream` answer: each message is `event: <name>` with JSON `data`, and `event` is
 * the zod union of `{ event, data }` objects it may send. A failure after the stream opened is sent
 * as `event: error` with the usual error object `{ code, message, details? }` (StreamErrorEventSchema),
 * after which the stream ends.
 */
export interface EventsResponse {
  kind: "events";
  event: z.ZodType<{ event: string; data: unknown }>;
  /**
   * The non-streaming mode (`?stream=0` or `Accept: application/json`, as the named client
   * functions send): one JSON answer, the data of the first `event` of this name, valid for `schema`.
   */
  result?: { event: string; schema: z.ZodType };
  /**
   * With `feature`: the event whose delivery spends the reserved use. A stream that ends without
   * having sent one (it failed or the client left first) gives the use back.
   */
  spendsFeatureOn?: string;
}

/** What an endpoint answers: JSON validated by a zod schema, a file, or server-sent events. */
export type ResponseDefinition = z.ZodType | FileResponse | EventsResponse;

/**
 * One HTTP endpoint: everything the server needs to register and validate it and everything the
 * typed client needs to call it. `path` uses `:name` placeholders that `params` fills.
 */
export interface EndpointDefinition {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: AuthKind;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON body schema; multipart endpoints leave it out and set `multipart`. */
  body?: z.ZodType;
  multipart?: { field: string; maxBytes: number };
  response: ResponseDefinition;
  status?: 200 | 201;
  errors: readonly ErrorCode[];
  /** A metered plan feature: refused with 403 FEATURE_LIMIT when exhausted, one use recorded on success. */
  feature?: FeatureName;
  /**
   * Named rate limits of a sign-in style route (server/src/http/rate-limits.ts): every one counts
   * attempts per client address and e-mail; sign-in and sign-up also per address across e-mails.
   */
  rateLimit?: "signIn" | "signUp" | "refresh";
  /** Maximum JSON body size in bytes when larger than the server default. */
  bodyLimit?: number;
}

/**
 * The codes an endpoint may answer: its `errors`, plus what follows from its inputs wherever it is
 * declared — VALIDATION_FAILED for an endpoint that takes params, a query, a body or a file (a value
 * its schema refuses, or a NUL or unpaired surrogate in any string, the file's name included), BAD_REQUEST for one with a JSON
 * body (a body that is not JSON, or that names `__proto__`).
 */
export const declaredErrors = (definition: EndpointDefinition): readonly ErrorCode[] => [
  ...new Set<ErrorCode>([
    ...definition.errors,
    ...(definition.params || definition.query || definition.body || definition.multipart ? (["VALIDATION_FAILED"] as const) : []),
    ...(definition.body ? (["BAD_REQUEST"] as const) : []),
  ]),
];

/** Identity helper that keeps the literal types of an endpoint definition. */
export const endpoint = <const E extends EndpointDefinition>(definition: E): E => definition;

type InputPart<Key extends string, S> = S extends z.ZodType ? { [K in Key]: z.input<S> } : { [K in Key]?: never };

/** What a client passes to call an endpoint. */
export type EndpointInput<E extends EndpointDefinition> = InputPart<"params", E["params"]> &
  InputPart<"query", E["query"]> &
  InputPart<"body", E["body"]> &
  (E["multipart"] extends object ? { file: Blob; fileName?: string } : { file?: never });

/** A downloaded file: its bytes and the name the server gave it. */
export interface DownloadedFile {
  file: Blob;
  fileName: string;
}

/**
 * What an endpoint answers on success: the JSON value, the downloaded file, or the result of an
 * event stream's non-streaming mode.
 */
export type EndpointOutput<E extends EndpointDefinition> = E["response"] extends z.ZodType
  ? z.output<E["response"]>
  : E["response"] extends FileResponse
    ? DownloadedFile
    : E["response"] extends { kind: "events"; result: { schema: infer S extends z.ZodType } }
      ? z.output<S>
      : never;

/** One event an events endpoint sends (its `error` event included). */
export type EndpointEvent<E extends EndpointDefinition> = E["response"] extends EventsResponse ? z.output<E["response"]["event"]> : never;

/** An endpoint that answers a file. */
export type FileEndpoint = EndpointDefinition & { response: FileResponse };
/** An endpoint that answers server-sent events. */
export type EventsEndpoint = EndpointDefinition & { response: EventsResponse };

/** Which of the three answers an endpoint gives. */
export const responseMode = (definition: Pick<EndpointDefinition, "response">): "json" | "file" | "events" => {
  const { response } = definition;
  return "kind" in response && (response.kind === "file" || response.kind === "events") ? response.kind : "json";
};

export const isFileEndpoint = (definition: EndpointDefinition): definition is FileEndpoint => responseMode(definition) === "file";
export const isEventsEndpoint = (definition: EndpointDefinition): definition is EventsEndpoint => responseMode(definition) === "events";

/** True when the input has no required part, so the client may omit it. */
export type HasRequiredInput<E extends EndpointDefinition> = E["params"] extends z.ZodType
  ? true
  : E["body"] extends z.ZodType
    ? true
    : E["multipart"] extends object
      ? true
      : false;
