import { endpointOf } from "../platform-endpoints";
import { PlatformError } from "../platform-error";
import type { CreatePlatformProvider, PlatformFailure, PlatformProfile } from "../provider";
import { createMediumCall } from "./medium-client";
import { MEDIUM_DEFAULT_ENDPOINTS, MEDIUM_TOKEN_MIN_CHARS } from "./medium-endpoints";
import { mapMediumError } from "./medium-errors";
import { createMediumPublishing } from "./medium-publishing";

/** GET /me (api.md "Getting the authenticated user's details"). */
interface MediumUser {
  id?: string;
  username?: string;
  name?: string;
  url?: string;
  imageUrl?: string;
}

/**
 * Medium: stories published with the user's own integration token. Medium no longer issues OAuth
 * clients ("We don't allow any new integrations with our API"), so linking is a pasted token
 * (Settings → Security and apps → Integration tokens), which never expires and has no refresh.
 */
export const createMediumProvider: CreatePlatformProvider = (deps) => {
  const mapError = (failure: PlatformFailure) => mapMediumError(failure, deps.now());
  const call = createMediumCall(deps.http, mapError);
  const me = (token: string) => call<MediumUser>("GET", `${endpointOf(deps.config.endpoints, "api")}/me`, token);
  return {
    id: "medium",
    defaultEndpoints: MEDIUM_DEFAULT_ENDPOINTS,
    linking: {
      kind: "token",
      minLength: MEDIUM_TOKEN_MIN_CHARS,
      async verify(token) {
        const user = await me(token);
        if (!user.id) {
          throw new PlatformError("validation", "Medium did not say whose token this is.");
        }
      },
    },
    async profile(tokens): Promise<PlatformProfile> {
      const user = await me(tokens.accessToken);
      if (!user.id || !user.username) {
        throw new PlatformError("unknown", "Medium did not say whose token this is.");
      }
      return {
        platformUserId: user.id,
        username: user.username,
        displayName: user.name,
        pictureUrl: user.imageUrl || undefined,
        isPremium: false,
      };
    },
    // A story goes to the user's own profile (publications are not offered).
    listTargets: () => Promise.resolve([]),
    publishing: createMediumPublishing(deps, call),
    mapError,
  };
};
