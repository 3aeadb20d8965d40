/**
 * The one Graph API version every Facebook and Instagram call uses (handbook platforms.md: latest
 * at the time of writing is v25.0; Postiz still pins v20.0). Meta retires each version about two
 * years after release: bump it here, and only here.
 */
export const GRAPH_API_VERSION = "v25.0";

/** The real Meta URLs; configuration (or PLATFORMS_BASE) may replace each. */
export const META_DEFAULT_ENDPOINTS = {
  /** Facebook Login's consent dialog (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow). */
  authorize: `https://www.facebook.com/${GRAPH_API_VERSION}/dialog/oauth`,
  /** The Graph API, version included: /oauth/access_token, /me, /{page-id}/feed, /{ig-user-id}/media, … */
  api: `https://graph.facebook.com/${GRAPH_API_VERSION}`,
} as const;

export const endpointOf = (endpoints: Readonly<Record<string, string>>, name: keyof typeof META_DEFAULT_ENDPOINTS): string =>
  (endpoints[name] ?? META_DEFAULT_ENDPOINTS[name]).replace(/\/+$/, "");
