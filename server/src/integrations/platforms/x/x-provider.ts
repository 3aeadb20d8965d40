import { endpointOf } from "../platform-endpoints";
import type { CreatePlatformProvider, PlatformProfile } from "../provider";
import { createXClient } from "./x-client";
import { X_DEFAULT_ENDPOINTS } from "./x-endpoints";
import { mapXError } from "./x-errors";
import { createXLinking } from "./x-oauth";
import { createXPublishing } from "./x-publishing";

interface XUser {
  id: string;
  name: string;
  username: string;
  profile_image_url?: string;
  verified?: boolean;
  /** "None", "Basic", "Premium", "PremiumPlus" (users.fields=subscription_type). */
  subscription_type?: string;
}

/**
 * X (API v2). Premium: any subscription_type other than "None" writes long posts
 * (handbook: detect with `GET /2/users/me?user.fields=subscription_type`; [UNVERIFIED] that Basic
 * gets the same limit as Premium).
 */
export const createXProvider: CreatePlatformProvider = (deps) => {
  const client = createXClient(deps);
  const api = endpointOf(deps.config.endpoints, "api");
  return {
    id: "x",
    defaultEndpoints: X_DEFAULT_ENDPOINTS,
    linking: createXLinking(deps, client),
    async profile(tokens): Promise<PlatformProfile> {
      const answer = await client.get<{ data: XUser }>(
        `${api}/users/me?user.fields=profile_image_url,verified,subscription_type`,
        tokens.accessToken,
      );
      const user = answer.data;
      return {
        platformUserId: user.id,
        username: user.username,
        displayName: user.name,
        pictureUrl: user.profile_image_url,
        isPremium: Boolean(user.subscription_type && user.subscription_type !== "None"),
      };
    },
    // An X account publishes as itself: there is nothing to choose.
    listTargets: async () => [],
    publishing: createXPublishing(deps, client),
    mapError: mapXError,
  };
};
