import type { TokenUsage } from "@wordloom/shared/api";
import type { DbDeps } from "../../context";
import { generations, type GenerationRow, type GenerationStatus } from "./generations.tables";

export type GenerationRecord = Pick<
  GenerationRow,
  "userId" | "kind" | "feature" | "promptId" | "promptVersion" | "promptHash" | "provider" | "model" | "brandVoiceId"
>;

/** Stores one generation's metering row and answers its id. */
export const recordGeneration = async (
  deps: DbDeps,
  record: GenerationRecord,
  outcome: { status: GenerationStatus; usage: TokenUsage; durationMs: number; errorCode?: string },
): Promise<string> => {
  const [row] = await deps.db
    .insert(generations)
    .values({
      ...record,
      tokensIn: outcome.usage.tokensIn,
      tokensOut: outcome.usage.tokensOut,
      estimated: outcome.usage.estimated,
      status: outcome.status,
      errorCode: outcome.errorCode ?? null,
      durationMs: Math.round(outcome.durationMs),
      createdAt: deps.clock.now(),
    })
    .returning({ id: generations.id });
  if (!row) {
    // Invariant: an INSERT … RETURNING answers its row.
    throw new Error("could not record the generation");
  }
  return row.id;
};
