import { ApiError } from "@wordloom/shared/api";
import type { FeatureUsage } from "@wordloom/shared/model";
import { api } from "../../../api/client";
import type { SummaryLoader } from "../../reading";

/** Whether the account holds the plan flag a feature needs (answers that do not say, entitle). */
const isEntitled = (usage: FeatureUsage): boolean => !("entitled" in usage) || usage.entitled !== false;

/**
 * Whether the server offers the summary engine to this account: its usage list meters "Summary"
 * with an allowance the account is entitled to (a plan without one, or an older server, hides the control).
 */
export const summaryEngineAvailable = (features: readonly FeatureUsage[] | undefined): boolean =>
  (features ?? []).some((usage) => usage.feature === "Summary" && isEntitled(usage) && usage.allowedUsage + usage.topUp > 0);

/**
 * The summary of the saved document (POST /api/analysis/summary with its id): pending edits are
 * saved first, so the server reads what the writer sees. NOT_ENOUGH_CONTENT is the popup's
 * "too short" state; every other failure reaches the popup as an error.
 */
export const documentSummaryLoader =
  (documentId: string, saveNow: () => Promise<void>): SummaryLoader =>
  async (signal) => {
    await saveNow();
    try {
      const answer = await api.summarizeDocument({ body: { docId: documentId } }, { signal });
      return { sentences: answer.sentences.map((sentence) => sentence.text) };
    } catch (error) {
      if (error instanceof ApiError && error.code === "NOT_ENOUGH_CONTENT") {
        return { tooShort: true };
      }
      throw error;
    }
  };
