import { Agent, request } from "undici";
import { PlatformError } from "./platform-error";
import type { PlatformFailure } from "./provider";

/**
 * The only way a provider reaches the network. It calls configured provider hosts only (every other
 * origin is refused before a byte is sent), bounds each call in time (the answer's body included),
 * never follows a redirect, and turns a network failure into a PlatformError("network") that says
 * whether the request may already have reached the platform. Any HTTP answer, 4xx and 5xx included,
 * is returned for the provider to read or to map with its `mapError`.
 *
 * Calls go through undici's `request()` on its keep-alive pool (HTTP/1.1, as fetch did) and the
 * answer is read whole before it is returned: a platform answer is a small JSON document, and
 * fetch's Request, AbortSignal and web-stream machinery cost the publisher more CPU per post than
 * the call itself (bench:publisher's profile).
 */
export interface PlatformRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** FormData and URLSearchParams are encoded as fetch encodes them (multipart, form-urlencoded). */
  body?: string | Uint8Array | FormData | URLSearchParams;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** What a provider reads of an answer; a fetch Response has the same shape (tests may hand one). */
export interface PlatformResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: Headers;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

export type PlatformHttp = (url: string, init?: PlatformRequestInit) => Promise<PlatformResponse>;

export interface PlatformHttpOptions {
  /** Origins ("https://api.x.com", "http://127.0.0.1:4010") the providers may call. */
  allowedOrigins: readonly string[];
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The process's keep-alive pool to the platforms, from this undici package rather than the global
 * dispatcher (which Node's own fetch, a different undici version, may have installed). Idle sockets
 * do not keep the process alive.
 */
const dispatcher = new Agent();
const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** The answer's headers as a Headers object (built when a provider first reads them: most never do). */
const headersOf = (raw: Record<string, string | string[] | undefined>): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item);
    }
  }
  return headers;
};

/** A whole answer, already read: status, headers and the body's text. */
const answerOf = (status: number, raw: Record<string, string | string[] | undefined>, text: string): PlatformResponse => {
  let headers: Headers | undefined;
  return {
    ok: status >= 200 && status < 300,
    status,
    get headers() {
      headers ??= headersOf(raw);
      return headers;
    },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve().then((): unknown => JSON.parse(text)),
  };
};

/**
 * Headers fetch used to add that a platform may look at, sent unless the caller gave them. Not
 * `accept-encoding`: answers come uncompressed (identity), as `request()` does not decompress.
 */
const DEFAULT_HEADERS: Readonly<Record<string, string>> = { accept: "*/*", "user-agent": "node" };

const withDefaults = (headers: Record<string, string>): Record<string, string> => {
  const given = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  const missing = Object.entries(DEFAULT_HEADERS).filter(([name]) => !given.has(name));
  return missing.length === 0 ? headers : { ...Object.fromEntries(missing), ...headers };
};

/** The body as bytes undici sends, with the content type fetch would have given a form. */
const encodeBody = async (
  body: PlatformRequestInit["body"],
  headers: Record<string, string> = {},
): Promise<{ body: string | Uint8Array | undefined; headers: Record<string, string> }> => {
  if (body === undefined || typeof body === "string" || body instanceof Uint8Array) {
    return { body, headers };
  }
  const encoded = new Response(body);
  const contentType = encoded.headers.get("content-type");
  const typed = Object.keys(headers).some((name) => name.toLowerCase() === "content-type");
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    headers: contentType && !typed ? { ...headers, "content-type": contentType } : headers,
  };
};

export function createPlatformHttp(options: PlatformHttpOptions): PlatformHttp {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  return async (url, init = {}) => {
    const target = new URL(url);
    if (!allowed.has(target.origin)) {
      throw new PlatformError("unsupported", `Refused a call to ${target.origin}: not a configured provider host.`);
    }
    const timeoutMs = init.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const method = (init.method ?? "GET").toUpperCase();
    const { body, headers } = await encodeBody(init.body, init.headers);
    try {
      const answer = await request(target, {
        dispatcher,
        method,
        headers: withDefaults(headers),
        body,
        signal,
        // The signal bounds the whole call; undici's own idle timers must not cut it shorter.
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      return answerOf(answer.statusCode, answer.headers, await answer.body.text());
    } catch {
      const timedOut = timeout.aborted;
      throw new PlatformError(
        "network",
        timedOut ? `${target.host} did not answer in ${timeoutMs} ms.` : `Could not reach ${target.host}.`,
        {
          // A call that changes something may have been received before the connection failed.
          ambiguous: !SAFE_METHODS.has(method),
        },
      );
    }
  };
}

/** Reads a failed answer for `mapError`: the JSON body when it parses, else the text. */
export async function readFailure(response: PlatformResponse): Promise<PlatformFailure> {
  const text = await response.text().catch(() => "");
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, headers: response.headers, body, sent: true };
}

/** A successful answer's JSON body; an empty body reads as `{}` (204s and bare 200s). */
export const readJson = async <T>(response: PlatformResponse): Promise<T> => {
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
};
