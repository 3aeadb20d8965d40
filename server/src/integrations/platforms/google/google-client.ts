import type { PlatformError } from "../platform-error";
import { readFailure, type PlatformHttp, type PlatformResponse } from "../platform-http";
import type { PlatformFailure } from "../provider";

/** One Google API call with the bearer token; a failed answer is thrown mapped. */
export type GoogleCall = (
  method: string,
  url: string,
  token: string,
  init?: { json?: unknown; headers?: Record<string, string> },
) => Promise<PlatformResponse>;

export function createGoogleCall(http: PlatformHttp, mapError: (failure: PlatformFailure) => PlatformError): GoogleCall {
  return async (method, url, token, init = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...init.headers };
    let body: string | undefined;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json; charset=UTF-8";
      body = JSON.stringify(init.json);
    }
    const response = await http(url, { method, headers, body });
    if (!response.ok) {
      throw mapError({ ...(await readFailure(response)), sent: method !== "GET" });
    }
    return response;
  };
}
