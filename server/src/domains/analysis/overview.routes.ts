import type { FastifyInstance } from "fastify";
import { contract, type EndpointOutput } from "@wordloom/shared/api";
import { KEYWORD_MIN_WORDS, keywordMinimumMessage, type KeywordsResult, type SummaryResult } from "@wordloom/shared/analysis/overview";
import type { IdiomSuggestionsResult } from "@wordloom/shared/analysis/idioms";
import { abortOnDisconnect } from "../../http/abort-on-disconnect";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { requireUser } from "../../http/authenticate";
import { registerEndpoint } from "../../http/register-endpoint";
import { analysisInput } from "./analysis-input";

/** Spec document 2 §5: "Summary needs at least 5 sentences, or a submissionId." */
const SUMMARY_TOO_SHORT = "Summary needs at least 5 sentences.";

/** POST /api/analysis/{overview,intent,summary,keywords,idioms,similar-words,decorators,enhancers}: thin handlers over the analysis threads. */
export const overviewRoutes = (app: FastifyInstance, ctx: AppContext) => {
  registerEndpoint(app, ctx, contract.documentOverview, async ({ body, request, reply }) => {
    const input = await analysisInput(ctx, requireUser(request).user, body);
    const pages = input.pages.map((page) => page.blocks);
    return (await ctx.checks.task("overview", { pages }, abortOnDisconnect(reply, ctx))) as EndpointOutput<
      typeof contract.documentOverview
    >;
  });

  registerEndpoint(app, ctx, contract.detectIntent, async ({ body, request, reply }) => {
    const { topic, ...rest } = body;
    const input = await analysisInput(ctx, requireUser(request).user, rest);
    const task = { blocks: input.blocks, ...(topic ? { topic } : {}), ...(input.title ? { title: input.title } : {}) };
    return (await ctx.checks.task("intent", task, abortOnDisconnect(reply, ctx))) as EndpointOutput<typeof contract.detectIntent>;
  });

  registerEndpoint(app, ctx, contract.summarizeDocument, async ({ body, request, reply }) => {
    const input = await analysisInput(ctx, requireUser(request).user, body);
    const result = (await ctx.checks.task(
      "summary",
      { blocks: input.blocks, isSubmission: input.isSubmission },
      abortOnDisconnect(reply, ctx),
    )) as SummaryResult;
    if (!result.ok) {
      throw new AppError("NOT_ENOUGH_CONTENT", SUMMARY_TOO_SHORT, {
        minimumSentences: result.minSentences,
        sentences: result.sentenceCount,
      });
    }
    return { sentences: result.sentences, summary: result.summary, sentenceCount: result.sentenceCount };
  });

  registerEndpoint(app, ctx, contract.extractKeywords, async ({ body, request, reply }) => {
    const input = await analysisInput(ctx, requireUser(request).user, body);
    const result = (await ctx.checks.task("keywords", { blocks: input.blocks }, abortOnDisconnect(reply, ctx))) as KeywordsResult;
    if (!result.ok) {
      throw new AppError("NOT_ENOUGH_CONTENT", keywordMinimumMessage(KEYWORD_MIN_WORDS), { minimumWords: KEYWORD_MIN_WORDS });
    }
    return { keywords: result.keywords, words: result.words };
  });

  registerEndpoint(app, ctx, contract.suggestIdioms, async ({ body, request, reply }) => {
    const input = await analysisInput(ctx, requireUser(request).user, body);
    const result = (await ctx.checks.task("idioms", { blocks: input.blocks }, abortOnDisconnect(reply, ctx))) as EndpointOutput<
      typeof contract.suggestIdioms
    > & { suggestions: IdiomSuggestionsResult };
    if (!result.suggestions.ok && result.suggestions.reason === "TOO_MANY_WORDS") {
      throw new AppError("TOO_MANY_WORDS", result.suggestions.message, { maxWords: result.suggestions.maxWords });
    }
    return result;
  });

  registerEndpoint(app, ctx, contract.similarWords, async ({ body, reply }) => {
    const { pref: _pref, ...input } = body;
    return (await ctx.checks.task("similarWords", input, abortOnDisconnect(reply, ctx))) as EndpointOutput<typeof contract.similarWords>;
  });

  registerEndpoint(
    app,
    ctx,
    contract.suggestDecorators,
    async ({ body, reply }) =>
      (await ctx.checks.task("decorators", { block: body.block }, abortOnDisconnect(reply, ctx))) as EndpointOutput<
        typeof contract.suggestDecorators
      >,
  );

  registerEndpoint(
    app,
    ctx,
    contract.suggestEnhancers,
    async ({ body, reply }) =>
      (await ctx.checks.task("enhancers", { block: body.block }, abortOnDisconnect(reply, ctx))) as EndpointOutput<
        typeof contract.suggestEnhancers
      >,
  );
};
