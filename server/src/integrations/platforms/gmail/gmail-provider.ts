import { createGoogleCall } from "../google/google-client";
import { readJson } from "../platform-http";
import { createGoogleLinking } from "../google/google-oauth";
import { endpointOf } from "../platform-endpoints";
import { PlatformError } from "../platform-error";
import type { CreatePlatformProvider, PlatformFailure, PlatformProfile } from "../provider";
import { GMAIL_DEFAULT_ENDPOINTS, GMAIL_SCOPES, GMAIL_TEST_USERS_NOTE, gmailTestUsersOnly } from "./gmail-endpoints";
import { mapGmailError } from "./gmail-errors";
import { createGmailPublishing } from "./gmail-publishing";

/** Gmail: small mail campaigns sent from the user's own address (gmail.send only). */
export const createGmailProvider: CreatePlatformProvider = (deps) => {
  const mapError = (failure: PlatformFailure) => mapGmailError(failure, deps.now());
  const call = createGoogleCall(deps.http, mapError);
  return {
    id: "gmail",
    defaultEndpoints: GMAIL_DEFAULT_ENDPOINTS,
    linking: createGoogleLinking(deps, GMAIL_SCOPES, mapError, "Gmail"),
    async profile(tokens): Promise<PlatformProfile> {
      const user = await readJson<{ sub: string; email?: string; name?: string; picture?: string }>(
        await call("GET", endpointOf(deps.config.endpoints, "userinfo"), tokens.accessToken),
      );
      if (!user.email) {
        throw new PlatformError("auth_expired", "Gmail: Google did not share the account's address (the email scope): link again.");
      }
      return {
        platformUserId: user.sub,
        username: user.email,
        displayName: user.name ?? user.email,
        pictureUrl: user.picture,
        isPremium: false,
      };
    },
    // Mail goes from the user's own address: there is nothing to choose.
    listTargets: () => Promise.resolve([]),
    publishing: createGmailPublishing(deps, call),
    mapError,
    ...(gmailTestUsersOnly(deps.config.options) ? { notice: GMAIL_TEST_USERS_NOTE } : {}),
  };
};
