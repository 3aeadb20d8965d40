import { segmentSentences, type AnalysisBlock } from "@wordloom/shared/analysis";
import { emotionsMix, type SentenceEmotion } from "@wordloom/shared/analysis/emotions";
import { aggregateQuality, canShowGraphs, MIN_GRAPH_SENTENCES, type BlockQuality } from "@wordloom/shared/analysis/quality";
import { aggregateRating, type BlockRatingFeatures } from "@wordloom/shared/analysis/rating";
import type { Simplification } from "@wordloom/shared/analysis/simplify";
import {
  aggregateFacts,
  aggregatePositivity,
  aggregateToxicity,
  type BlockFacts,
  type BlockPositivity,
  type BlockToxicity,
} from "@wordloom/shared/analysis/tone";
import type { ScoreBlockResult, ScoreTool } from "./checks/score-tools";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import type { AnalysisInput } from "./analysis-input";

/** The review graphs (spec document 2 §5): they need at least 5 sentences. */
const GRAPH_TOOLS: ReadonlySet<ScoreTool> = new Set(["quality", "positivity", "emotions", "toxicity", "facts", "rating"]);

/** The document's sentences, counted only as far as `enough` (the rule needs no more, and a long document need not be segmented twice). */
const sentenceCount = (blocks: readonly AnalysisBlock[], enough: number): number => {
  let count = 0;
  for (const block of blocks) {
    count += segmentSentences(block.text).length;
    if (count >= enough) {
      break;
    }
  }
  return count;
};

/**
 * Refuses a graph for a document of fewer than 5 sentences. The whole document counts, so a short
 * page of a long document is still scored in paginated mode; a saved document written for a
 * writing exercise (a submission) is exempt. Blocks sent without a document are never a submission.
 */
const requireGraphContent = (tool: ScoreTool, blocks: readonly AnalysisBlock[], isSubmission = false): void => {
  if (GRAPH_TOOLS.has(tool) && !canShowGraphs(sentenceCount(blocks, MIN_GRAPH_SENTENCES), isSubmission)) {
    throw new AppError("NOT_ENOUGH_CONTENT", undefined, { minimumSentences: MIN_GRAPH_SENTENCES });
  }
};

/** The partials in reading order; each engine's aggregate recomputes the document's totals from them. */
const inOrder = <T>(blocks: readonly AnalysisBlock[], partials: Record<string, ScoreBlockResult>): T[] =>
  blocks.flatMap((block) => {
    const partial = partials[block.id];
    return partial ? [partial as unknown as T] : [];
  });

const keyed = <T extends { blockId: string }>(items: readonly T[]): Record<string, T> =>
  Object.fromEntries(items.map((item) => [item.blockId, item]));

const emotionsOf = (partials: readonly ScoreBlockResult[]): SentenceEmotion[] =>
  partials.flatMap((partial) => (partial.sentences ?? []) as SentenceEmotion[]);

/**
 * One score for the request's blocks: per-block partials from the check runner (worker threads,
 * cached per block text), then the document's result.
 */
export const scoreDocument = async (ctx: Pick<AppContext, "checks">, tool: ScoreTool, input: AnalysisInput, signal?: AbortSignal) => {
  requireGraphContent(tool, input.documentBlocks ?? input.blocks, input.isSubmission);
  const partials = await ctx.checks.score(tool, input.blocks, signal);
  switch (tool) {
    case "quality": {
      const blocks = inOrder<BlockQuality>(input.blocks, partials);
      return { blocks: keyed(blocks), document: aggregateQuality(blocks) };
    }
    case "positivity": {
      const blocks = inOrder<BlockPositivity>(input.blocks, partials);
      return { blocks: keyed(blocks), document: aggregatePositivity(blocks) };
    }
    case "toxicity": {
      const blocks = inOrder<BlockToxicity>(input.blocks, partials);
      return { blocks: keyed(blocks), document: aggregateToxicity(blocks) };
    }
    case "facts": {
      const blocks = inOrder<BlockFacts>(input.blocks, partials);
      return { blocks: keyed(blocks), document: aggregateFacts(blocks) };
    }
    case "emotions": {
      const pages = input.pages.map(({ pageIndex, blocks }) => ({
        pageIndex,
        document: emotionsMix(emotionsOf(inOrder<ScoreBlockResult>(blocks, partials))),
      }));
      return { pages, document: emotionsMix(emotionsOf(inOrder<ScoreBlockResult>(input.blocks, partials))) };
    }
    case "rating": {
      // Paginated mode asks for one page ({ docId, pageIndex }); anything else is rated as a whole.
      const blocks = inOrder<BlockRatingFeatures>(input.blocks, partials);
      const context = input.title ? { title: input.title } : {};
      return input.requestedPage === null
        ? aggregateRating(blocks, context, "document")
        : aggregateRating(blocks, context, "page", input.requestedPage);
    }
    case "simplify":
      return {
        results: inOrder<ScoreBlockResult>(input.blocks, partials).flatMap(
          (partial) => (partial.simplifications ?? []) as Simplification[],
        ),
      };
  }
};
