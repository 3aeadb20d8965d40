import { createGoogleCall } from "../google/google-client";
import { createGoogleLinking } from "../google/google-oauth";
import { endpointOf } from "../platform-endpoints";
import type { CreatePlatformProvider, PlatformFailure } from "../provider";
import { listYoutubeTargets, readYoutubeProfile } from "./youtube-channel";
import { YOUTUBE_DEFAULT_ENDPOINTS, YOUTUBE_SCOPES } from "./youtube-endpoints";
import { mapYoutubeError } from "./youtube-errors";
import { createYoutubePublishing } from "./youtube-publishing";

/** YouTube (Data API v3): a channel, its playlists, resumable video uploads (Shorts included). */
export const createYoutubeProvider: CreatePlatformProvider = (deps) => {
  const mapError = (failure: PlatformFailure) => mapYoutubeError(failure, deps.now());
  const call = createGoogleCall(deps.http, mapError);
  const api = () => endpointOf(deps.config.endpoints, "api");
  return {
    id: "youtube",
    defaultEndpoints: YOUTUBE_DEFAULT_ENDPOINTS,
    linking: createGoogleLinking(deps, YOUTUBE_SCOPES, mapError, "YouTube"),
    profile: (tokens) => readYoutubeProfile(call, api(), tokens),
    listTargets: (tokens, profile) => listYoutubeTargets(call, api(), tokens, profile),
    publishing: createYoutubePublishing(deps, call, mapError),
    mapError,
  };
};
