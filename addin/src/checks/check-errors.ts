import { ApiError } from "@wordloom/shared/api";
import type { AccountType } from "@wordloom/shared/rules";
import { MESSAGES, plagiarismPlanMessage } from "./messages";
import type { CheckKind } from "./tools";

const COMPLIANCE_KINDS: ReadonlySet<CheckKind> = new Set(["pii", "legal", "citations", "inclusive"]);

/**
 * The message a failed check shows (spec document 3 §6 and §8): a 403 names the plan problem
 * (plagiarism's own text; for compliance without the entitlement "Enterprise only feature", or
 * the organisation-admin text on corporate accounts; otherwise the server's upgrade text),
 * plagiarism otherwise shows the server's message or "Unable to check Plagiarism", and everything
 * else the generic retry text.
 */
export const checkErrorMessage = (kind: CheckKind, error: unknown, accountType: AccountType = "individual"): string => {
  const apiError = error instanceof ApiError ? error : null;
  if (kind === "plagiarism") {
    if (apiError?.status === 403) {
      return plagiarismPlanMessage();
    }
    return apiError && apiError.status < 500 && apiError.code !== "INTERNAL" ? apiError.message : MESSAGES.plagiarismFailed;
  }
  if (apiError?.code === "PLAN_REQUIRED" && COMPLIANCE_KINDS.has(kind)) {
    return accountType === "corporate" ? apiError.message : MESSAGES.enterpriseOnly;
  }
  if (apiError?.status === 403) {
    return apiError.message;
  }
  return MESSAGES.problem;
};
