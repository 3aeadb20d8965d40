import { z } from "zod";
import { PLATFORM_IDS, PRODUCTS } from "../rules";
import { IdSchema, IsoDateSchema } from "./common";
import { singleLine } from "./text";

/**
 * Linked social accounts and the platforms page (spec document 4 §1–§3, §7): a platform account a
 * user linked (never its tokens), where it publishes, and each platform's state on this server.
 */
export const PlatformIdSchema = z.enum(PLATFORM_IDS);

export const LinkTargetSchema = z.object({
  id: z.string(),
  kind: z.enum(["person", "organization", "page", "instagram_account", "channel", "playlist"]),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  parentId: z.string().nullable(),
});

export type LinkTarget = z.infer<typeof LinkTargetSchema>;

/** What the platform offers the account right now (never a target's token); the chosen ones are the account's `targets`. */
export const LinkTargetListSchema = z.object({ items: z.array(LinkTargetSchema) });

export const SocialAccountSchema = z.object({
  id: IdSchema,
  platform: PlatformIdSchema,
  platformUserId: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  isPremium: z.boolean(),
  status: z.enum(["linked", "needs_reconnect"]),
  /** Why the account must be reconnected, in words. */
  statusReason: z.string().nullable(),
  linkedAt: IsoDateSchema,
  /** The targets the user chose (LinkedIn organisations, Facebook Pages, YouTube playlists, …). */
  targets: z.array(LinkTargetSchema),
});
export type SocialAccount = z.infer<typeof SocialAccountSchema>;

export const SocialAccountListSchema = z.object({ items: z.array(SocialAccountSchema) });

export const PlatformStateSchema = z.object({
  id: PlatformIdSchema,
  name: z.string(),
  /**
   * configured: linking works; not_configured: the server lacks the platform's settings (`setup`
   * names the environment variables to set); unavailable: this server has no provider for it yet.
   */
  availability: z.enum(["configured", "not_configured", "unavailable"]),
  setup: z.array(z.string()),
  linking: z.enum(["oauth", "token"]).nullable(),
  /** What a user should know before linking (Gmail: "Only for test users" while Google has not verified the app). */
  notice: z.string().nullable(),
  accounts: z.array(SocialAccountSchema),
});
export type PlatformState = z.infer<typeof PlatformStateSchema>;

export const PlatformListSchema = z.object({ items: z.array(PlatformStateSchema) });

export const PlatformParamsSchema = z.object({ platform: PlatformIdSchema });

export const StartLinkingBodySchema = z.object({
  /** The product variant to come back to after the platform's consent page. */
  product: z.enum(PRODUCTS),
});

export const StartLinkingResultSchema = z.object({ authorizationUrl: z.url() });

export const CompleteLinkingBodySchema = z
  .object({
    state: singleLine(512).pipe(z.string().min(1)),
    code: singleLine(2048).pipe(z.string().min(1)).optional(),
    /** What the platform sent instead of a code (access_denied when the user cancelled). */
    error: singleLine(200).optional(),
  })
  .refine((body) => body.code !== undefined || body.error !== undefined, { message: "code or error is required", path: ["code"] });

export const CompleteLinkingResultSchema = z.object({
  account: SocialAccountSchema,
  product: z.enum(PRODUCTS),
});

/** Wordloom's cap on a pasted token or API key (Medium integration tokens and Pexels keys are far shorter). */
export const LINK_TOKEN_MAX_CHARS = 512;

/** A pasted Medium integration token or Pexels API key; its minimum length is the platform's (Pexels: 56). */
export const LinkByTokenBodySchema = z.object({
  token: singleLine(LINK_TOKEN_MAX_CHARS).pipe(z.string().trim().min(1)),
});

export const SocialAccountParamsSchema = z.object({ id: IdSchema });

export const ChooseTargetsBodySchema = z.object({ targetIds: z.array(singleLine(200).pipe(z.string().min(1))).max(100) });
