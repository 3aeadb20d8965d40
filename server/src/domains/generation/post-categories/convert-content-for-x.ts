import { ConvertForXOutputSchema, type ConvertForXRequest, type ConvertForXResult } from "@wordloom/shared/api";
import type { AppContext } from "../../../context";
import { fitForX } from "../../../integrations/llm/offline/post-categories/fit-for-x";
import { xLimitOf } from "../../../integrations/llm/prompts/post-categories/convert-for-x";
import { xWeightedLength } from "../../../integrations/platforms/x/x-text";
import type { UserRow } from "../../account/users.tables";
import { runGeneration } from "../run-generation";
import { finishGeneration } from "./finish-generation";

/**
 * Convert content for X (document 4 §7 convertContentForX): the model rewrites the post (offline:
 * the text as it is), then the deterministic shortener makes sure it fits X's limit as twitter-text
 * counts it — a model's answer that runs long is cut the same way, never sent over the limit.
 */
export const convertContentForX = async (
  deps: Pick<AppContext, "db" | "clock" | "llm">,
  user: UserRow,
  request: ConvertForXRequest,
): Promise<ConvertForXResult> => {
  const result = await finishGeneration(
    runGeneration(deps, { user, kind: "convert-for-x", input: request, signal: new AbortController().signal }),
  );
  const maxLength = xLimitOf(request.premium);
  const fitted = fitForX(ConvertForXOutputSchema.parse(result.object).text, maxLength);
  return {
    text: fitted.text,
    weightedLength: xWeightedLength(fitted.text),
    maxLength,
    shortened: fitted.shortened,
    provider: result.provider,
    draft: result.draft,
  };
};
