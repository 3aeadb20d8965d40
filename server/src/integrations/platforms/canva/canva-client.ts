import { readFailure, type PlatformRequestInit } from "../platform-http";
import type { ProviderDeps } from "../provider";
import { mapCanvaError } from "./canva-errors";

/**
 * One call to Canva Connect: sends it through the guarded PlatformHttp, returns the parsed JSON of a
 * 2xx and throws the mapped PlatformError otherwise. A POST that fails after sending is ambiguous.
 */
export const createCanvaClient = (deps: Pick<ProviderDeps, "http">) => {
  const call = async <T>(url: string, init: PlatformRequestInit = {}): Promise<T> => {
    const method = (init.method ?? "GET").toUpperCase();
    const response = await deps.http(url, init);
    if (!response.ok) {
      const failure = await readFailure(response);
      throw mapCanvaError({ ...failure, sent: method !== "GET" });
    }
    const text = response.status === 204 ? "" : await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    call,
    get: <T>(url: string, accessToken: string): Promise<T> => call<T>(url, { headers: { authorization: `Bearer ${accessToken}` } }),
    postJson: <T>(url: string, accessToken: string, body: unknown): Promise<T> =>
      call<T>(url, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
  };
};

export type CanvaClient = ReturnType<typeof createCanvaClient>;
