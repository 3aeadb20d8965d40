import type { Lint, LintKind, LocalLinter, Suggestion } from "harper.js";
import type { Dialect } from "../types";
import { editDistance } from "./edit-distance";
import { harperLintConfig } from "./harper-config";
import { isHarperMisfire } from "./harper-misfires";
import type { GrammarCategory, GrammarFinding, GrammarKind } from "./types";

/**
 * Harper (Automattic's Rust grammar checker compiled to WASM) behind a lazy, per-dialect linter.
 * The JS glue and the 16 MB WASM binary load on first use through the package's own entry points:
 * `harper.js/slimBinary` resolves the binary with `new URL(…, import.meta.url)`, which Node reads
 * from disk and bundlers (Vite) emit as an asset. `LocalLinter` runs in the calling thread; browsers
 * should call the grammar check from a worker.
 */

/** harper.js `SuggestionKind` values (a numeric enum; the test checks them against the package). */
export const SUGGESTION_KIND = { Replace: 0, Remove: 1, InsertAfter: 2 } as const;

const HARPER_DIALECT = { "en-US": "American", "en-GB": "British" } as const;

const linters = new Map<Dialect, Promise<LocalLinter>>();

const createLinter = async (dialect: Dialect): Promise<LocalLinter> => {
  const [harper, { slimBinary }] = await Promise.all([import("harper.js"), import("harper.js/slimBinary")]);
  const linter = new harper.LocalLinter({ binary: slimBinary, dialect: harper.Dialect[HARPER_DIALECT[dialect]] });
  await linter.setup();
  await linter.setLintConfig(harperLintConfig());
  return linter;
};

/** The dialect's linter, created and set up once (concurrent callers share the same promise). */
const getHarperLinter = (dialect: Dialect): Promise<LocalLinter> => {
  let linter = linters.get(dialect);
  if (!linter) {
    linter = createLinter(dialect);
    linters.set(dialect, linter);
    // A failed load may be retried by a later call.
    linter.catch(() => linters.delete(dialect));
  }
  return linter;
};

/** Starts loading the dialect's linter ahead of the first check (e.g. while the editor opens). */
export const warmUpHarper = async (dialect: Dialect): Promise<void> => {
  await getHarperLinter(dialect);
};

const CATEGORY_BY_KIND: Readonly<Record<string, GrammarCategory>> = {
  Spelling: "Spelling",
  Typo: "Spelling",
  BoundaryError: "Spelling",
  Agreement: "Agreement",
  Grammar: "Grammar",
  WordOrder: "Grammar",
  Miscellaneous: "Grammar",
  Repetition: "Grammar",
  Punctuation: "Punctuation",
  Formatting: "Punctuation",
  Capitalization: "Capitalization",
  WordChoice: "Word choice",
  Eggcorn: "Word choice",
  Malapropism: "Word choice",
  Usage: "Word choice",
  Nonstandard: "Word choice",
  Regionalism: "Word choice",
  Redundancy: "Style",
  Readability: "Style",
  Enhancement: "Style",
  Style: "Style",
};

/**
 * The kind of every Harper lint kind (harper.js `LintKind`, every one listed): spelling mistakes, punctuation and
 * capitalization, style suggestions (wordiness, readability, "very good" → "excellent"), and grammar
 * for the rest (agreement, word choice, malapropisms…). An unknown kind counts as grammar.
 */
export const KIND_BY_LINT_KIND: Readonly<Record<LintKind, GrammarKind>> = {
  Spelling: "spelling",
  Typo: "spelling",
  BoundaryError: "spelling",
  Agreement: "grammar",
  Grammar: "grammar",
  WordOrder: "grammar",
  Miscellaneous: "grammar",
  Repetition: "grammar",
  WordChoice: "grammar",
  Eggcorn: "grammar",
  Malapropism: "grammar",
  Usage: "grammar",
  Nonstandard: "grammar",
  Regionalism: "grammar",
  Punctuation: "punctuation",
  Formatting: "punctuation",
  Capitalization: "punctuation",
  Redundancy: "style",
  Readability: "style",
  Enhancement: "style",
  Style: "style",
};

