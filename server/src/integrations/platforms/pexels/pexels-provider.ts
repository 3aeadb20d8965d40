import { createHash } from "node:crypto";
import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import { LIMITS } from "@wordloom/shared/rules";
import { PlatformError } from "../platform-error";
import type { CreatePlatformProvider, PlatformFailure, PlatformProfile } from "../provider";
import { PEXELS_DEFAULT_ENDPOINTS, PEXELS_VERIFY_QUERY } from "./pexels-endpoints";
import { mapPexelsError } from "./pexels-errors";
import { createPexelsStock } from "./pexels-stock";

/**
 * Pexels: stock photos and videos searched with the user's own API key (pexels.com/api → "Your API
 * key"). The key is the whole identity: Pexels has no profile endpoint, so the account is a fixed
 * "Pexels API key" whose id is derived from the key's SHA-256, and the same key links once.
 */
export const createPexelsProvider: CreatePlatformProvider = (deps) => {
  const mapError = (failure: PlatformFailure) => mapPexelsError(failure, deps.now());
  const stock = createPexelsStock(deps, mapError);
  const minLength = LIMITS.stockToken.minChars;
  return {
    id: "pexels",
    defaultEndpoints: PEXELS_DEFAULT_ENDPOINTS,
    linking: {
      kind: "token",
      minLength,
      async verify(token) {
        if (token.length < minLength) {
          throw new PlatformError("validation", SOCIAL_LINKING_MESSAGES.invalidStockToken);
        }
        await stock.get(token, "/v1/search", PEXELS_VERIFY_QUERY);
      },
    },
    profile(tokens): Promise<PlatformProfile> {
      const fingerprint = createHash("sha256").update(tokens.accessToken).digest("hex");
      return Promise.resolve({
        platformUserId: `key-${fingerprint.slice(0, 32)}`,
        username: "pexels",
        displayName: "Pexels API key",
        isPremium: false,
      });
    },
    listTargets: () => Promise.resolve([]),
    stock: { search: stock.search },
    mapError,
  };
};
