import type { PlatformId } from "@wordloom/shared/rules";
import { AppError } from "../../errors";
import { PlatformError } from "../../integrations/platforms/platform-error";
import type { LinkTarget } from "../../integrations/platforms/provider";
import { openTokens, profileOf } from "./account-tokens";
import type { SocialAccountRow } from "./social-accounts.tables";
import type { SocialRuntime } from "./social-runtime";

/**
 * What the platform lists for a stored account right now (Facebook Pages with their tokens,
 * LinkedIn organisations, …). An unconfigured platform or a platform's refusal is a 409 in words.
 */
export const listPlatformTargets = async (runtime: SocialRuntime, row: SocialAccountRow): Promise<LinkTarget[]> => {
  const provider = runtime.provider(row.platform as PlatformId);
  if (!provider) {
    throw new AppError("CONFLICT", "This platform is not configured on this server.");
  }
  try {
    return await provider.listTargets(openTokens(row, runtime.cipher), profileOf(row));
  } catch (error) {
    if (error instanceof PlatformError) {
      throw new AppError("CONFLICT", error.message, { kind: error.kind });
    }
    throw error;
  }
};
