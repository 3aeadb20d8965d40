import { OkSchema } from "../../model/common";
import {
  ChooseTargetsBodySchema,
  CompleteLinkingBodySchema,
  CompleteLinkingResultSchema,
  LinkByTokenBodySchema,
  LinkTargetListSchema,
  PlatformListSchema,
  PlatformParamsSchema,
  SocialAccountListSchema,
  SocialAccountParamsSchema,
  SocialAccountSchema,
  StartLinkingBodySchema,
  StartLinkingResultSchema,
} from "../../model/social-accounts";
import { endpoint } from "../contract";

const tag = "social-accounts";

/**
 * Platform linking (spec document 4 §7 "Platform linking": getUserPlatforms, getActivatedPlatforms,
 * the process…Integration calls, removePlatformById). The OAuth round trip: `startLinking` answers
 * the platform's consent URL with a signed, single-use, 10-minute state; the platform sends the
 * browser back to the web app's /oauth/callback/<platform>, which hands code and state to
 * `completeLinking` with the user's session: a wrong, used, expired or another user's state answers
 * 400 and stores nothing. Tokens never appear in an answer.
 */
export const socialAccountEndpoints = {
  listPlatforms: endpoint({
    method: "GET",
    path: "/api/platforms",
    summary: "Every platform with its state on this server and the user's accounts on it",
    tag,
    auth: "user",
    response: PlatformListSchema,
    errors: ["UNAUTHENTICATED"],
  }),
  startLinking: endpoint({
    method: "POST",
    path: "/api/platforms/:platform/linking",
    summary: "Start linking an account: the platform's authorization URL",
    tag,
    auth: "user",
    params: PlatformParamsSchema,
    body: StartLinkingBodySchema,
    response: StartLinkingResultSchema,
    status: 201,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "CONFLICT", "PLAN_REQUIRED"],
  }),
  completeLinking: endpoint({
    method: "POST",
    path: "/api/platforms/:platform/linking/callback",
    summary: "Finish linking with the platform's code and our state; stores the account",
    tag,
    auth: "user",
    params: PlatformParamsSchema,
    body: CompleteLinkingBodySchema,
    response: CompleteLinkingResultSchema,
    errors: ["VALIDATION_FAILED", "BAD_REQUEST", "UNAUTHENTICATED", "CONFLICT"],
  }),
  linkByToken: endpoint({
    method: "POST",
    path: "/api/platforms/:platform/token",
    summary:
      "Link an account with a pasted token or API key (Medium integration token, Pexels API key); answers the account, never the token",
    tag,
    auth: "user",
    params: PlatformParamsSchema,
    body: LinkByTokenBodySchema,
    response: SocialAccountSchema,
    errors: ["VALIDATION_FAILED", "BAD_REQUEST", "UNAUTHENTICATED", "CONFLICT", "PLAN_REQUIRED"],
  }),
  listSocialAccounts: endpoint({
    method: "GET",
    path: "/api/social-accounts",
    summary: "The user's linked accounts (never their tokens)",
    tag,
    auth: "user",
    response: SocialAccountListSchema,
    errors: ["UNAUTHENTICATED"],
  }),
  listAvailableSocialAccountTargets: endpoint({
    method: "GET",
    path: "/api/social-accounts/:id/targets/available",
    summary: "Where a linked account can publish, as the platform lists it now (Facebook Pages, LinkedIn organisations, …)",
    tag,
    auth: "user",
    params: SocialAccountParamsSchema,
    response: LinkTargetListSchema,
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "CONFLICT"],
  }),
  chooseSocialAccountTargets: endpoint({
    method: "PUT",
    path: "/api/social-accounts/:id/targets",
    summary: "Choose where a linked account publishes (pages, organisations, channels, playlists)",
    tag,
    auth: "user",
    params: SocialAccountParamsSchema,
    body: ChooseTargetsBodySchema,
    response: SocialAccountSchema,
    errors: ["VALIDATION_FAILED", "BAD_REQUEST", "UNAUTHENTICATED", "NOT_FOUND", "CONFLICT"],
  }),
  removeSocialAccount: endpoint({
    method: "DELETE",
    path: "/api/social-accounts/:id",
    summary: "Remove a linked account: revoked at the platform where it can be, then deleted",
    tag,
    auth: "user",
    params: SocialAccountParamsSchema,
    response: OkSchema,
    errors: ["UNAUTHENTICATED", "NOT_FOUND"],
  }),
};
