import { useCallback, useEffect, useRef, useState } from "react";
import { contract, PostDraftSchema, type GenerationResult, type PostCategoryRequestInput, type PostDraft } from "@wordloom/shared/api";
import { api } from "../api/client";
import { generatorFailure, type GeneratorFailure } from "./failure";

export type GenerationPhase = "idle" | "generating" | "done" | "error";

export interface CategoryGenerationState {
  phase: GenerationPhase;
  /** The text streamed so far (the progress shown while generating). */
  partial: string;
  failure: GeneratorFailure | null;
}

/**
 * Streams one category generation (`delta` … `done`) and hands the typed draft over when it ends.
 * A new generation aborts the one under way; so does unmounting.
 */
export const useCategoryGeneration = (onDone: (result: GenerationResult, draft: PostDraft) => void) => {
  const [state, setState] = useState<CategoryGenerationState>({ phase: "idle", partial: "", failure: null });
  const running = useRef<AbortController | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback((body: PostCategoryRequestInput) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: "generating", partial: "", failure: null });
    void (async () => {
      try {
        for await (const event of api.stream(contract.generatePostByCategory, { body }, { signal: controller.signal })) {
          if (controller.signal.aborted) {
            return;
          }
          if (event.event === "delta") {
            setState((current) => ({ ...current, partial: current.partial + event.data.text }));
          } else if (event.event === "done") {
            setState((current) => ({ ...current, phase: "done" }));
            done.current(event.data, PostDraftSchema.parse(event.data.object));
            return;
          }
        }
      } catch (error) {
        if (!controller.signal.aborted) {
          setState((current) => ({ ...current, phase: "error", failure: generatorFailure(error) }));
        }
      }
    })();
  }, []);

  return { state, generate };
};
