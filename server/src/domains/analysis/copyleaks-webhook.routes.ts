import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/register-endpoint";
import { receiveCopyleaksWebhook } from "../../integrations/plagiarism/receive-copyleaks-webhook";

/** Callbacks from outside services; always registered, and a call for an unknown scan answers 404. */
export const integrationRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.copyleaksWebhook, async ({ params, body }) => receiveCopyleaksWebhook(ctx, { ...params, body }));
};
