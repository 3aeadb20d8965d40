// `npm run eval:learning [file.tsv]`: agreement of the writing-exercise assessment
// (shared/analysis/assessment) with human scores on learner essays. Default data: the ELLIPSE dev
// half in the handbook's eval-data (essays/ellipse.dev.tsv; read by this script only, never by the
// product, and nothing is fitted on it). Another file in the same format (tab-separated, a header
// naming at least prompt, overall, cohesion, vocabulary, grammar and text; "\n" in text is a line
// break) can be given as the argument.
//
// Each human dimension is compared with the score meant to carry it:
//   overall    ↔ overall (grammar + content + expression, /100)
//   grammar    ↔ grammar (/20)
//   vocabulary ↔ expression (/50)
//   cohesion   ↔ content (/30)
// Pearson r on the raw scores; quadratic weighted kappa after a fixed, unfitted mapping of the
// score onto the human 1–5 scale in half points, anchored on the pass marks (see band). The
// length-only baseline is Pearson r of the word count with the same human score.
// The last lines are one per dimension: `overall r=0.63 qwk=0.55 length_r=0.13`.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { assessWriting, type AssessmentResult } from "../../shared/analysis/assessment";
import { loadSyllableDictionary, wordsOf } from "../../shared/analysis/quality";
import { pearson, quadraticWeightedKappa } from "./agreement";
import { evalDataDir } from "./eval-data-dir";
import { PASS_MARKS } from "../../shared/rules/learning";

const DIMENSIONS = [
  { human: "overall", ours: "overall", max: 100, pass: PASS_MARKS.overall },
  { human: "grammar", ours: "grammar", max: 20, pass: PASS_MARKS.grammar },
  { human: "vocabulary", ours: "expression", max: 50, pass: PASS_MARKS.expression },
  { human: "cohesion", ours: "content", max: 30, pass: PASS_MARKS.content },
] as const;

/** ELLIPSE essays answer open prompts in a few hundred words; the word limit the assessment assumes. */
const ESSAY_WORD_LIMIT = 400;
const TARGETS: Record<string, number> = { overall: 0.6, grammar: 0.5 };

interface Essay {
  prompt: string;
  text: string;
  human: Record<string, number>;
}

const readEssays = (path: string): Essay[] => {
  const [header, ...lines] = readFileSync(path, "utf8").trim().split("\n");
  const columns = (header ?? "").split("\t");
  const at = (name: string) => {
    const index = columns.indexOf(name);
    if (index < 0) {
      throw new Error(`${path}: no "${name}" column`);
    }
    return index;
  };
  const textAt = at("text");
  const promptAt = at("prompt");
  return lines.map((line) => {
    const cells = line.split("\t");
    return {
      prompt: cells[promptAt] ?? "",
      text: (cells[textAt] ?? "").replace(/\\n/g, "\n"),
      human: Object.fromEntries(DIMENSIONS.map(({ human }) => [human, Number(cells[at(human)])])),
    };
  });
};

/**
 * The human 1–5 scale in half points from a score's share of its maximum, anchored on the product's
 * pass marks (not fitted): the pass mark is 3 ("adequate"), the maximum 5, zero 1, linear between.
 */
const band = (share: number, passShare: number): number => {
  const p = Math.min(1, Math.max(0, share));
  const value = p < passShare ? 1 + (2 * p) / passShare : 3 + (2 * (p - passShare)) / (1 - passShare);
  return Math.round(value * 2) / 2;
};

const path = process.argv[2] ?? join(evalDataDir(), "essays", "ellipse.dev.tsv");
await loadSyllableDictionary();
const essays = readEssays(path);
/**
 * With `withTopic`, each essay's prompt label is its topic and the essay is expected to argue or
 * inform. The main figures run without: the data holds a short label, not the prompt the writers
 * saw, and every essay answers its prompt, so relevance (topic and purpose) only adds the label's
 * noise here; it is reported on its own line.
 */
