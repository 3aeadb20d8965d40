/**
 * Accuracy of the grammar check on the JFLEG development set (learner sentences and one human
 * correction each; CC BY-NC-SA 4.0, read here for measurement only and never copied into the repo).
 *
 *   flaggedShare:   share of learner sentences that differ from their correction and get ≥ 1 issue
 *   falseFlagShare: share of corrected sentences that get ≥ 1 issue
 *
 * The optional retext lenses that flag correct English by design (simpler wording, passive voice) are
 * left out unless `includeStyleLenses` is set: they are suggestions, not errors.
 *
 * Run: node --import tsx scripts/eval/grammar-eval.ts [--style] [--details]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  checkGrammar,
  DEFAULT_GRAMMAR_KINDS,
  GRAMMAR_KINDS,
  type GrammarIssue,
  type GrammarKind,
  type StyleLens,
} from "../../shared/analysis/grammar/index";
import type { AnalysisBlock, Dialect } from "../../shared/analysis/types";
import { detokenize } from "./grammar-detok";
import { evalDataDir } from "./eval-data-dir";

const JFLEG_DIR = join(evalDataDir(), "grammar");

export interface GrammarEvalOptions {
  dialect?: Dialect;
  /** Also count the simpler-wording and passive-voice lenses. */
  includeStyleLenses?: boolean;
}

/** Shares for one group of kinds: learner sentences flagged, corrections falsely flagged. */
export interface KindShares {
  flaggedShare: number;
  falseFlagShare: number;
}

export interface GrammarEvalDetails {
  /** Errors only (grammar, spelling, punctuation): what the grammar tool shows by default. */
  flaggedShare: number;
  falseFlagShare: number;
  /** Per kind, and style (shown on request) on its own. */
  byKind: Record<GrammarKind, KindShares>;
  sentences: number;
  /** Learner sentences that differ from their correction. */
  erroneous: number;
  sources: string[];
  corrections: string[];
  sourceIssues: GrammarIssue[][];
  correctionIssues: GrammarIssue[][];
  ms: number;
}

const readLines = (name: string): string[] => {
  const lines = readFileSync(join(JFLEG_DIR, name), "utf8").split("\n");
  while (lines.length > 0 && lines[lines.length - 1]?.trim() === "") {
    lines.pop();
  }
  return lines;
};

const issuesPerBlock = (blocks: readonly AnalysisBlock[], issues: readonly GrammarIssue[]): GrammarIssue[][] => {
  const byId = new Map<string, GrammarIssue[]>(blocks.map((block) => [block.id, []]));
  for (const issue of issues) {
    byId.get(issue.blockId)?.push(issue);
  }
  return blocks.map((block) => byId.get(block.id) ?? []);
};

/** The full measurement, with every sentence's issues (for tuning). */
export const evaluateGrammarDetails = async (options: GrammarEvalOptions = {}): Promise<GrammarEvalDetails> => {
  const { dialect = "en-US", includeStyleLenses = false } = options;
  const rawSources = readLines("dev_dev.src");
  const rawCorrections = readLines("dev_dev.ref0");
  if (rawSources.length !== rawCorrections.length) {
    throw new Error(`JFLEG files are not line-aligned: ${rawSources.length} vs ${rawCorrections.length}`);
  }
  const sources = rawSources.map(detokenize);
  const corrections = rawCorrections.map(detokenize);
  // The product's lenses (simpler wording is a style suggestion, counted under style); passive voice on request.
  const lenses: StyleLens[] = includeStyleLenses ? ["article", "repeated", "simplify", "passive"] : ["article", "repeated", "simplify"];
  const toBlocks = (lines: readonly string[], prefix: string): AnalysisBlock[] =>
    lines.map((text, index) => ({ id: `${prefix}${index}`, text }));
  const sourceBlocks = toBlocks(sources, "s");
  const correctionBlocks = toBlocks(corrections, "c");
  const started = performance.now();
  const sourceIssues = issuesPerBlock(sourceBlocks, await checkGrammar(sourceBlocks, { dialect }, { lenses }));
  const correctionIssues = issuesPerBlock(correctionBlocks, await checkGrammar(correctionBlocks, { dialect }, { lenses }));
  const ms = performance.now() - started;
  const erroneous = sources.map((source, index) => source !== corrections[index]);
  const erroneousCount = erroneous.filter(Boolean).length;
  const shares = (kinds: readonly GrammarKind[]): KindShares => {
    const has = (issues: readonly GrammarIssue[]) => issues.some((issue) => kinds.includes(issue.kind));
    return {
      flaggedShare: sourceIssues.filter((issues, index) => erroneous[index] && has(issues)).length / erroneousCount,
      falseFlagShare: correctionIssues.filter(has).length / corrections.length,
    };
  };
  const errors = shares(DEFAULT_GRAMMAR_KINDS);
  return {
    flaggedShare: errors.flaggedShare,
    falseFlagShare: errors.falseFlagShare,
    byKind: Object.fromEntries(GRAMMAR_KINDS.map((kind) => [kind, shares([kind])])) as Record<GrammarKind, KindShares>,
    sentences: sources.length,
    erroneous: erroneousCount,
    sources,
    corrections,
    sourceIssues,
    correctionIssues,
    ms,
  };
};

