import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../api/errors";
import type { SummaryLoader } from "./summary-types";

export type SummaryState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; sentences: string[] }
  | { status: "too-short" }
  | { status: "error"; message: string };

/**
 * Loads the summary each time `open` turns true (the document may have changed since). Closing, or
 * another load, aborts the request in flight, and its answer is ignored.
 */
export const useSummary = (load: SummaryLoader, open: boolean): { state: SummaryState; retry: () => void } => {
  const [state, setState] = useState<SummaryState>({ status: "idle" });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    if (!open) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    loader
      .current(controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) {
          setState("tooShort" in result ? { status: "too-short" } : { status: "ready", sentences: result.sentences });
        }
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setState({ status: "error", message: errorMessage(error) });
        }
      });
    return () => controller.abort();
  }, [open, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, retry };
};
