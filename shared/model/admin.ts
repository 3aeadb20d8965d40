import { z } from "zod";
import { ACCOUNT_TYPES, ADDONS, PRODUCTS, SUBSCRIPTION_TYPES, USER_ROLES } from "../rules";
import { IdSchema, IsoDateSchema, pageQuery } from "./common";
import { opaqueText, singleLine } from "./text";
import { UserSchema } from "./account.user";

export const AdminSignInBodySchema = z.strictObject({
  email: singleLine(254)
    .trim()
    .transform((email) => email.toLowerCase()),
  password: opaqueText(256).min(1),
});

export const AdminSchema = z.object({ id: IdSchema, email: z.string(), createdAt: IsoDateSchema });

export const AdminAuthResultSchema = z.object({
  admin: AdminSchema,
  accessToken: z.string(),
  accessTokenExpiresAt: IsoDateSchema,
});

export const AdminListUsersQuerySchema = pageQuery(20, 100).extend({
  q: singleLine(200).trim().optional(),
});

export const AdminUserListSchema = z.object({
  items: z.array(UserSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const AdminUpdatePlanBodySchema = z
  .strictObject({
    subscriptionProduct: z.enum(PRODUCTS).optional(),
    subscriptionType: z.enum(SUBSCRIPTION_TYPES).optional(),
    accountType: z.enum(ACCOUNT_TYPES).optional(),
    addons: z
      .array(z.enum(ADDONS))
      .max(ADDONS.length * 2)
      .transform((addons) => [...new Set(addons)])
      .optional(),
    userRole: z.enum(USER_ROLES).optional(),
    subscriptionValidTo: IsoDateSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Nothing to change" });

/** A work in the plagiarism reference corpus (added by `npm run corpus:import` or uploaded in the admin area). */
export const ReferenceWorkSchema = z.object({
  id: IdSchema,
  title: z.string(),
  /** Where it came from: the uploaded file's name, or the imported file's path. */
  source: z.string(),
  wordCount: z.number().int().min(0),
  createdAt: IsoDateSchema,
});

/** Every reference work, newest first. */
export const ReferenceWorkListSchema = z.object({ items: z.array(ReferenceWorkSchema) });
export type ReferenceWork = z.output<typeof ReferenceWorkSchema>;
