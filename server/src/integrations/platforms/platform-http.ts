import { PlatformError } from "./platform-error";
import type { PlatformFailure } from "./provider";

/**
 * The only way a provider reaches the network. It calls configured provider hosts only (every other
 * origin is refused before a byte is sent), bounds each call in time, never follows a redirect to
 * somewhere else, and turns a network failure into a PlatformError("network") that says whether the
 * request may already have reached the platform. Any HTTP answer, 4xx and 5xx included, is returned
 * for the provider to read or to map with its `mapError`.
 */
export interface PlatformRequestInit extends RequestInit {
  timeoutMs?: number;
}

export type PlatformHttp = (url: string, init?: PlatformRequestInit) => Promise<Response>;

export interface PlatformHttpOptions {
  /** Origins ("https://api.x.com", "http://127.0.0.1:4010") the providers may call. */
  allowedOrigins: readonly string[];
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const SAFE_METHODS = new Set(["GET", "HEAD"]);

export function createPlatformHttp(options: PlatformHttpOptions): PlatformHttp {
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin));
  const fetchImpl = options.fetchImpl ?? fetch;
  return async (url, init = {}) => {
    const target = new URL(url);
    if (!allowed.has(target.origin)) {
      throw new PlatformError("unsupported", `Refused a call to ${target.origin}: not a configured provider host.`);
    }
    const { timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS, ...rest } = init;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = rest.signal ? AbortSignal.any([rest.signal, timeout]) : timeout;
    const method = (rest.method ?? "GET").toUpperCase();
    try {
      return await fetchImpl(target, { ...rest, method, signal, redirect: "manual" });
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
export async function readFailure(response: Response): Promise<PlatformFailure> {
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
export const readJson = async <T>(response: Response): Promise<T> => {
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
};
