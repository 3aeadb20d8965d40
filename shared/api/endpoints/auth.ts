import { AuthResultSchema, OkSchema, RefreshBodySchema, SignInBodySchema, SignOutBodySchema, SignUpBodySchema } from "../../model";
import { endpoint } from "../contract";

export const authEndpoints = {
  signUp: endpoint({
    method: "POST",
    path: "/api/auth/signup",
    summary: "Create an account and sign in",
    tag: "auth",
    auth: "none",
    body: SignUpBodySchema,
    response: AuthResultSchema,
    status: 201,
    errors: ["VALIDATION_FAILED", "EMAIL_TAKEN", "RATE_LIMITED", "BAD_REQUEST", "UNSUPPORTED_MEDIA_TYPE"],
    rateLimit: "signUp",
  }),
  signIn: endpoint({
    method: "POST",
    path: "/api/auth/signin",
    summary: "Sign in with e-mail and password",
    tag: "auth",
    auth: "none",
    body: SignInBodySchema,
    response: AuthResultSchema,
    errors: ["VALIDATION_FAILED", "INVALID_CREDENTIALS", "RATE_LIMITED"],
    rateLimit: "signIn",
  }),
  refresh: endpoint({
    method: "POST",
    path: "/api/auth/refresh",
    summary: "Trade a refresh token for new tokens (the old one stops working)",
    tag: "auth",
    auth: "none",
    body: RefreshBodySchema,
    response: AuthResultSchema,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED", "RATE_LIMITED"],
    rateLimit: "refresh",
  }),
  signOut: endpoint({
    method: "POST",
    path: "/api/auth/signout",
    summary: "Sign out of this device, or of every device",
    tag: "auth",
    auth: "user",
    body: SignOutBodySchema,
    response: OkSchema,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED"],
  }),
};
