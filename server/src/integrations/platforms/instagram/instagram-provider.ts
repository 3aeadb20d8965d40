import { createFacebookLogin } from "../facebook/facebook-login";
import { listManagedPages, readProfile } from "../facebook/facebook-pages";
import { createGraphClient } from "../facebook/graph-client";
import { mapGraphError } from "../facebook/graph-errors";
import { endpointOf, META_DEFAULT_ENDPOINTS } from "../facebook/graph-version";
import type { CreatePlatformProvider, LinkTarget, PlatformFailure } from "../provider";
import { createInstagramPublishing } from "./instagram-publishing";

/**
 * Instagram through Facebook Login (handbook platforms.md; Postiz instagram.provider.ts): the
 * account must be Professional (Business or Creator) and linked to a Facebook Page.
 */
export const INSTAGRAM_SCOPES = [
  "instagram_basic",
  "instagram_content_publish",
  "pages_show_list",
  "pages_read_engagement",
  "business_management",
] as const;

/** Instagram professional accounts, each linked to one of the user's Pages, publishing with the Page's token. */
export const createInstagramProvider: CreatePlatformProvider = (deps) => {
  const mapError = (failure: PlatformFailure) => mapGraphError(failure, deps.now(), "Instagram");
  const graph = createGraphClient({ http: deps.http, apiBase: () => endpointOf(deps.config.endpoints, "api"), mapError });
  return {
    id: "instagram",
    defaultEndpoints: META_DEFAULT_ENDPOINTS,
    linking: createFacebookLogin(deps, graph, INSTAGRAM_SCOPES),
    profile: (tokens) => readProfile(graph, tokens),
    async listTargets(tokens) {
      const pages = await listManagedPages(
        graph,
        tokens,
        "id,name,access_token,instagram_business_account{id,username,name,profile_picture_url}",
      );
      return pages.flatMap((page): LinkTarget[] => {
        const account = page.instagram_business_account;
        if (!account) {
          return [];
        }
        return [
          {
            id: account.id,
            kind: "instagram_account",
            name: account.username ?? account.name ?? account.id,
            pictureUrl: account.profile_picture_url,
            accessToken: page.access_token,
            parentId: page.id,
          },
        ];
      });
    },
    publishing: createInstagramPublishing(deps, graph),
    mapError,
  };
};
