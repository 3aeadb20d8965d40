import type { FastifyInstance } from "fastify";
import { contract, type EndpointDefinition, type EndpointOutput } from "@wordloom/shared/api";
import { abortOnDisconnect } from "../../http/abort-on-disconnect";
import type { ScoreTool } from "./checks/score-tools";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint, type HandlerInput } from "../../http/register-endpoint";
import { analysisInput } from "./analysis-input";
import { scoreDocument } from "./score-document";

type ScoreHandlerInput = HandlerInput<typeof contract.scoreQuality>;

/** POST /api/analysis/<score>: thin handlers over the scores service (worker threads plus per-block cache). */
export const scoreRoutes = (app: FastifyInstance, ctx: AppContext) => {
  // Results come back from the worker threads untyped; the route's response schema validates them.
  const scoreTool = <E extends EndpointDefinition>(definition: E, tool: ScoreTool) =>
    registerEndpoint(app, ctx, definition, async (input) => {
      const { body, request, reply } = input as unknown as ScoreHandlerInput;
      const analysis = await analysisInput(ctx, requireUser(request).user, body);
      return (await scoreDocument(ctx, tool, analysis, abortOnDisconnect(reply, ctx))) as EndpointOutput<E>;
    });

  scoreTool(contract.scoreQuality, "quality");
  scoreTool(contract.scorePositivity, "positivity");
  scoreTool(contract.scoreEmotions, "emotions");
  scoreTool(contract.scoreToxicity, "toxicity");
  scoreTool(contract.scoreFacts, "facts");
  scoreTool(contract.rateDocument, "rating");
  scoreTool(contract.simplifySentences, "simplify");
};
