import { z } from "zod";
import {
  ACCOUNT_TYPES,
  ADDONS,
  FEATURE_FLAGS,
  HANDLE_PATTERN,
  HANDLE_RULE_MESSAGE,
  isTimeZone,
  LIMITS,
  PRODUCTS,
  SUBSCRIPTION_TYPES,
  USER_ROLES,
} from "../rules";
import { IdSchema, IsoDateSchema } from "./common";
import { plainText, singleLine } from "./text";

export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: "Enter a valid e-mail address" }))
  .transform((email) => email.toLowerCase());

/**
 * A new password: at least 8 characters besides spaces, no control characters (8 spaces or 8 NULs
 * are not a password). How guessable it is, is the server's check at sign-up (zxcvbn).
 */
export const PasswordSchema = singleLine(LIMITS.password.maxChars)
  .min(LIMITS.password.minChars, { message: `Password must be at least ${LIMITS.password.minChars} characters` })
  .refine((password) => password.replace(/\s/g, "").length >= LIMITS.password.minChars, {
    message: `Password must have at least ${LIMITS.password.minChars} characters besides spaces`,
  });

export const PersonNameSchema = plainText(LIMITS.profile.maxNameChars)
  .transform((name) => name.trim())
  .refine((name) => name.length > 0, { message: "Required" });

export const HandleSchema = z.string().trim().regex(HANDLE_PATTERN, { message: HANDLE_RULE_MESSAGE });

export const FeatureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<(typeof FEATURE_FLAGS)[number], z.ZodBoolean>,
);

/** The signed-in user as every client sees it (spec document 1 §3). */
export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  fname: z.string(),
  lname: z.string(),
  handle: z.string().nullable(),
  about: z.string(),
  profilepic: z.string().nullable(),
  userRole: z.enum(USER_ROLES),
  /** The variant the user is looking at (navigation only). */
  selectedProduct: z.enum(PRODUCTS),
  /** The product the subscription covers; the flags follow it. */
  subscriptionProduct: z.enum(PRODUCTS),
  subscriptionType: z.enum(SUBSCRIPTION_TYPES),
  subscriptionValidTo: IsoDateSchema.nullable(),
  accountType: z.enum(ACCOUNT_TYPES),
  addons: z.array(z.enum(ADDONS)),
  /** The user's IANA time zone: campaigns and post times are shown in it (default UTC). */
  timeZone: z.string(),
  flags: FeatureFlagsSchema,
  /** What the user may do, computed by the server's policies (the clients render from it). */
  can: z.object({ checkDocumentGrammar: z.boolean() }),
  createdAt: IsoDateSchema,
});
export type User = z.output<typeof UserSchema>;

export const UpdateProfileBodySchema = z.strictObject({
  fname: PersonNameSchema.optional(),
  lname: PersonNameSchema.optional(),
  about: plainText(LIMITS.profile.maxAboutChars).optional(),
  handle: HandleSchema.nullable().optional(),
  selectedProduct: z.enum(PRODUCTS).optional(),
  timeZone: singleLine(64).refine(isTimeZone, { message: "Must be an IANA time zone (e.g. Europe/Paris)" }).optional(),
});

export const HandleAvailabilityQuerySchema = z.object({ handle: singleLine(64) });
export const HandleAvailabilitySchema = z.object({
  handle: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
});
