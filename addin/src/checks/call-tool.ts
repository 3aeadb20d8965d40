import { ANALYSIS_LIMITS, blankLongTokens } from "@wordloom/shared/model";
import { hasCheckableText } from "@wordloom/shared/rules";
import type { ApiClient } from "@wordloom/shared/api";
import type { WordBlock } from "../word/read-blocks";
import {
  citationsReport,
  grammarReport,
  inclusiveReport,
  legalReport,
  offensiveReport,
  piiReport,
  plagiarismReport,
  type CheckReport,
  type Finding,
} from "./findings";
import type { CheckKind } from "./tools";

type RequestBlock = { id: string; text: string; type?: string; cellIndex?: number };

/**
 * A block as sent: at most the API's characters per block, and no run without a space longer than
 * the API takes (it is blanked, not checked); offsets inside the sent part stay valid.
 */
const toRequestBlock = ({ id, text, type, cellIndex }: WordBlock): RequestBlock => ({
  id,
  text: blankLongTokens(text.slice(0, ANALYSIS_LIMITS.maxBlockChars)),
  ...(type ? { type } : {}),
  ...(cellIndex === undefined ? {} : { cellIndex }),
});

/** Splits blocks into requests within the API's limits (blocks and characters per request). */
export const requestBatches = (blocks: readonly WordBlock[]): RequestBlock[][] => {
  const batches: RequestBlock[][] = [];
  let current: RequestBlock[] = [];
  let characters = 0;
  for (const block of blocks.map(toRequestBlock)) {
    if (
      current.length > 0 &&
      (current.length >= ANALYSIS_LIMITS.maxBlocks || characters + block.text.length > ANALYSIS_LIMITS.maxTotalChars)
    ) {
      batches.push(current);
      current = [];
      characters = 0;
    }
    current.push(block);
    characters += block.text.length;
  }
  if (current.length > 0) {
    batches.push(current);
  }
  return batches;
};

const merge = (kind: CheckKind, reports: CheckReport[]): CheckReport => ({
  kind,
  findings: reports.flatMap((report): Finding[] => report.findings),
  ...(reports.some((report) => report.partial) ? { partial: true } : {}),
});

/** Options of a check: style suggestions ("in order to", "utilize") come back from the grammar check only on request. */
export interface CallOptions {
  includeStyle?: boolean;
}

type BlockCall = (client: ApiClient, blocks: RequestBlock[], signal?: AbortSignal, options?: CallOptions) => Promise<CheckReport>;

const BLOCK_CALLS: Record<Exclude<CheckKind, "plagiarism">, BlockCall> = {
  grammar: async (client, blocks, signal, options = {}) =>
    grammarReport(await client.checkGrammar({ body: { blocks, ...(options.includeStyle ? { includeStyle: true } : {}) } }, { signal })),
  offensive: async (client, blocks, signal) => offensiveReport(await client.checkOffensive({ body: { blocks } }, { signal })),
  pii: async (client, blocks, signal) => piiReport(await client.checkPii({ body: { blocks } }, { signal })),
  legal: async (client, blocks, signal) => legalReport(await client.checkLegal({ body: { blocks } }, { signal })),
  citations: async (client, blocks, signal) => citationsReport(await client.checkCitations({ body: { blocks } }, { signal })),
  inclusive: async (client, blocks, signal) => inclusiveReport(await client.checkInclusive({ body: { blocks } }, { signal })),
};

/**
 * Runs one check through the shared client. Block checks are split into requests within the
 * API's limits and merged; plagiarism scores the document as a whole, so it sends one request
 * (the first batch: far beyond a long document).
 */
/** Grammar and offensive checks skip text with no letters or digits (spec document 2 §5). */
const hasWords = (block: WordBlock) => hasCheckableText(block.text);

export const callTool = async (
  client: ApiClient,
  kind: CheckKind,
  blocks: readonly WordBlock[],
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<CheckReport> => {
  const checked = kind === "grammar" || kind === "offensive" ? blocks.filter(hasWords) : blocks;
  const batches = requestBatches(checked);
  if (kind === "plagiarism") {
    const [first = []] = batches;
    return plagiarismReport(await client.checkPlagiarism({ body: { blocks: first } }, { signal }));
  }
  if (batches.length === 0) {
    return { kind, findings: [] };
  }
  const call = BLOCK_CALLS[kind];
  const reports = await Promise.all(batches.map((batch) => call(client, batch, signal, options)));
  return merge(kind, reports);
};
