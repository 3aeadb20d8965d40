// Counts how often each Harper rule fires on ~840,000 words of real English and writes two lists to
// shared/analysis/grammar/harper-rule-usage.data.ts: the rules that never fire, and the rules that fire
// only a few times and never on a learner's sentence.
//
//   node --import tsx scripts/train/harper-rule-usage.ts
//
// Why: every Harper rule scans the whole text. On 10,000 words of movie-review prose (interleaved A/B
// runs on one thread, CPU time) Harper's parsing alone took ~0.7 s, the default rules ~2 s more, and
// with the rules below off ~1 s more: a check of a long document is ~35% faster. Most of Harper's
// default rules are narrow phrase corrections ("bated breath", "beck and call"); a rule that stays
// silent on this much text is expected to add well under one finding per million words. The rules
// that fire at most 3 times (under 4 per million words) scan the whole text like any other: with them
// off a fresh 25,000-word check takes ~10% less time. A rule that fired on a JFLEG dev learner
// sentence stays on however rare it is among native writers: learners make those mistakes.
//
// Data (read from ../shared/eval-data by this script only, never at run time): GoEmotions train
// (Reddit comments, Apache-2.0), VADER's movie-review snippets and tweets (MIT) and Presidio's
// synthetic sentences (MIT) for native English, and JFLEG dev's learner sentences (CC BY-NC-SA;
// only rule names come out of it) because learners make mistakes native writers rarely do ("the
// another", "despite of"): without them, 10 rules that catch learner errors would go off. So the
// JFLEG dev figure of `npm run eval:checks` is not held out from this choice.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Dialect, LocalLinter } from "harper.js";
import { slimBinary } from "harper.js/slimBinary";
import { HARPER_RULES_OFF } from "../../shared/analysis/grammar/harper-config";
import { detokenize } from "../eval/grammar-detok";
import { renderRuleUsage } from "./harper/rule-usage-file";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const EVAL_DATA = resolve(REPO_ROOT, "../shared/eval-data");
const OUTPUT = resolve(REPO_ROOT, "shared/analysis/grammar/harper-rule-usage.data.ts");
/** Texts per lint call: Harper's per-call cost is small, and blank lines keep the texts apart. */
const TEXTS_PER_CALL = 50;
/** "Rare": at most this many firings in the whole corpus (under 4 per million words). */
const RARE_FIRINGS = 3;

const LEARNER_CORPUS = "JFLEG dev learner sentences";

const lines = (file: string): string[] => readFileSync(resolve(EVAL_DATA, file), "utf8").split("\n");

const corpora: Record<string, string[]> = {
  "GoEmotions train": lines("emotions/train.tsv").map((line) => line.split("\t")[0] ?? ""),
  "VADER movie snippets": lines("sentiment/movieReviewSnippets_GroundTruth.txt").map((line) => line.split("\t")[2] ?? ""),
  "VADER tweets": lines("sentiment/tweets_GroundTruth.txt").map((line) => line.split("\t")[2] ?? ""),
  "Presidio sentences": (
    JSON.parse(readFileSync(resolve(EVAL_DATA, "pii/synth_dataset_v2.dev.json"), "utf8")) as Array<{ full_text: string }>
  ).map((item) => item.full_text),
  [LEARNER_CORPUS]: lines("grammar/dev_dev.src").map(detokenize),
};

/** Every rule Harper turns on by default, minus the ones Wordloom turns off for their own reasons. */
const candidateRules = async (linter: LocalLinter): Promise<string[]> => {
  const defaults = await linter.getDefaultLintConfig();
  return Object.keys(defaults)
    .filter((rule) => defaults[rule] === true && !(rule in HARPER_RULES_OFF))
    .sort();
};

const linter = new LocalLinter({ binary: slimBinary, dialect: Dialect.American });
await linter.setup();
const rules = await candidateRules(linter);
await linter.setLintConfig(Object.fromEntries(rules.map((rule) => [rule, true])));
const fired = new Map<string, number>(rules.map((rule) => [rule, 0]));
/** Rules that fired on a learner sentence: a learner product keeps them, however rare. */
const firedOnLearners = new Set<string>();
let words = 0;
for (const [name, texts] of Object.entries(corpora)) {
  const clean = texts.map((text) => text.trim()).filter((text) => text.length > 0);
  const started = performance.now();
  for (let index = 0; index < clean.length; index += TEXTS_PER_CALL) {
    const chunk = clean.slice(index, index + TEXTS_PER_CALL);
    words += chunk.reduce((total, text) => total + text.split(/\s+/).length, 0);
    const organized = await linter.organizedLints(chunk.join("\n\n"), { language: "plaintext" });
    for (const [rule, lints] of Object.entries(organized)) {
      fired.set(rule, (fired.get(rule) ?? 0) + lints.length);
      if (name === LEARNER_CORPUS && lints.length > 0) {
        firedOnLearners.add(rule);
      }
    }
  }
  console.log(`${name}: ${clean.length.toLocaleString()} texts in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
const silent = rules.filter((rule) => (fired.get(rule) ?? 0) === 0);
console.log(
  `${words.toLocaleString()} words; ${rules.length} rules on; ${rules.length - silent.length} fired at least once; ${silent.length} never fired`,
);
const top = [...fired].sort((a, b) => b[1] - a[1]).slice(0, 15);
console.log("most frequent:", top.map(([rule, count]) => `${rule} ${count}`).join(", "));

const rare = rules
  .filter((rule) => (fired.get(rule) ?? 0) > 0 && (fired.get(rule) ?? 0) <= RARE_FIRINGS && !firedOnLearners.has(rule))
  .map((rule) => ({ rule, fired: fired.get(rule) ?? 0 }));
console.log(`${rare.length} rules fired at most ${RARE_FIRINGS} times, never on a learner sentence`);
writeFileSync(
  OUTPUT,
  renderRuleUsage({ silent, rare, words, fired: rules.length - silent.length, corpora: Object.keys(corpora), rareFirings: RARE_FIRINGS }),
);
console.log(`wrote ${OUTPUT}`);
