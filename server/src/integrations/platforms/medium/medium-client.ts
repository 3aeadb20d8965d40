import type { PlatformError } from "../platform-error";
import { readFailure, type PlatformHttp } from "../platform-http";
import type { PlatformFailure } from "../provider";

/**
 * One Medium API call with the integration token as a bearer token (api.md "Authentication"); the
 * answer's `data`, or the failure thrown mapped. Medium wraps every answer in `{ data }`.
 */
export type MediumCall = <T>(method: "GET" | "POST", url: string, token: string, json?: unknown) => Promise<T>;

export function createMediumCall(http: PlatformHttp, mapError: (failure: PlatformFailure) => PlatformError): MediumCall {
  return async <T>(method: "GET" | "POST", url: string, token: string, json?: unknown): Promise<T> => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      "accept-charset": "utf-8",
    };
    if (json !== undefined) {
      headers["content-type"] = "application/json";
    }
    const response = await http(url, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
    if (!response.ok) {
      throw mapError({ ...(await readFailure(response)), sent: method !== "GET" });
    }
    const text = await response.text();
    return ((text ? (JSON.parse(text) as { data?: T }) : {}).data ?? {}) as T;
  };
}
