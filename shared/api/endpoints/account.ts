import { AccountUsageSchema, FeatureAuthorizationSchema, FeatureParamSchema } from "../../model";
import { endpoint } from "../contract";

export const accountEndpoints = {
  authorizeFeature: endpoint({
    method: "GET",
    path: "/api/account/authorize/:feature",
    summary: "Whether the account may use a feature now (result 1 = blocked)",
    tag: "account",
    auth: "user",
    params: FeatureParamSchema,
    response: FeatureAuthorizationSchema,
    errors: ["VALIDATION_FAILED", "UNAUTHENTICATED"],
  }),
  accountUsage: endpoint({
    method: "GET",
    path: "/api/account/usage",
    summary: "Every feature's usage and limit",
    tag: "account",
    auth: "user",
    response: AccountUsageSchema,
    errors: ["UNAUTHENTICATED"],
  }),
};
