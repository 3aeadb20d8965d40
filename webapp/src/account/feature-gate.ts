import type { FeatureName } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { limitPrompt } from "./limit-prompt-store";

/**
 * Spec document 1 §4: before a metered action the server is asked for authorization; result 1
 * means blocked and the limit prompt opens. Answers whether the action may run.
 */
export const ensureFeatureAvailable = async (feature: FeatureName): Promise<boolean> => {
  const answer = await api.authorizeFeature({ params: { feature } });
  if (answer.result === 1) {
    limitPrompt.open(feature);
    return false;
  }
  return true;
};
