import type { z } from "zod";
import type { EndpointDefinition, EndpointInput, EndpointOutput, HasRequiredInput } from "./contract";
import { contract, type Contract } from "./endpoints";
import { ApiError, ERROR_CODES, ERROR_MESSAGES, ErrorBodySchema, type ErrorCode } from "./errors";

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

type CallFn<E extends EndpointDefinition> =
  HasRequiredInput<E> extends true
    ? (input: EndpointInput<E>, init?: { signal?: AbortSignal }) => Promise<EndpointOutput<E>>
    : (input?: EndpointInput<E>, init?: { signal?: AbortSignal }) => Promise<EndpointOutput<E>>;

export type ApiClient = { [K in keyof Contract]: CallFn<Contract[K]> };

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === "string" && (ERROR_CODES as readonly string[]).includes(code);

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

/** The untyped shape of any endpoint input, used inside the client after the typed surface. */
interface LooseInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  file?: Blob;
  fileName?: string;
}

const toApiError = async (response: Response): Promise<ApiError> => {
  const payload: unknown = await response.json().catch(() => null);
  const parsed = ErrorBodySchema.safeParse(payload);
  if (parsed.success && isErrorCode(parsed.data.error.code)) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(response.status, code, message, details);
  }
  const fallback: ErrorCode = response.status === 401 ? "UNAUTHENTICATED" : "INTERNAL";
  return new ApiError(response.status, fallback, ERROR_MESSAGES[fallback]);
};

/** Builds the typed client: one function per contract entry, e.g. `client.getDocument({ params: { id } })`. */
export const createClient = (options: ClientOptions): ApiClient => {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);

  const send = async (definition: EndpointDefinition, input: LooseInput, signal?: AbortSignal) => {
    const url = `${options.baseUrl}${buildPath(definition.path, input.params)}${buildQuery(input.query)}`;
    const headers: Record<string, string> = { accept: "application/json" };
    const token = await options.getToken?.();
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
    return fetchImpl(url, { method: definition.method, headers, body, signal });
  };

  const call = async (definition: EndpointDefinition, input: LooseInput = {}, init?: { signal?: AbortSignal }) => {
    let response = await send(definition, input, init?.signal);
    if (response.status === 401 && definition.auth !== "none" && options.onUnauthenticated) {
      if (await options.onUnauthenticated()) {
        response = await send(definition, input, init?.signal);
      }
    }
    if (!response.ok) {
      throw await toApiError(response);
    }
    const payload: unknown = await response.json();
    return options.validateResponses ? (definition.response as z.ZodType).parse(payload) : payload;
  };

  const functions = Object.fromEntries(
    Object.entries(contract).map(([name, definition]) => [
      name,
      (input?: LooseInput, init?: { signal?: AbortSignal }) => call(definition, input, init),
    ]),
  );
  // The mapped type above describes exactly these functions; TypeScript cannot follow Object.fromEntries.
  return functions as unknown as ApiClient;
};
