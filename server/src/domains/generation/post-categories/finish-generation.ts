import { GENERATION_MESSAGES, type GenerationResult } from "@wordloom/shared/api";
import { AppError } from "../../../errors";
import type { GenerationStep } from "../run-generation";

/** Runs a generation to its end and answers its result (for the JSON endpoints: topic lists, convert for X). */
export const finishGeneration = async (steps: AsyncIterable<GenerationStep>): Promise<GenerationResult> => {
  for await (const step of steps) {
    if (step.type === "done") {
      return step.result;
    }
  }
  // runGeneration ends without a result only when the caller aborted; a JSON call does not abort.
  throw new AppError("BAD_OUTPUT", GENERATION_MESSAGES.noData);
};
