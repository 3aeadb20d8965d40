import { useCallback, useEffect, useState } from "react";
import { useAiRequest } from "../use-ai-request";

/** Loads a graph's data when its view opens (and again on Retry); superseded loads are aborted. */
export const useGraph = <T>(load: (signal: AbortSignal) => Promise<T>) => {
  const request = useAiRequest<T>();
  const { run } = request;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void run(load);
  }, [run, load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...request, retry };
};
