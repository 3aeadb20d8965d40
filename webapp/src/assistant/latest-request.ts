/**
 * One request at a time per tool: starting a request aborts the one before it, and a superseded
 * request's answer (or failure) is ignored (spec document 2 §7–§8: earlier calls are aborted and
 * aborted calls are ignored silently).
 */

export type RequestOutcome<T> = { status: "done"; value: T } | { status: "failed"; error: unknown } | { status: "superseded" };

interface LatestRequest {
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<RequestOutcome<T>>;
  /** Aborts the request in flight, if any; its outcome is "superseded". */
  cancel(): void;
}

export const createLatestRequest = (): LatestRequest => {
  let current: AbortController | null = null;
  const isCurrent = (controller: AbortController) => controller === current && !controller.signal.aborted;

  return {
    async run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<RequestOutcome<T>> {
      current?.abort();
      const controller = new AbortController();
      current = controller;
      try {
        const value = await task(controller.signal);
        return isCurrent(controller) ? { status: "done", value } : { status: "superseded" };
      } catch (error) {
        return isCurrent(controller) ? { status: "failed", error } : { status: "superseded" };
      } finally {
        if (current === controller) {
          current = null;
        }
      }
    },
    cancel() {
      current?.abort();
      current = null;
    },
  };
};
