import type { PlatformError } from "../platform-error";
import { readFailure, type PlatformHttp } from "../platform-http";
import type { PlatformFailure } from "../provider";

/**
 * Calls the Graph API with a user or Page token in the Authorization header (never in the URL, so
 * it cannot end up in a log line), JSON bodies, and every failure mapped by the provider.
 */
export interface GraphClient {
  get<T>(path: string, token: string, query?: Record<string, string>): Promise<T>;
  post<T>(path: string, token: string, body?: Record<string, unknown>): Promise<T>;
  delete(path: string, token: string): Promise<void>;
  /** A GET without a token (the OAuth token endpoint takes the client credentials as parameters). */
  getPublic<T>(path: string, query: Record<string, string>): Promise<T>;
}

export function createGraphClient(options: {
  http: PlatformHttp;
  apiBase: () => string;
  mapError: (failure: PlatformFailure) => PlatformError;
}): GraphClient {
  const call = async <T>(method: string, path: string, token: string | undefined, query?: Record<string, string>, body?: unknown) => {
    const url = `${options.apiBase()}${path}${query ? `?${new URLSearchParams(query)}` : ""}`;
    const headers: Record<string, string> = {};
    if (token) {
      headers.authorization = `Bearer ${token}`;
    }
    if (body !== undefined) {
      headers["content-type"] = "application/json";
    }
    const response = await options.http(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) {
      const failure = await readFailure(response);
      throw options.mapError({ ...failure, sent: method !== "GET" });
    }
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as T;
  };
  return {
    get: (path, token, query) => call("GET", path, token, query),
    post: (path, token, body) => call("POST", path, token, undefined, body ?? {}),
    delete: async (path, token) => {
      await call("DELETE", path, token);
    },
    getPublic: (path, query) => call("GET", path, undefined, query),
  };
}
