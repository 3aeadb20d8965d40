import { readFailure, type PlatformRequestInit } from "../platform-http";
import type { ProviderDeps } from "../provider";
import { mapXError } from "./x-errors";

/**
 * One call to X: sends it through the guarded PlatformHttp, returns the parsed JSON of a 2xx and
 * throws the mapped PlatformError otherwise. Calls that change something (POST, DELETE) are
 * ambiguous when they fail after sending (handbook §2.2); reads never are.
 */
export const createXClient = (deps: Pick<ProviderDeps, "http">) => {
  const call = async <T>(url: string, init: PlatformRequestInit = {}): Promise<T> => {
    const method = (init.method ?? "GET").toUpperCase();
    const response = await deps.http(url, init);
    if (!response.ok) {
      const failure = await readFailure(response);
      throw mapXError({ ...failure, sent: method !== "GET" });
    }
    if (response.status === 204) {
      return undefined as T;
    }
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    call,
    json: <T>(url: string, accessToken: string, method: string, body: unknown): Promise<T> =>
      call<T>(url, {
        method,
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    get: <T>(url: string, accessToken: string): Promise<T> => call<T>(url, { headers: { authorization: `Bearer ${accessToken}` } }),
  };
};

export type XClient = ReturnType<typeof createXClient>;
