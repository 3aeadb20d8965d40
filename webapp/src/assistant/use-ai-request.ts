import { useCallback, useEffect, useRef, useState } from "react";
import { limitPrompt } from "../account";
import { classifyAiFailure, type AiFailure } from "./ai-failure";
import { createLatestRequest, type RequestOutcome } from "./latest-request";

export type AiRequestState<T> =
  | { status: "idle"; data: null; failure: null }
  | { status: "loading"; data: null; failure: null }
  | { status: "done"; data: T; failure: null }
  | { status: "error"; data: null; failure: AiFailure };

const IDLE = { status: "idle", data: null, failure: null } as const;
const LOADING = { status: "loading", data: null, failure: null } as const;

interface AiRequest<T> {
  state: AiRequestState<T>;
  /** Starts a request, aborting the tool's previous one; 403 FEATURE_LIMIT opens the limit prompt. */
  run: (task: (signal: AbortSignal) => Promise<T>) => Promise<RequestOutcome<T>>;
  /** Edits the answer in place (a card accepted or discarded). */
  update: (change: (data: T) => T) => void;
  reset: () => void;
}

/** One tool's AI call: loading, answer or failure; superseded calls are aborted and ignored. */
export const useAiRequest = <T>(): AiRequest<T> => {
  const [state, setState] = useState<AiRequestState<T>>(IDLE);
  const requests = useRef(createLatestRequest());

  useEffect(() => {
    const current = requests.current;
    return () => current.cancel();
  }, []);

  const run = useCallback(async (task: (signal: AbortSignal) => Promise<T>) => {
    setState(LOADING);
    const outcome = await requests.current.run(task);
    if (outcome.status === "done") {
      setState({ status: "done", data: outcome.value, failure: null });
    } else if (outcome.status === "failed") {
      const failure = classifyAiFailure(outcome.error);
      if (failure.kind === "limit" && failure.feature) {
        limitPrompt.open(failure.feature);
      }
      setState({ status: "error", data: null, failure });
    }
    return outcome;
  }, []);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === "done" ? { ...current, data: change(current.data) } : current));
  }, []);

  const reset = useCallback(() => {
    requests.current.cancel();
    setState(IDLE);
  }, []);

  return { state, run, update, reset };
};
