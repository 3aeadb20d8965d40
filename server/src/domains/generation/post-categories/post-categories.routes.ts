import type { FastifyInstance } from "fastify";
import { contract } from "@wordloom/shared/api";
import type { AppContext } from "../../../context";
import { requireUser } from "../../../http/authenticate";
import { registerEndpoint } from "../../../http/register-endpoint";
import { generationEvents } from "../generation-events";
import { runGeneration } from "../run-generation";
import { convertContentForX } from "./convert-content-for-x";
import { listPostTopics } from "./list-post-topics";

/** POST /api/ai/generate/post-category, /api/ai/post-topics and /api/ai/convert-for-x (document 4 §7). */
export const postCategoryRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.generatePostByCategory, ({ request, body, signal }) =>
    generationEvents(runGeneration(ctx, { user: requireUser(request).user, kind: "post-category", input: body, signal })),
  );
  registerEndpoint(app, ctx, contract.listPostTopics, ({ request, body }) => listPostTopics(ctx, requireUser(request).user, body));
  registerEndpoint(app, ctx, contract.convertContentForX, ({ request, body }) => convertContentForX(ctx, requireUser(request).user, body));
};
