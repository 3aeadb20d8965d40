import { GOOGLE_OAUTH_ENDPOINTS } from "../google/google-endpoints";

/**
 * Gmail API (handbook platforms.md "Gmail"). Every URL is overridable (PLATFORM_GMAIL_<NAME>_URL)
 * and PLATFORMS_BASE sends them all to the fake server.
 */
export const GMAIL_DEFAULT_ENDPOINTS = {
  ...GOOGLE_OAUTH_ENDPOINTS,
  /** users.messages.send (developers.google.com/gmail/api/guides/sending). */
  api: "https://gmail.googleapis.com/gmail/v1",
  /** OpenID Connect userinfo: the sender's address (users.getProfile needs a restricted read scope). */
  userinfo: "https://openidconnect.googleapis.com/v1/userinfo",
} as const;

/**
 * `gmail.send` only: it is "sensitive" (verification, no security assessment), while every read
 * scope is "restricted" and needs a CASA assessment (developers.google.com/gmail/api/auth/scopes).
 * `openid email` are non-sensitive and give the sender's address for the profile.
 */
export const GMAIL_SCOPES = ["openid", "email", "https://www.googleapis.com/auth/gmail.send"] as const;

/** At most 100 recipients per message sent through the API (support.google.com/a/answer/166852). */
export const GMAIL_MAX_RECIPIENTS = 100;

/** The largest message the API takes [UNVERIFIED: handbook, 35 MB]; checked on the encoded message. */
export const GMAIL_MAX_MESSAGE_BYTES = 35 * 1024 * 1024;

/**
 * While the Google app is unverified, only its listed test users can link Gmail; the platforms page
 * says "Only for test users". ProviderConfig.options.testUsersOnly = "false" (GMAIL_TEST_USERS_ONLY=false)
 * removes the note once Google has verified the app.
 */
export const GMAIL_TEST_USERS_NOTE = "Only for test users";
export const gmailTestUsersOnly = (options: Readonly<Record<string, string>> | undefined): boolean =>
  !["false", "0", "no", "off"].includes((options?.testUsersOnly ?? "true").trim().toLowerCase());
