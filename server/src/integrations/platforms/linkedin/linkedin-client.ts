import type { PlatformError } from "../platform-error";
import { readFailure, type PlatformHttp, type PlatformRequestInit, type PlatformResponse } from "../platform-http";
import type { PlatformFailure } from "../provider";
import { LINKEDIN_HEADERS } from "./linkedin-version";

/** One LinkedIn call with the bearer token and, for /rest, the pinned version headers. Throws mapped errors. */
export type LinkedinCall = (
  method: string,
  url: string,
  token: string,
  init?: { json?: unknown; bytes?: Uint8Array; contentType?: string; rest?: boolean },
) => Promise<PlatformResponse>;

export function createLinkedinCall(http: PlatformHttp, mapError: (failure: PlatformFailure) => PlatformError): LinkedinCall {
  return async (method, url, token, init = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(init.rest === false ? {} : LINKEDIN_HEADERS) };
    let body: PlatformRequestInit["body"];
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    } else if (init.bytes) {
      headers["content-type"] = init.contentType ?? "application/octet-stream";
      body = init.bytes;
    }
    const response = await http(url, { method, headers, body });
    if (!response.ok) {
      throw mapError({ ...(await readFailure(response)), sent: method !== "GET" });
    }
    return response;
  };
}
