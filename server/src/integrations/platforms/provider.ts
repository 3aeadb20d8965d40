import type { PlatformId } from "@wordloom/shared/rules";
import type { PlatformError } from "./platform-error";
import type { PlatformHttp } from "./platform-http";

/**
 * What every platform provider implements (server/src/integrations/platforms/<provider>/). A
 * provider speaks one platform's documented HTTP protocol and nothing else: it never touches the
 * database, never encrypts, never logs a token. The social-accounts domain stores what it returns;
 * the publisher calls its publishing operations.
 */

/** A provider's settings, read from the environment by the social-accounts domain. */
export interface ProviderConfig {
  clientId?: string;
  clientSecret?: string;
  /** Our callback URL the platform redirects back to. */
  redirectUri: string;
  /**
   * Every base URL the provider calls, by name ("authorize", "token", "api", "upload", …). The
   * provider's `defaultEndpoints` holds the real platform's URLs; configuration can replace each, and
   * `PLATFORMS_BASE` points them all at the local fake server (see platform-endpoints.ts).
   */
  endpoints: Readonly<Record<string, string>>;
  /** Provider-specific switches (e.g. Gmail's "Only for test users" note). */
  options?: Readonly<Record<string, string>>;
}

export interface ProviderDeps {
  config: ProviderConfig;
  http: PlatformHttp;
  now: () => Date;
  /** Waits between status polls; tests pass one that resolves at once. */
  sleep: (ms: number) => Promise<void>;
}

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
  refreshTokenExpiresAt?: Date;
  /** Space-separated scopes the platform granted. */
  scope?: string;
}

export interface OAuthStart {
  /** The signed single-use state; the provider only passes it through. */
  state: string;
  /** PKCE verifier, present when `pkce` is true (S256 challenge derived by the provider). */
  codeVerifier?: string;
  redirectUri: string;
}

export interface OAuthLinking {
  kind: "oauth";
  pkce: boolean;
  scopes: readonly string[];
  authorizationUrl(start: OAuthStart): string;
  exchangeCode(code: string, start: OAuthStart): Promise<TokenSet>;
  /**
   * A fresh token set. Keeps the stored refresh token when the platform returns none (never an
   * empty one); returns the new one when the platform rotates them. Throws auth_expired when the
   * refresh token is dead.
   */
  refresh(tokens: TokenSet): Promise<TokenSet>;
  /** Revokes at the platform; resolves without a call where the platform has no revoke endpoint. */
  revoke(tokens: TokenSet): Promise<void>;
}

/** Linking by a pasted token or key (Medium integration tokens, Pexels API keys). */
export interface TokenLinking {
  kind: "token";
  /** Refused before any call when shorter (Pexels: 56, spec document 4 §5). */
  minLength: number;
  /** Throws validation/auth_expired when the platform refuses the token. */
  verify(token: string): Promise<void>;
}

export interface PlatformProfile {
  platformUserId: string;
  username: string;
  displayName?: string;
  pictureUrl?: string;
  /** X Premium and the like, where the platform reports it; false otherwise. */
  isPremium: boolean;
}

export type LinkTargetKind = "person" | "organization" | "page" | "instagram_account" | "channel" | "playlist";

/** Somewhere the account can publish: a LinkedIn organisation, a Facebook Page, a YouTube playlist, … */
export interface LinkTarget {
  id: string;
  kind: LinkTargetKind;
  name: string;
  pictureUrl?: string;
  /** The target's own token where the platform issues one (Facebook Page tokens); stored encrypted. */
  accessToken?: string;
  /** The target this one hangs off (an Instagram account's Page, a playlist's channel). */
  parentId?: string;
}

export interface MediaFile {
  kind: "image" | "gif" | "video" | "pdf";
  mimeType: string;
  fileName: string;
  byteLength: number;
  bytes: Uint8Array;
  /** A public, stable HTTPS URL of the same file, for platforms that pull media (Facebook, Instagram). */
  publicUrl: string;
  width?: number;
  height?: number;
  durationSeconds?: number;
  altText?: string;
}

export interface UploadedMedia {
  platformMediaId: string;
  kind: MediaFile["kind"];
}

/** Who publishes: the linked account's tokens and profile, and the chosen target if any. */
export interface PublishContext {
  tokens: TokenSet;
  profile: PlatformProfile;
  target?: LinkTarget;
}

