import { z } from "zod";
import { UserSchema } from "../model/account.user";

/**
 * The messages the Word add-in's task pane and the web app it frames (route app/msword) exchange.
 * Every message carries the protocol tag and version; anything else on the window's message
 * channel (Office.js talks to its host with postMessage too) is dropped without a word.
 */
export const BRIDGE_PROTOCOL = "wordloom-bridge" as const;
export const BRIDGE_VERSION = 1 as const;

/** Size caps: a token or a user record is a few KB; anything far larger is not ours. */
export const BRIDGE_LIMITS = { maxTokenChars: 4096, maxSettingChars: 60, maxMessageChars: 64 * 1024 } as const;

const envelope = { protocol: z.literal(BRIDGE_PROTOCOL), version: z.literal(BRIDGE_VERSION) };
const AccessTokenSchema = z.string().min(1).max(BRIDGE_LIMITS.maxTokenChars);
const ExpiresAtSchema = z.iso.datetime({ offset: true });
const SettingSchema = z.string().min(1).max(BRIDGE_LIMITS.maxSettingChars);

/** The add-in's writing defaults, handed to the framed screens (spec document 2 §3 and §9). */
export const PaneSettingsSchema = z.strictObject({ tone: SettingSchema, style: SettingSchema, category: SettingSchema });
export type PaneSettings = z.output<typeof PaneSettingsSchema>;

/** Frame → pane: the frame has loaded and listens (sent until the pane answers with init). */
export const ReadyMessageSchema = z.strictObject({ ...envelope, type: z.literal("ready") });
/** Frame → pane: the frame's access token stopped working or is about to expire. */
export const TokenRequestMessageSchema = z.strictObject({ ...envelope, type: z.literal("token-request") });

/** Pane → frame: the answer to ready; the frame signs in with this access token (never a refresh token). */
export const InitMessageSchema = z.strictObject({
  ...envelope,
  type: z.literal("init"),
  accessToken: AccessTokenSchema,
  accessTokenExpiresAt: ExpiresAtSchema,
  user: UserSchema,
  settings: PaneSettingsSchema,
});
/** Pane → frame: a new access token after the pane refreshed its session. */
export const TokenMessageSchema = z.strictObject({
  ...envelope,
  type: z.literal("token"),
  accessToken: AccessTokenSchema,
  accessTokenExpiresAt: ExpiresAtSchema,
});
/** Pane → frame: the user signed out in the pane (or the session could not be refreshed). */
export const SignedOutMessageSchema = z.strictObject({ ...envelope, type: z.literal("signed-out") });

export const FrameMessageSchema = z.discriminatedUnion("type", [ReadyMessageSchema, TokenRequestMessageSchema]);
export const PaneMessageSchema = z.discriminatedUnion("type", [InitMessageSchema, TokenMessageSchema, SignedOutMessageSchema]);

/** What the frame sends to the pane. */
export type FrameMessage = z.output<typeof FrameMessageSchema>;
/** What the pane sends to the frame. */
export type PaneMessage = z.output<typeof PaneMessageSchema>;

/** Adds the protocol tag and version to a message body. */
export const withEnvelope = <Body extends { type: string }>(
  body: Body,
): Body & { protocol: typeof BRIDGE_PROTOCOL; version: typeof BRIDGE_VERSION } => ({
  ...body,
  protocol: BRIDGE_PROTOCOL,
  version: BRIDGE_VERSION,
});
