import type { Lint, LocalLinter } from "harper.js";
import type { Dialect } from "../types";
import { harperLintConfig } from "./harper-config";
import { type RankedLint, withoutOverlaps } from "./harper-overlaps";
import { loadSpellingLexicon } from "./spelling/load-lexicon";
import { blankSpans, skippedNameSpans, type SpellingLexicon } from "./spelling/skipped-names";

/**
 * Harper's linters for one dialect, created lazily. The JS glue and the 16 MB WASM binary load on
 * first use through the package's own entry points: `harper.js/slimBinary` resolves the binary with
 * `new URL(…, import.meta.url)`, which Node reads from disk and bundlers (Vite) emit as an asset.
 * `LocalLinter` runs in the calling thread; browsers should call the grammar check from a worker.
 *
 * Spelling runs apart from the other rules. Harper's suggestion search for unknown words was about
 * half of its time on prose, and most unknown words in prose are names whose finding Wordloom drops.
 * So a second linter has only SpellCheck on, and reads the text with those names blanked
 * (spelling/skipped-names.ts). SpellCheck judges each word on its own, so every other word gets the
 * lint it gets in one pass, and Harper's overlap removal is done over both linters' lints
 * (harper-overlaps.ts), with each skipped name standing in for the SpellCheck lint it would have had.
 */

const HARPER_DIALECT = { "en-US": "American", "en-GB": "British" } as const;

/** The rule the spelling linter runs; the main linter has it off. */
export const SPELL_CHECK = "SpellCheck";
/** The priority of Harper's SpellCheck lints (harper-core's spell_check.rs; the test checks it). */
export const SPELL_CHECK_PRIORITY = 63;

export interface HarperLinters {
  /** Wordloom's rule set without SpellCheck. */
  main: LocalLinter;
  /** SpellCheck alone. */
  speller: LocalLinter;
  /** Harper's dictionary forms; null if they could not be read (then no word is skipped). */
  lexicon: SpellingLexicon | null;
}

const linters = new Map<Dialect, Promise<HarperLinters>>();

const createLinters = async (dialect: Dialect): Promise<HarperLinters> => {
  const [harper, { slimBinary }] = await Promise.all([import("harper.js"), import("harper.js/slimBinary")]);
  const newLinter = async (config: Record<string, boolean>): Promise<LocalLinter> => {
    const linter = new harper.LocalLinter({ binary: slimBinary, dialect: harper.Dialect[HARPER_DIALECT[dialect]] });
    await linter.setup();
    await linter.setLintConfig(config);
    return linter;
  };
  const main = await newLinter({ ...harperLintConfig(), [SPELL_CHECK]: false });
  const rules = Object.keys(await main.getDefaultLintConfig());
  const speller = await newLinter(Object.fromEntries(rules.map((rule) => [rule, rule === SPELL_CHECK])));
  const url = slimBinary.url;
  const lexicon = await loadSpellingLexicon(typeof url === "string" ? url : url.href);
  return { main, speller, lexicon };
};

/** The dialect's linters, created and set up once (concurrent callers share the same promise). */
export const getHarperLinters = (dialect: Dialect): Promise<HarperLinters> => {
  let created = linters.get(dialect);
  if (!created) {
    created = createLinters(dialect);
    linters.set(dialect, created);
    // A failed load may be retried by a later call.
    created.catch(() => linters.delete(dialect));
  }
  return created;
};

/** Forgets the dialect's linters (after a failure inside the WASM module): the next call builds new ones. */
export const dropHarperLinters = (dialect: Dialect): void => {
  linters.delete(dialect);
};

/** One of Harper's lints with its rule; `lint` is null for a skipped name's stand-in. */
interface RuleLint extends RankedLint {
  lint: Lint | null;
}

const ranked = (rule: string, lint: Lint): RuleLint => {
  const { start, end } = lint.span();
  const { inner } = JSON.parse(lint.to_json()) as { inner?: { priority?: unknown } };
  return { rule, lint, start, end, priority: typeof inner?.priority === "number" ? inner.priority : 0 };
};

/**
 * Harper's lints of `texts` joined by `separator`, with their rules, overlaps removed as one Harper
 * pass would. The caller owns (and frees) the returned lints.
 */
export const lintWithBothLinters = async (
  { main, speller, lexicon }: HarperLinters,
  texts: readonly string[],
  separator: string,
): Promise<Array<{ rule: string; lint: Lint }>> => {
  const options = { language: "plaintext", dedup: false } as const;
  const standIns: RuleLint[] = [];
  const spellTexts: string[] = [];
  let offset = 0;
  for (const text of texts) {
    const skipped = lexicon ? skippedNameSpans(text, lexicon) : [];
    spellTexts.push(blankSpans(text, skipped));
    for (const { start, end } of skipped) {
      standIns.push({ rule: SPELL_CHECK, lint: null, start: offset + start, end: offset + end, priority: SPELL_CHECK_PRIORITY });
    }
    offset += text.length + separator.length;
  }
  const groups = await main.organizedLints(texts.join(separator), options);
  const spelling = await speller.organizedLints(spellTexts.join(separator), options);
  const lints = [...Object.entries(groups), ...Object.entries(spelling)].flatMap(([rule, list]) => list.map((lint) => ranked(rule, lint)));
  const kept = new Set(withoutOverlaps([...lints, ...standIns]));
  const results: Array<{ rule: string; lint: Lint }> = [];
  for (const item of lints) {
    if (kept.has(item) && item.lint) {
      results.push({ rule: item.rule, lint: item.lint });
    } else {
      item.lint?.free();
    }
  }
  return results;
};