export interface PostDraft {
  text: string;
  title?: string;
  link?: string;
  media: UploadedMedia[];
  tags?: string[];
  /** Platform-specific settings (YouTube privacy and madeForKids, Medium publishStatus, X reply id, …). */
  options?: Readonly<Record<string, string | boolean | number>>;
  /** Gmail only. */
  mail?: {
    to: string[];
    cc?: string[];
    bcc?: string[];
    subject: string;
    html: string;
    attachments?: { fileName: string; mimeType: string; bytes: Uint8Array }[];
  };
}

export interface PublishedPost {
  platformPostId: string;
  url?: string;
}

export interface PublishedPostDetails {
  state: "published" | "processing" | "failed" | "deleted";
  url?: string;
  likes?: number;
  comments?: number;
  views?: number;
}

export interface PublishingOperations {
  /** The text as the platform must receive it (LinkedIn little-text escaping, YouTube's < > removed, …). */
  prepareText(text: string): string;
  /** The platform's documented upload sequence, status polls included. */
  uploadMedia(context: PublishContext, file: MediaFile, onProgress?: (fraction: number) => void): Promise<UploadedMedia>;
  createPost(context: PublishContext, draft: PostDraft): Promise<PublishedPost>;
  postDetails(context: PublishContext, platformPostId: string): Promise<PublishedPostDetails>;
  deletePost?(context: PublishContext, platformPostId: string): Promise<void>;
  /**
   * Two-step publishing (Instagram: container → media_publish), so the publisher can record the
   * prepared container and a restarted worker publishes it instead of creating another.
   */
  staged?: {
    prepare(context: PublishContext, draft: PostDraft): Promise<string>;
    publish(context: PublishContext, preparedId: string): Promise<PublishedPost>;
  };
  /** How much of its publishing quota the account used, where the platform says (Instagram: posts in the moving 24 h). */
  publishingQuota?(context: PublishContext): Promise<{ used: number; total: number }>;
  /** The account's recent posts (to settle an outcome_unknown by matching text and time), where the platform lists them. */
  recentPosts?(context: PublishContext, since: Date): Promise<{ platformPostId: string; text: string; createdAt?: Date; url?: string }[]>;
}

/** Canva Connect designs. */
export interface DesignOperations {
  listDesigns(tokens: TokenSet, query?: string): Promise<{ id: string; title: string; thumbnailUrl?: string }[]>;
  startExport(tokens: TokenSet, designId: string, format: "png" | "jpg" | "pdf" | "gif" | "mp4"): Promise<{ exportId: string }>;
  exportStatus(tokens: TokenSet, exportId: string): Promise<{ state: "in_progress" | "success" | "failed"; urls: string[] }>;
}

export interface StockItem {
  id: string;
  kind: "photo" | "video";
  width: number;
  height: number;
  photographer: string;
  photographerUrl: string;
  pageUrl: string;
  previewUrl: string;
  downloadUrl: string;
}

/** Pexels stock search. */
export interface StockOperations {
  search(
    apiKey: string,
    request: { query: string; kind: "photo" | "video"; page: number; perPage: number },
  ): Promise<{ items: StockItem[]; totalResults: number }>;
}

/** What a failed call left to map: the platform's answer, or the network error. */
export interface PlatformFailure {
  status?: number;
  headers?: Headers;
  /** The parsed JSON body when there was one, else the text. */
  body?: unknown;
  cause?: unknown;
  /** Whether the request body had been sent (a timeout after sending is ambiguous). */
  sent: boolean;
}

export interface PlatformProvider {
  id: PlatformId;
  /** The real platform's URLs by endpoint name; configuration may replace each. */
  defaultEndpoints: Readonly<Record<string, string>>;
  linking: OAuthLinking | TokenLinking;
  profile(tokens: TokenSet): Promise<PlatformProfile>;
  listTargets(tokens: TokenSet, profile: PlatformProfile): Promise<LinkTarget[]>;
  publishing?: PublishingOperations;
  designs?: DesignOperations;
  stock?: StockOperations;
  /** Table-driven mapping of the platform's answers into the one taxonomy. */
  mapError(failure: PlatformFailure): PlatformError;
  /** A short note for the platform's card (Gmail: "Only for test users" while the Google app is unverified). */
  notice?: string;
}

export type CreatePlatformProvider = (deps: ProviderDeps) => PlatformProvider;
