/**
 * Google's OAuth 2.0 endpoints, shared by YouTube and Gmail (developers.google.com/identity/protocols/oauth2/web-server).
 * Each provider spreads them into its own default endpoints, so each stays overridable on its own
 * (PLATFORM_YOUTUBE_TOKEN_URL, PLATFORM_GMAIL_AUTHORIZE_URL, …) and PLATFORMS_BASE sends them to the fake server.
 */
export const GOOGLE_OAUTH_ENDPOINTS = {
  authorize: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  revoke: "https://oauth2.googleapis.com/revoke",
} as const;

/**
 * PKCE with S256 for our web (confidential) client as well as the client secret. Google documents
 * `code_challenge` / `code_challenge_method` in its installed-app guide; its authorization and token
 * endpoints accept them from web clients too (arctic's Google provider and GNOME Online Accounts
 * send both) [UNVERIFIED on the web-server page itself]. PKCE binds the code to the browser session
 * that started linking, so a leaked code is useless. Set false here, and only here, if Google ever
 * refuses it for web clients.
 */
export const GOOGLE_USE_PKCE = true;
