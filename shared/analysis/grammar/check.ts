import { hasCheckableText } from "../../rules/checkable-text";
import { withoutFixedPhraseFindings } from "../../rules/fixed-phrases";
import { segmentSentences, sentenceIndexAt } from "../segment";
import type { AnalysisBlock, CheckSettings, Dialect, SentenceSpan } from "../types";
import { dedupeFindings } from "./dedupe";
import { lintTextsWithHarper } from "./harper";
import { DEFAULT_LENSES, lintTextsWithRetext, lintWithRetext, type StyleLens } from "./retext";
import { lintWithWordloom } from "./rules";
import type { GrammarFinding, GrammarIssue } from "./types";

export interface CheckGrammarOptions {
  /** Stops the check between blocks; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** retext lenses to run (default: article, repeated, simplify; passive voice is opt-in). */
  lenses?: readonly StyleLens[];
}

/** Places findings of a block's text: sentence index and the flagged text, dropping any that do not fit. */
const locateFindings = (block: AnalysisBlock, sentences: readonly SentenceSpan[], findings: readonly GrammarFinding[]): GrammarIssue[] => {
  const issues: GrammarIssue[] = [];
  for (const finding of findings) {
    const { start, end } = finding;
    if (!(Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start && end <= block.text.length)) {
      continue;
    }
    const text = block.text.slice(start, end);
    const { replacements, message, shortMessage, category, kind, issueType, ruleId, source } = finding;
    issues.push({
      blockId: block.id,
      sentenceIndex: sentenceIndexAt(sentences, start),
      start,
      end,
      text,
      word: text,
      replacements,
      message,
      shortMessage,
      category,
      kind,
      issueType,
      ruleId,
      source,
    });
  }
  return issues;
};

/** Wordloom's rules on one text (the retext lenses run over all texts at once, see lintTextsWithRetext). */
const lintWithRules = (text: string, sentences: readonly SentenceSpan[], blockType?: string): GrammarFinding[] =>
  lintWithWordloom(text, sentences, blockType === undefined ? {} : { blockType });

/** Findings per block text, so unchanged paragraphs are not checked again (bounded, oldest dropped first). */
const CACHE_LIMIT = 4_000;
const cache = new Map<string, readonly GrammarFinding[]>();

const cached = (key: string): readonly GrammarFinding[] | undefined => {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
};

const remember = (key: string, findings: readonly GrammarFinding[]): void => {
  cache.set(key, findings);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next();
    if (!oldest.done) {
      cache.delete(oldest.value);
    }
  }
};

/** The cache key of a block's findings: everything they depend on. */
const cacheKey = (block: AnalysisBlock, dialect: Dialect, lenses: readonly StyleLens[]): string =>
  `${dialect}\u0000${[...lenses].sort().join(",")}\u0000${block.type ?? ""}\u0000${block.text}`;

/**
 * Grammar, spelling and style issues of each block: Harper, the retext lenses and Wordloom's rules,
 * deduplicated, with exact UTF-16 offsets into the block text and the sentence index from
 * `segmentSentences`. Blocks without a letter or digit are skipped. Blocks checked before (same
 * text, type and settings) come from the cache; the others go to Harper together.
 */
export const checkGrammar = async (
  blocks: AnalysisBlock[],
  settings: CheckSettings,
  options: CheckGrammarOptions = {},
): Promise<GrammarIssue[]> => {
  const { signal, lenses = DEFAULT_LENSES } = options;
  const checked = blocks.filter((block) => hasCheckableText(block.text));
  const keys = checked.map((block) => cacheKey(block, settings.dialect, lenses));
  const findings = keys.map((key) => cached(key));
  const sentences = checked.map((block) => segmentSentences(block.text));
  const missing = checked.flatMap((block, index) => (findings[index] ? [] : [{ block, index }]));
  if (missing.length > 0) {
    const texts = missing.map(({ block }) => block.text);
    const harperFindings = await lintTextsWithHarper(texts, settings.dialect, signal);
    signal?.throwIfAborted();
    const lensFindings = lintTextsWithRetext(texts, lenses);
    missing.forEach(({ block, index }, position) => {
      signal?.throwIfAborted();
      const blockFindings = dedupeFindings(
        withoutFixedPhraseFindings(block.text, [
          ...(harperFindings[position] ?? []),
          ...(lensFindings[position] ?? []),
          ...lintWithRules(block.text, sentences[index] ?? [], block.type),
        ]),
      );
      remember(keys[index] ?? "", blockFindings);
      findings[index] = blockFindings;
    });
  }
  signal?.throwIfAborted();
  return checked.flatMap((block, index) => locateFindings(block, sentences[index] ?? [], findings[index] ?? []));
};

/**
 * The synchronous part of the check for one sentence (retext lenses and Wordloom's rules, no Harper),
 * with offsets relative to the sentence: for instant feedback while Harper loads, or where a promise
 * is not possible.
 */
export const checkSentenceOffline = (sentence: string, lenses: readonly StyleLens[] = DEFAULT_LENSES): GrammarFinding[] => {
  if (!hasCheckableText(sentence)) {
    return [];
  }
  const trimmedStart = sentence.length - sentence.trimStart().length;
  const span: SentenceSpan = { index: 0, start: trimmedStart, end: sentence.trimEnd().length, text: sentence.trim() };
  return dedupeFindings(withoutFixedPhraseFindings(sentence, [...lintWithRetext(sentence, lenses), ...lintWithRules(sentence, [span])]));
};