const SHORT_MESSAGE: Readonly<Record<GrammarCategory, string>> = {
  Spelling: "Possible spelling mistake",
  Grammar: "Grammar error",
  Agreement: "Agreement error",
  Punctuation: "Punctuation",
  Capitalization: "Capitalization",
  "Word choice": "Word choice",
  Style: "Style",
};

/** Harper quotes words with backticks (Markdown); the card shows plain text. */
const plainMessage = (message: string): string => message.replace(/`([^`]*)`/g, "“$1”");

/**
 * Harper sometimes offers a replacement with a space the flagged words do not have ("Their" →
 * "They're" and "They're "): accepted, it would double the space after it, and the card would show
 * the same word twice. Whitespace at either end is kept only where the flagged text has it too.
 */
const withProblemEdges = (replacement: string, problem: string): string => {
  let text = replacement;
  if (!/^\s/.test(problem)) {
    text = text.trimStart();
  }
  if (!/\s$/.test(problem)) {
    text = text.trimEnd();
  }
  return text;
};

/**
 * A suggestion as replacement text for the flagged span: Harper's "insert after" becomes the flagged
 * text plus the insertion, and "remove" becomes null (an issue whose only fix is removal has no
 * replacements, which the card shows as "Remove").
 */
const replacementText = (suggestion: Suggestion, problem: string): string | null => {
  const text = suggestion.get_replacement_text();
  switch (suggestion.kind()) {
    case SUGGESTION_KIND.Remove:
      return null;
    case SUGGESTION_KIND.InsertAfter:
      return problem + text;
    default:
      return withProblemEdges(text, problem);
  }
};

/** The whitespace-delimited chunk of `text` around [start, end). */
const chunkAround = (text: string, start: number, end: number): string => {
  let from = start;
  let to = end;
  while (from > 0 && !/\s/.test(text[from - 1] ?? "")) {
    from -= 1;
  }
  while (to < text.length && !/\s/.test(text[to] ?? "")) {
    to += 1;
  }
  return text.slice(from, to);
};

/** A capital and lower-case letters, maybe with a possessive "'s": the shape of a name. */
const TITLE_CASE_WORD = /^\p{Lu}\p{Ll}+(?:['’]s)?$/u;

/** Identifiers, paths, links and addresses ("workflowId", "app/account", "x@y.com"): not words to spell-check or capitalise. */
export const isTechnicalToken = (chunk: string): boolean =>
  /:\/\/|@|[/\\_]|\p{Ll}\p{Lu}|\p{L}\d|\d\p{L}|\.\p{L}{2,}$/u.test(chunk.replace(/[.,;:!?)"”’]+$/u, ""));

/**
 * Converts one lint of `text`; null when it cannot be placed exactly or offers no usable fix. When
 * the lint came from a longer text in which `text` starts at `offset` (a batch of blocks), its span
 * is moved back by `offset`.
 */
const harperLintToFinding = (lint: Lint, rule: string, text: string, offset = 0): GrammarFinding | null => {
  const lintSpan = lint.span();
  const span = { start: lintSpan.start - offset, end: lintSpan.end - offset };
  const problem = text.slice(span.start, span.end);
  if (span.start < 0 || span.end <= span.start || problem !== lint.get_problem_text()) {
    return null;
  }
  if (isHarperMisfire(rule, problem, text, span.start, span.end)) {
    return null;
  }
  const suggestions = lint.suggestions();
  const replacements: string[] = [];
  let removable = false;
  for (const suggestion of suggestions) {
    const replacement = replacementText(suggestion, problem);
    if (replacement === null) {
      removable = true;
    } else if (replacement !== problem && !replacements.includes(replacement)) {
      replacements.push(replacement);
    }
  }
  // No fix at all: the card would offer "Remove", which is not what Harper means.
  if (replacements.length === 0 && !removable) {
    return null;
  }
  const kind = lint.lint_kind();
  const category = CATEGORY_BY_KIND[kind] ?? "Grammar";
  if ((category === "Spelling" || category === "Capitalization") && isTechnicalToken(chunkAround(text, span.start, span.end))) {
    return null;
  }
  // A capitalised word inside a sentence is most likely a name ("Amitabh", "Belgrano", "Kieslowski's"):
  // it is only flagged when a suggestion is one edit away ("Goverments" → "Governments").
  if (
    rule === "SpellCheck" &&
    TITLE_CASE_WORD.test(problem) &&
    /[\p{L}\p{N},;]\s*$/u.test(text.slice(0, span.start)) &&
    !replacements.some((replacement) => editDistance(replacement.toLowerCase(), problem.toLowerCase(), 1) <= 1)
  ) {
    return null;
  }
  // A unit after a number ("wait 5 s", "3 m long") is not a misspelt word.
  if (category === "Spelling" && /^\p{L}{1,2}$/u.test(problem) && /\d\s$/.test(text.slice(Math.max(0, span.start - 2), span.start))) {
    return null;
  }
  return {
    start: span.start,
    end: span.end,
    replacements,
    message: plainMessage(lint.message()),
    shortMessage: SHORT_MESSAGE[category],
    category,
    kind: (KIND_BY_LINT_KIND as Readonly<Record<string, GrammarKind>>)[kind] ?? "grammar",
    issueType: lint.lint_kind_pretty(),
    ruleId: `harper:${rule}`,
    source: "harper",
  };
};

/**
 * Runs of word characters longer than any dictionary word ("pneumonoultramicroscopicsilicovolcanoconiosis"
 * is 45 letters, and Harper's dictionary stops well before). Harper's spelling suggestions cost grows
 * super-linearly with a word's length (a 200-letter run took seconds, 2,500 letters over ten, and a
 * 20,000-letter one made the WASM module panic), so such runs are blanked before Harper reads the text.
 */
const LONG_WORD = /[\p{L}\p{M}\p{N}'’]{31,}/gu;

/** A text with its over-long words blanked (same length, so offsets hold) and where they were. */
export const maskLongWords = (text: string): { masked: string; ranges: Array<{ start: number; end: number }> } => {
  const ranges: Array<{ start: number; end: number }> = [];
  const masked = text.replace(LONG_WORD, (run: string, at: number) => {
    ranges.push({ start: at, end: at + run.length });
    return " ".repeat(run.length);
  });
  return { masked, ranges };
};

/** A finding touching a blanked run is about the blank (extra spaces), not about the text. */
const touchesMasked = (finding: GrammarFinding, ranges: ReadonlyArray<{ start: number; end: number }>): boolean =>
  ranges.some((range) => finding.start <= range.end && finding.end >= range.start);

/**
 * Harper's findings in plain text, with offsets into `text`. A failure inside the WASM module (a Rust
 * panic leaves the instance unusable) drops the linter so the next call builds a new one, and this
 * text gets no Harper findings rather than failing the whole check.
 */
export const lintWithHarper = async (text: string, dialect: Dialect): Promise<GrammarFinding[]> => {
  const linter = await getHarperLinter(dialect);
  const { masked, ranges } = maskLongWords(text);
  let groups: Record<string, Lint[]>;
  try {
    groups = await linter.organizedLints(masked, { language: "plaintext" });
  } catch (error) {
    linters.delete(dialect);
    console.warn("Harper failed on a text; its findings are skipped for it", error);
    return [];
  }
  const findings: GrammarFinding[] = [];
  for (const [rule, lints] of Object.entries(groups)) {
    for (const lint of lints) {
      const finding = harperLintToFinding(lint, rule, masked);
      if (finding && !touchesMasked(finding, ranges)) {
        findings.push(finding);
      }
      lint.free();
    }
  }
  return findings.sort((a, b) => a.start - b.start || a.end - b.end);
};

/** Blocks are joined with a blank line for one Harper call: Harper ends a sentence and a paragraph there. */
const BLOCK_SEPARATOR = "\n\n";
/** Characters of joined blocks per Harper call (a failure loses at most one batch's Harper findings). */
const BATCH_CHARACTERS = 20_000;

/** A text that ends a sentence: Harper then reads the next text as a new sentence, as it would alone. */
const endsSentence = (text: string): boolean => /[.!?…]["'”’)\]]*\s*$/u.test(text);

/**
 * Groups texts (by index) into runs whose joined length stays within BATCH_CHARACTERS. A text that
 * does not end a sentence (a heading, a fragment) ends its run, so the next text is not read as its
 * continuation.
 */
const batchesOf = (texts: readonly string[]): number[][] => {
  const batches: number[][] = [];
  let current: number[] = [];
  let size = 0;
  texts.forEach((text, index) => {
    const previous = texts[index - 1];
    if (current.length > 0 && (size + text.length > BATCH_CHARACTERS || (previous !== undefined && !endsSentence(previous)))) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(index);
    size += text.length + BLOCK_SEPARATOR.length;
  });
  if (current.length > 0) {
    batches.push(current);
  }
  return batches;
};

/** The index of the text whose [start, end) holds `position`, by binary search over the starts. */
const textAt = (starts: readonly number[], position: number): number => {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= position) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  return low;
};

/** One Harper call over texts joined by blank lines; lints that cross from one text into the next are dropped. */
const lintJoined = async (linter: LocalLinter, texts: readonly string[]): Promise<GrammarFinding[][]> => {
  const starts: number[] = [];
  let position = 0;
  for (const text of texts) {
    starts.push(position);
    position += text.length + BLOCK_SEPARATOR.length;
  }
  const masks = texts.map(maskLongWords);
  const groups = await linter.organizedLints(masks.map(({ masked }) => masked).join(BLOCK_SEPARATOR), { language: "plaintext" });
  const findings: GrammarFinding[][] = texts.map(() => []);
  for (const [rule, lints] of Object.entries(groups)) {
    for (const lint of lints) {
      const { start, end } = lint.span();
      const index = textAt(starts, start);
      const { masked, ranges } = masks[index] ?? { masked: "", ranges: [] };
      const offset = starts[index] ?? 0;
      const finding = end <= offset + masked.length ? harperLintToFinding(lint, rule, masked, offset) : null;
      if (finding && !touchesMasked(finding, ranges)) {
        findings[index]?.push(finding);
      }
      lint.free();
    }
  }
  return findings.map((list) => list.sort((a, b) => a.start - b.start || a.end - b.end));
};

/**
 * Harper's findings for many texts (one list per text, offsets into that text). Harper's fixed cost
 * per call (parsing, tagging) dominates on paragraph-sized texts, so the texts are checked in
 * batches joined by blank lines, which roughly halves the time of a document's first check.
 * A batch that makes Harper fail is checked again text by text.
 */
export const lintTextsWithHarper = async (
  texts: readonly string[],
  dialect: Dialect,
  signal?: AbortSignal,
): Promise<GrammarFinding[][]> => {
  const results: GrammarFinding[][] = texts.map(() => []);
  for (const batch of batchesOf(texts)) {
    signal?.throwIfAborted();
    const batchTexts = batch.map((index) => texts[index] ?? "");
    let findings: GrammarFinding[][];
    try {
      findings = await lintJoined(await getHarperLinter(dialect), batchTexts);
    } catch {
      linters.delete(dialect);
      findings = [];
      for (const text of batchTexts) {
        findings.push(await lintWithHarper(text, dialect));
      }
    }
    batch.forEach((textIndex, position) => {
      results[textIndex] = findings[position] ?? [];
    });
  }
  return results;
};