/** JFLEG dev figures of the grammar check: errors (grammar, spelling, punctuation) together, and each kind with style on its own. */
export const evaluateGrammar = async (
  options: GrammarEvalOptions = {},
): Promise<{ flaggedShare: number; falseFlagShare: number; sentences: number; byKind: Record<GrammarKind, KindShares> }> => {
  const { flaggedShare, falseFlagShare, sentences, byKind } = await evaluateGrammarDetails(options);
  return { flaggedShare, falseFlagShare, sentences, byKind };
};

const percent = (share: number): string => `${(share * 100).toFixed(1)}%`;

const describe = (issue: GrammarIssue): string =>
  `${issue.ruleId} “${issue.word}” → ${issue.replacements.slice(0, 3).join(" | ") || "(remove)"}`;

const main = async (): Promise<void> => {
  const args = new Set(process.argv.slice(2));
  const dialect: Dialect = args.has("--gb") ? "en-GB" : "en-US";
  const details = await evaluateGrammarDetails({ dialect, includeStyleLenses: args.has("--style") });
  console.log(
    `JFLEG dev (${dialect}${args.has("--style") ? ", with style lenses" : ""}): ${details.sentences} sentences, ${details.erroneous} with errors; ` +
      `grammar/spelling/punctuation flagged ${percent(details.flaggedShare)}, false flags on corrections ${percent(details.falseFlagShare)} (${Math.round(details.ms)} ms)`,
  );
  for (const kind of GRAMMAR_KINDS) {
    console.log(
      `  ${kind.padEnd(12)} flagged ${percent(details.byKind[kind].flaggedShare)}, corrections flagged ${percent(details.byKind[kind].falseFlagShare)}`,
    );
  }
  if (!args.has("--details")) {
    return;
  }
  const count = (lists: GrammarIssue[][]): Map<string, number> => {
    const counts = new Map<string, number>();
    for (const issues of lists) {
      for (const rule of new Set(issues.map((issue) => issue.ruleId))) {
        counts.set(rule, (counts.get(rule) ?? 0) + 1);
      }
    }
    return counts;
  };
  const onSources = count(details.sourceIssues);
  const onCorrections = count(details.correctionIssues);
  console.log("\nRule: sentences flagged among learner sentences / corrections");
  for (const [rule, n] of [...onSources].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${rule}: ${n} / ${onCorrections.get(rule) ?? 0}`);
  }
  for (const [rule, n] of onCorrections) {
    if (!onSources.has(rule)) {
      console.log(`  ${rule}: 0 / ${n}`);
    }
  }
  console.log("\nFlags on corrections:");
  details.correctionIssues.forEach((issues, index) => {
    if (issues.length > 0) {
      console.log(`  [${index}] ${details.corrections[index]}\n      ${issues.map(describe).join("; ")}`);
    }
  });
  if (args.has("--misses")) {
    console.log("\nLearner sentences with errors and no issue:");
    details.sourceIssues.forEach((issues, index) => {
      if (issues.length === 0 && details.sources[index] !== details.corrections[index]) {
        console.log(`  [${index}] ${details.sources[index]}\n   => ${details.corrections[index]}`);
      }
    });
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
