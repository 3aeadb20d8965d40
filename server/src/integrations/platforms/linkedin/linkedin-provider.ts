import type { CreatePlatformProvider, PlatformFailure } from "../provider";
import { listLinkedinTargets, readLinkedinProfile } from "./linkedin-accounts";
import { createLinkedinCall } from "./linkedin-client";
import { mapLinkedinError } from "./linkedin-errors";
import { createLinkedinLogin } from "./linkedin-login";
import { createLinkedinPublishing } from "./linkedin-publishing";
import { LINKEDIN_DEFAULT_ENDPOINTS, linkedinEndpoint } from "./linkedin-version";

/** LinkedIn: member and organisation posting through the versioned Posts, Images and Videos APIs. */
export const createLinkedinProvider: CreatePlatformProvider = (deps) => {
  const mapError = (failure: PlatformFailure) => mapLinkedinError(failure, deps.now());
  const call = createLinkedinCall(deps.http, mapError);
  const api = () => linkedinEndpoint(deps.config.endpoints, "api");
  return {
    id: "linkedin",
    defaultEndpoints: LINKEDIN_DEFAULT_ENDPOINTS,
    linking: createLinkedinLogin(deps, mapError),
    profile: (tokens) => readLinkedinProfile(call, api(), tokens),
    listTargets: (tokens, profile) => listLinkedinTargets(call, api(), tokens, profile),
    publishing: createLinkedinPublishing(deps, call, api),
    mapError,
  };
};
