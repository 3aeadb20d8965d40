/**
 * What the platforms screen tells the user about linking (spec document 4 §8). No schema here: the
 * web app's first screens may import it.
 */
export const SOCIAL_LINKING_MESSAGES = {
  linked: "Linking Successful",
  failed: "Linking Failed",
  /** The OAuth state was wrong, used, expired or someone else's. */
  invalidState: "Linking Failed",
  /** A pasted stock media key shorter than 56 characters (spec document 4 §5); the text is Wordloom's. */
  invalidStockToken: "Invalid token: a Pexels API key has at least 56 characters. Paste the whole key.",
  /** A pasted token shorter than the platform's own tokens. */
  invalidToken: "Invalid token: paste the whole token.",
  /** Linking the design service (Canva) could not start: no PKCE verifier and challenge, or the server refused. */
  designStartFailed: "Unable to generate verifier and challenge",
  notConfigured: "Not configured on this server",
  needsReconnect: "Reconnect this account to keep publishing",
  removed: "Account removed",
  targetsSaved: "Changes is saved.",
  targetsFailed: "There was a problem. Please retry.",
} as const;
