import { z } from "zod";
import { ACCOUNT_TYPES, ADDONS, PRODUCTS, SUBSCRIPTION_TYPES, USER_ROLES } from "../rules";
import { IdSchema, IsoDateSchema, pageQuery } from "./common";
import { UserSchema } from "./account.user";

export const AdminSignInBodySchema = z.strictObject({
  email: z
    .string()
    .trim()
    .max(254)
    .transform((email) => email.toLowerCase()),
  password: z.string().min(1).max(256),
});

export const AdminSchema = z.object({ id: IdSchema, email: z.string(), createdAt: IsoDateSchema });

export const AdminAuthResultSchema = z.object({
  admin: AdminSchema,
  accessToken: z.string(),
  accessTokenExpiresAt: IsoDateSchema,
});

export const AdminListUsersQuerySchema = pageQuery(20, 100).extend({
  q: z.string().trim().max(200).optional(),
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
