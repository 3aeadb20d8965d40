import type { FastifyInstance } from "fastify";
import { contract, type EndpointDefinition, type EndpointOutput } from "@wordloom/shared/api";
import { abortOnDisconnect } from "../../http/abort-on-disconnect";
import type { BlockResult, BlockTool } from "./checks/block-tools";
import type { AppContext } from "../../context";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint, type HandlerInput } from "../../http/register-endpoint";
import { analysisInput } from "./analysis-input";
import { checkPlagiarism } from "./check-plagiarism";
import { countWords } from "@wordloom/shared/rules";
import "./analysis.events";

type AnalysisHandlerInput = HandlerInput<typeof contract.checkGrammar>;

const findingsOf = (results: Record<string, BlockResult>) =>
  Object.fromEntries(Object.entries(results).map(([blockId, result]) => [blockId, result.findings]));

/** The grammar check's style suggestions are left out unless the request asks for them (`includeStyle`). */
const withoutStyle = (results: Record<string, BlockResult>): Record<string, BlockResult> =>
  Object.fromEntries(
    Object.entries(results).map(([blockId, result]) => [
      blockId,
      { ...result, findings: result.findings.filter((finding) => !isStyleFinding(finding)) },
    ]),
  );

const isStyleFinding = (finding: unknown): boolean =>
  typeof finding === "object" && finding !== null && "kind" in finding && finding.kind === "style";

const sentencesOf = (results: Record<string, BlockResult>) =>
  Object.fromEntries(Object.entries(results).map(([blockId, result]) => [blockId, result.sentences ?? []]));

/** POST /api/analysis/<tool>: thin handlers over the check runner (worker threads plus per-block cache). */
export const analysisRoutes = (app: FastifyInstance, ctx: AppContext) => {
  // Each check answers within the time budget with what it has checked; users take turns for the
  // check threads, and each user runs one heavy check at a time.
  const run = async (tool: BlockTool, { body, request, reply }: AnalysisHandlerInput) => {
    const deadline = Date.now() + ctx.config.analysisTimeBudgetMs;
    const { user } = requireUser(request);
    const { blocks, settings, documentId } = await analysisInput(ctx, user, body);
    const outcome = await ctx.checks.run(tool, blocks, settings, abortOnDisconnect(reply), { owner: user.id, deadline });
    return { ...outcome, userId: user.id, documentId, blocks };
  };

  // Findings come back from the worker threads untyped; the route's response schema validates them.
  const blockTool = <E extends EndpointDefinition>(definition: E, tool: BlockTool) =>
    registerEndpoint(app, ctx, definition, async (input) => {
      const handlerInput = input as unknown as AnalysisHandlerInput;
      const { results: all, unchecked, userId, documentId, blocks } = await run(tool, handlerInput);
      const results =
        tool === "grammar" && !("includeStyle" in handlerInput.body && handlerInput.body.includeStyle === true) ? withoutStyle(all) : all;
      const partial = unchecked.length > 0 ? { partial: true as const, uncheckedBlockIds: unchecked } : {};
      if (tool === "grammar" && unchecked.length === 0) {
        const findings = Object.values(results).reduce((sum, result) => sum + result.findings.length, 0);
        const words = blocks.reduce((sum, block) => sum + countWords(block.text), 0);
        await ctx.events.emit("grammar.checked", { userId, documentId, words, findings });
      }
      const body =
        tool === "offensive"
          ? { results: findingsOf(results), sentences: sentencesOf(results), ...partial }
          : { results: findingsOf(results), ...partial };
      return body as EndpointOutput<E>;
    });

  blockTool(contract.checkGrammar, "grammar");
  blockTool(contract.checkOffensive, "offensive");
  blockTool(contract.checkPii, "pii");
  blockTool(contract.checkLegal, "legal");
  blockTool(contract.checkCitations, "citations");
  blockTool(contract.checkInclusive, "inclusive");

  registerEndpoint(app, ctx, contract.checkPlagiarism, async ({ body, request, reply }) => {
    const { user } = requireUser(request);
    const input = await analysisInput(ctx, user, body);
    return checkPlagiarism(ctx, user, input, { signal: abortOnDisconnect(reply), log: request.log });
  });
};
