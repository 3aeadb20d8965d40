import { z } from "zod";
import { EmailSchema, PasswordSchema, PersonNameSchema, UserSchema } from "./account.user";
import { opaqueText, singleLine } from "./text";

export const SignUpBodySchema = z.strictObject({
  email: EmailSchema,
  password: PasswordSchema,
  fname: PersonNameSchema,
  lname: PersonNameSchema,
});

export const SignInBodySchema = z.strictObject({
  email: EmailSchema,
  password: opaqueText(256).min(1),
});

export const RefreshBodySchema = z.strictObject({ refreshToken: singleLine(200).min(1) });
export const SignOutBodySchema = z.strictObject({ allDevices: z.boolean().default(false) });

export const TokensSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** When the access token stops working; clients refresh before or on the first 401. */
  accessTokenExpiresAt: z.iso.datetime({ offset: true }),
});

export const AuthResultSchema = TokensSchema.extend({ user: UserSchema });
export type AuthResult = z.output<typeof AuthResultSchema>;
export type Tokens = z.output<typeof TokensSchema>;
