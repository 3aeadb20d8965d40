import type { EndpointDefinition } from "./contract";
import { ApiError, ERROR_MESSAGES, errorOfBody, type ErrorCode } from "./errors";

/** What sending a call needs of its endpoint: an EndpointDefinition or its ApiRoute (routes.ts). */
export type RequestTarget = Pick<EndpointDefinition, "method" | "path" | "auth"> & { multipart?: { field: string } | undefined };

/** How the client reaches the server; see ClientOptions. */
export interface Transport {
  baseUrl: string;
  getToken?: () => string | null | Promise<string | null>;
  onUnauthenticated?: () => Promise<boolean>;
  fetch: typeof fetch;
}

/** The untyped shape of any endpoint input, used inside the client after the typed surface. */
export interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  file?: Blob;
  fileName?: string;
}

export interface SendOptions {
  signal?: AbortSignal | undefined;
  /** The Accept header: JSON unless the endpoint answers a file or a stream. */
  accept: string;
  /** Query values the mode adds (`stream=0`). */
  extraQuery?: Record<string, string>;
}

/** Fills `:name` placeholders from params, encoding each value. */
export const buildPath = (path: string, params: Record<string, unknown> | undefined): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });

const buildQuery = (query: Record<string, unknown> | undefined): string => {
  if (!query) {
    return "";
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** The typed error of a non-2xx answer: the server's error body, or a code guessed from the status. */
export const toApiError = async (response: Response): Promise<ApiError> => {
  const payload: unknown = await response.json().catch(() => null);
  const error = errorOfBody(payload);
  if (error) {
    return new ApiError(response.status, error.code, error.message, error.details);
  }
  const fallback: ErrorCode = response.status === 401 ? "UNAUTHENTICATED" : "INTERNAL";
  return new ApiError(response.status, fallback, ERROR_MESSAGES[fallback]);
};

const sendOnce = async (transport: Transport, definition: RequestTarget, input: LooseInput, options: SendOptions) => {
  const url = `${transport.baseUrl}${buildPath(definition.path, input.params)}${buildQuery({ ...input.query, ...options.extraQuery })}`;
  const headers: Record<string, string> = { accept: options.accept };
  const token = await transport.getToken?.();
  if (token) {
    headers.authorization = `Bearer ${token}`;
  }
  let body: string | FormData | undefined;
  if (definition.multipart && input.file) {
    const form = new FormData();
    form.set(definition.multipart.field, input.file, input.fileName ?? "upload");
    body = form;
  } else if (input.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(input.body);
  }
  return transport.fetch(url, { method: definition.method, headers, body, signal: options.signal });
};

/**
 * Sends one call and answers its successful response. A 401 on an authenticated endpoint asks
 * `onUnauthenticated` once and, when the session was refreshed, sends the call again; any other
 * failure throws the typed ApiError.
 */
export const sendRequest = async (
  transport: Transport,
  definition: RequestTarget,
  input: LooseInput,
  options: SendOptions,
): Promise<Response> => {
  let response = await sendOnce(transport, definition, input, options);
  if (response.status === 401 && definition.auth !== "none" && transport.onUnauthenticated) {
    if (await transport.onUnauthenticated()) {
      response = await sendOnce(transport, definition, input, options);
    }
  }
  if (!response.ok) {
    throw await toApiError(response);
  }
  return response;
};
