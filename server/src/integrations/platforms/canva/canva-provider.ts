import { endpointOf } from "../platform-endpoints";
import type { CreatePlatformProvider, PlatformProfile } from "../provider";
import { createCanvaClient } from "./canva-client";
import { createCanvaDesigns } from "./canva-designs";
import { CANVA_DEFAULT_ENDPOINTS } from "./canva-endpoints";
import { mapCanvaError } from "./canva-errors";
import { createCanvaLinking } from "./canva-oauth";

/**
 * Canva Connect: a design source, not a publishing target. Linking gives the user's designs to pick
 * from and exports them as files for a post.
 */
export const createCanvaProvider: CreatePlatformProvider = (deps) => {
  const client = createCanvaClient(deps);
  const api = endpointOf(deps.config.endpoints, "api");
  return {
    id: "canva",
    defaultEndpoints: CANVA_DEFAULT_ENDPOINTS,
    linking: createCanvaLinking(deps, client),
    async profile(tokens): Promise<PlatformProfile> {
      const me = await client.get<{ team_user: { user_id: string; team_id?: string } }>(`${api}/users/me`, tokens.accessToken);
      const profile = await client.get<{ profile: { display_name?: string } }>(`${api}/users/me/profile`, tokens.accessToken);
      const displayName = profile.profile?.display_name || undefined;
      return {
        platformUserId: me.team_user.user_id,
        // Canva has no handle: the display name stands in, else the user id.
        username: displayName ?? me.team_user.user_id,
        displayName,
        isPremium: false,
      };
    },
    // Designs are read, not published to: there is nothing to choose.
    listTargets: async () => [],
    designs: createCanvaDesigns(deps, client),
    mapError: mapCanvaError,
  };
};
