import type { PlatformId } from "@wordloom/shared/rules";
import { CANVA_DEFAULT_ENDPOINTS } from "./canva/canva-endpoints";
import { createCanvaProvider } from "./canva/canva-provider";
import { GMAIL_DEFAULT_ENDPOINTS } from "./gmail/gmail-endpoints";
import { createGmailProvider } from "./gmail/gmail-provider";
import { createFacebookProvider } from "./facebook/facebook-provider";
import { META_DEFAULT_ENDPOINTS } from "./facebook/graph-version";
import { createInstagramProvider } from "./instagram/instagram-provider";
import { createLinkedinProvider } from "./linkedin/linkedin-provider";
import { MEDIUM_DEFAULT_ENDPOINTS } from "./medium/medium-endpoints";
import { createMediumProvider } from "./medium/medium-provider";
import { PEXELS_DEFAULT_ENDPOINTS } from "./pexels/pexels-endpoints";
import { createPexelsProvider } from "./pexels/pexels-provider";
import { LINKEDIN_DEFAULT_ENDPOINTS } from "./linkedin/linkedin-version";
import type { CreatePlatformProvider } from "./provider";
import { X_DEFAULT_ENDPOINTS } from "./x/x-endpoints";
import { createXProvider } from "./x/x-provider";
import { YOUTUBE_DEFAULT_ENDPOINTS } from "./youtube/youtube-endpoints";
import { createYoutubeProvider } from "./youtube/youtube-provider";

/**
 * Every platform provider the server has, in one list: the social-accounts domain builds the
 * configured ones from the environment (`<PLATFORM>_CLIENT_ID`, `<PLATFORM>_CLIENT_SECRET`). A
 * platform missing here shows as "not available on this server yet".
 */
export interface ProviderEntry {
  id: PlatformId;
  name: string;
  create: CreatePlatformProvider;
  /** The real platform's URLs by endpoint name (overridable, see platform-endpoints.ts). */
  defaultEndpoints: Readonly<Record<string, string>>;
  /** Whether linking needs a client secret as well as the id (false: public PKCE clients may omit it). */
  secretRequired: boolean;
  /**
   * "token": the user pastes a token or key (Medium, Pexels), so the server needs no client id or
   * secret and the platform is configured as it is. "oauth" (the default) needs `<PLATFORM>_CLIENT_ID`.
   */
  linking?: "oauth" | "token";
  /** Shown beside the environment variables to set. */
  setupNote?: string;
}

export const PLATFORM_PROVIDERS: readonly ProviderEntry[] = [
  {
    id: "x",
    name: "X",
    create: createXProvider,
    defaultEndpoints: X_DEFAULT_ENDPOINTS,
    // X "Native App" clients are public; "Web App / bot" clients also have a secret (authorization-code.mdx).
    secretRequired: false,
    setupNote: "X_CLIENT_SECRET only for a confidential (Web App) client",
  },
  {
    id: "facebook",
    name: "Facebook",
    create: createFacebookProvider,
    defaultEndpoints: META_DEFAULT_ENDPOINTS,
    // Meta's server-side login exchanges the code with the app secret; no PKCE (manual-flow guide).
    secretRequired: true,
    setupNote: "a Meta app with the Pages API permissions",
  },
  {
    id: "linkedin",
    name: "LinkedIn",
    create: createLinkedinProvider,
    defaultEndpoints: LINKEDIN_DEFAULT_ENDPOINTS,
    // A 3-legged confidential client: /oauth/v2/accessToken takes client_secret (Postiz linkedin.provider.ts).
    secretRequired: true,
    setupNote: "organisation posting needs the Community Management API product",
  },
  {
    id: "instagram",
    name: "Instagram",
    create: createInstagramProvider,
    defaultEndpoints: META_DEFAULT_ENDPOINTS,
    // Instagram through Facebook Login: the same Meta app may serve both (its id and secret here too).
    secretRequired: true,
    setupNote: "a Meta app with Instagram Content Publishing",
  },
  // YouTube and Gmail keep their own variables so each can be configured (and verified by Google) on
  // its own; both may hold the same Google Cloud "Web application" OAuth client.
  {
    id: "youtube",
    name: "YouTube",
    create: createYoutubeProvider,
    defaultEndpoints: YOUTUBE_DEFAULT_ENDPOINTS,
    secretRequired: true,
    setupNote: "a Google Cloud OAuth client of type Web application with the YouTube Data API v3 enabled (may be the same as Gmail's)",
  },
  {
    id: "gmail",
    name: "Gmail",
    create: createGmailProvider,
    defaultEndpoints: GMAIL_DEFAULT_ENDPOINTS,
    secretRequired: true,
    setupNote: "a Google Cloud OAuth client of type Web application with the Gmail API enabled (may be the same as YouTube's)",
  },
  {
    id: "canva",
    name: "Canva",
    create: createCanvaProvider,
    defaultEndpoints: CANVA_DEFAULT_ENDPOINTS,
    // The token endpoint takes the client secret by HTTP Basic, PKCE as well (canva.dev authentication).
    secretRequired: true,
    setupNote: "a Canva Connect integration (Developer Portal) with the design:meta:read, design:content:read and profile:read scopes",
  },
  // Linked by the user's own token or key: nothing to configure on the server.
  {
    id: "medium",
    name: "Medium",
    create: createMediumProvider,
    defaultEndpoints: MEDIUM_DEFAULT_ENDPOINTS,
    secretRequired: false,
    linking: "token",
  },
  {
    id: "pexels",
    name: "Pexels",
    create: createPexelsProvider,
    defaultEndpoints: PEXELS_DEFAULT_ENDPOINTS,
    secretRequired: false,
    linking: "token",
  },
];

export const PLATFORM_NAMES: Record<PlatformId, string> = {
  linkedin: "LinkedIn",
  x: "X",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  medium: "Medium",
  gmail: "Gmail",
  canva: "Canva",
  pexels: "Pexels",
};

/** The environment variables that configure a platform. */
export const clientEnvNames = (id: PlatformId) => {
  const prefix = id.toUpperCase();
  return { clientId: `${prefix}_CLIENT_ID`, clientSecret: `${prefix}_CLIENT_SECRET` };
};
