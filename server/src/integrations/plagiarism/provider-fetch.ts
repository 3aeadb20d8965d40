import { ProviderError } from "./provider-error";

/**
 * fetch for the provider's fixed, configured endpoints. Redirects are never followed (a redirect
 * to another host would carry the bearer token or the text elsewhere); a 3xx answer is a failure.
 */
export const providerFetch = async (fetchImpl: typeof fetch, what: string, url: string, init: RequestInit): Promise<Response> => {
  const response = await fetchImpl(url, { ...init, redirect: "manual" });
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    throw new ProviderError(`${what} answered a redirect (HTTP ${response.status}), which is not followed`);
  }
  return response;
};

/** The start of an error body, for the log (the provider's own error message, not our request). */
export const errorBodyExcerpt = async (response: Response): Promise<string> => {
  const text = await response.text().catch(() => "");
  return text.replace(/\s+/g, " ").trim().slice(0, 200);
};

/** Settles with the promise, or rejects as soon as the signal aborts (the promise itself goes on). */
export const untilAborted = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
