import type { CreatePlatformProvider, PlatformFailure } from "../provider";
import { createFacebookLogin } from "./facebook-login";
import { listPageTargets, readProfile } from "./facebook-pages";
import { createFacebookPublishing } from "./facebook-publishing";
import { createGraphClient } from "./graph-client";
import { mapGraphError } from "./graph-errors";
import { endpointOf, META_DEFAULT_ENDPOINTS } from "./graph-version";

/**
 * Facebook Login scopes (developers.facebook.com/docs/pages-api/posts): publish and read Pages,
 * `publish_video` for videos, and `pages_show_list` to list them.
 */
export const FACEBOOK_SCOPES = [
  "pages_show_list",
  "pages_manage_posts",
  "pages_read_engagement",
  "pages_manage_engagement",
  "pages_read_user_engagement",
  "publish_video",
] as const;

/** Facebook Pages through the Graph API: linking, Pages as targets, photo/video posts, details. */
export const createFacebookProvider: CreatePlatformProvider = (deps) => {
  const mapError = (failure: PlatformFailure) => mapGraphError(failure, deps.now(), "Facebook");
  const graph = createGraphClient({ http: deps.http, apiBase: () => endpointOf(deps.config.endpoints, "api"), mapError });
  return {
    id: "facebook",
    defaultEndpoints: META_DEFAULT_ENDPOINTS,
    linking: createFacebookLogin(deps, graph, FACEBOOK_SCOPES),
    profile: (tokens) => readProfile(graph, tokens),
    listTargets: (tokens) => listPageTargets(graph, tokens),
    publishing: createFacebookPublishing(graph),
    mapError,
  };
};
