import { LIMITS, type PlatformId } from "@wordloom/shared/rules";

/** What the token dialog tells the user about one token-linked platform: why a token, where to get it. */
export interface TokenGuide {
  /** The field's label. */
  field: string;
  intro: string;
  steps: readonly string[];
  note?: string;
  /** Refused in the dialog before any call when shorter (the server checks it too). */
  minLength: number;
}

export const TOKEN_GUIDES: Partial<Record<PlatformId, TokenGuide>> = {
  medium: {
    field: "Integration token",
    intro:
      "Medium no longer issues OAuth clients to new apps, so there is no Medium sign-in to offer. Instead, you create an integration token on Medium and paste it here; Wordloom keeps it encrypted and uses it only to publish your stories.",
    steps: [
      "Sign in at medium.com.",
      "Open Settings → Security and apps → Integration tokens.",
      "Enter a description such as “Wordloom” and choose Get token.",
      "Copy the token and paste it below.",
    ],
    note: "If your Medium account offers no integration tokens, Medium cannot be linked; you can still export a story for Medium's URL importer.",
    minLength: 1,
  },
  pexels: {
    field: "Pexels API key",
    intro: "Wordloom searches Pexels' free stock photos and videos with your own API key. Getting one takes a minute:",
    steps: [
      "Go to pexels.com and sign in, or join for free.",
      "Open pexels.com/api and choose “Your API Key”.",
      "Fill in the short form: a project name, what you will use the key for, and your website.",
      "Agree to the API terms and choose Generate API Key.",
      `Copy the whole key (${LIMITS.stockToken.minChars} characters or more) and paste it below.`,
    ],
    minLength: LIMITS.stockToken.minChars,
  },
};