const assessAll = async (withTopic: boolean): Promise<AssessmentResult[]> => {
  const assessed: AssessmentResult[] = [];
  for (const essay of essays) {
    assessed.push(
      await assessWriting({
        text: essay.text,
        topic: withTopic ? essay.prompt : "",
        task: `Write an essay on: ${essay.prompt}`,
        source: "",
        expectedIntents: withTopic ? ["opinion", "persuasive", "informative"] : [],
        wordLimit: ESSAY_WORD_LIMIT,
        peers: [],
        extensionUsed: false,
        delayPenalty: 0,
      }),
    );
  }
  return assessed;
};
const started = Date.now();
const results = await assessAll(false);
const elapsed = Date.now() - started;
const withTopic = await assessAll(true);
if (process.env.LEARNING_EVAL_DUMP) {
  // For looking into the parts: every assessment beside the human scores, as JSON.
  writeFileSync(
    process.env.LEARNING_EVAL_DUMP,
    JSON.stringify(essays.map((essay, index) => ({ human: essay.human, assessment: results[index] }))),
  );
}
const lengths = essays.map((essay) => wordsOf(essay.text).length);

console.log(`Writing-exercise assessment vs human scores — ${essays.length} essays (${path})`);
console.log(`  ${(elapsed / essays.length).toFixed(1)} ms per essay\n`);
console.log(`  ${"human".padEnd(11)} ${"ours".padEnd(11)} ${"r".padStart(6)} ${"qwk".padStart(6)} ${"length r".padStart(9)}   target`);
const lines: string[] = [];
for (const { human, ours, max, pass } of DIMENSIONS) {
  const humanScores = essays.map((essay) => essay.human[human] ?? 0);
  const ourScores = results.map((result) => result.totals[ours]);
  const r = pearson(ourScores, humanScores);
  const qwk = quadraticWeightedKappa(
    ourScores.map((score) => band(score / max, pass / max) * 2),
    humanScores.map((score) => Math.round(score * 2)),
    2,
    10,
  );
  const lengthR = pearson(lengths, humanScores);
  const target = TARGETS[human];
  console.log(
    `  ${human.padEnd(11)} ${ours.padEnd(11)} ${r.toFixed(3).padStart(6)} ${qwk.toFixed(3).padStart(6)} ${lengthR.toFixed(3).padStart(9)}   ${
      target === undefined ? "" : `r ≥ ${target} ${r >= target ? "PASS" : "MISS"}`
    }`,
  );
  lines.push(`${human} r=${r.toFixed(2)} qwk=${qwk.toFixed(2)} length_r=${lengthR.toFixed(2)}`);
}
const overallHuman = essays.map((essay) => essay.human.overall ?? 0);
const PARTS = ["grammar", "content", "creative", "engaging", "credible", "clarity", "originality"] as const;
console.log(
  `\n  each part vs human overall: ${PARTS.map(
    (name) =>
      `${name} ${pearson(
        results.map((result) => result[name].score),
        overallHuman,
      ).toFixed(2)}`,
  ).join(", ")}`,
);
const contentItems = [...new Set(results.flatMap((result) => result.content.details.items.map((item) => item.label)))];
console.log(
  `  content items vs human overall: ${contentItems
    .map(
      (label) =>
        `${label} ${pearson(
          results.map((result) => result.content.details.items.find((item) => item.label === label)?.points ?? 0),
          overallHuman,
        ).toFixed(2)}`,
    )
    .join(", ")}`,
);
console.log(
  `  with the prompt label as topic and purpose checked: overall r=${pearson(
    withTopic.map((result) => result.totals.overall),
    overallHuman,
  ).toFixed(3)}`,
);
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
console.log(
  `\n  mean ours: overall ${mean(results.map((result) => result.totals.overall)).toFixed(1)}, grammar ${mean(results.map((result) => result.totals.grammar)).toFixed(1)}, ` +
    `content ${mean(results.map((result) => result.totals.content)).toFixed(1)}, expression ${mean(results.map((result) => result.totals.expression)).toFixed(1)}`,
);
console.log("  (formulas dev-tuned on the ELLIPSE dev half; see shared/analysis/assessment)\n");
for (const line of lines) {
  console.log(line);
}
