import { useCallback, useEffect, useRef, useState } from "react";
import type { GenerationResult } from "@wordloom/shared/api";
import { limitPrompt } from "../account";
import { streamGeneration } from "./stream/generation-client";
import { classifyGenerationFailure, type GenerationFailure } from "./stream/generation-failure";
import type { GenerationBody, GenerationEndpoint } from "./stream/generation-endpoints";

export type GenerationStatus = "idle" | "streaming" | "done" | "error" | "stopped";

export interface GenerationState {
  status: GenerationStatus;
  /** The text so far: grows token by token while streaming. */
  text: string;
  result: GenerationResult | null;
  failure: GenerationFailure | null;
}

const IDLE: GenerationState = { status: "idle", text: "", result: null, failure: null };

export interface Generation {
  state: GenerationState;
  /** The call finished but wrote nothing: 'No data found. Please try Re-Generating again!'. */
  noData: boolean;
  /** Starts a generation, aborting the one under way. */
  generate: <E extends GenerationEndpoint>(endpoint: E, body: GenerationBody<E>) => void;
  /** Runs the last request again (Re-Generate). */
  regenerate: () => void;
  canRegenerate: boolean;
  /** Aborts the generation under way; the text so far stays. */
  stop: () => void;
}

/**
 * One creation pane's generation: streams into `state.text`, aborts on unmount, on Stop and when
 * a new generation starts; a 403 FEATURE_LIMIT opens the limit prompt for the feature.
 */
export const useGeneration = (): Generation => {
  const [state, setState] = useState<GenerationState>(IDLE);
  const running = useRef<AbortController | null>(null);
  const lastRun = useRef<(() => void) | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback(<E extends GenerationEndpoint>(endpoint: E, body: GenerationBody<E>) => {
    const run = () => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const current = () => running.current === controller;
      setState({ status: "streaming", text: "", result: null, failure: null });
      streamGeneration(endpoint, body, {
        signal: controller.signal,
        onDelta: (delta) => {
          if (current()) {
            setState((previous) => ({ ...previous, text: previous.text + delta }));
          }
        },
      }).then(
        (result) => {
          if (current()) {
            setState((previous) => ({ status: "done", text: result.text || previous.text, result, failure: null }));
          }
        },
        (error: unknown) => {
          if (!current() || controller.signal.aborted) {
            return;
          }
          const failure = classifyGenerationFailure(error, endpoint.feature);
          if (failure.kind === "limit") {
            limitPrompt.open(failure.feature);
          }
          setState((previous) => ({ ...previous, status: "error", failure }));
        },
      );
    };
    lastRun.current = run;
    run();
  }, []);

  const regenerate = useCallback(() => lastRun.current?.(), []);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState((previous) => (previous.status === "streaming" ? { ...previous, status: "stopped" } : previous));
  }, []);

  return {
    state,
    noData: state.status === "done" && state.text.trim() === "",
    generate,
    regenerate,
    canRegenerate: state.status !== "idle",
    stop,
  };
};
