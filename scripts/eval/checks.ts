// `npm run eval:checks`: accuracy of the writing checks on the handbook's public evaluation data
// (read from ../shared/eval-data by this script only; the product never reads it).
//   JFLEG dev: share of learner sentences flagged, share of their corrections falsely flagged.
//   Presidio dev: precision and recall per PII type.
//   Offensive language: words caught and false flags on our own labelled sentences.
import { evaluateGrammar } from "./grammar-eval";
import { evaluateOffensive } from "./offensive-eval";
import { evaluatePii, PII_PRECISION_TARGET, PII_TARGETS } from "./pii-eval";

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
const fixed = (value: number) => value.toFixed(3);
const mark = (ok: boolean) => (ok ? "PASS" : "MISS");

const grammar = await evaluateGrammar();
console.log("Grammar and spelling — JFLEG dev");
console.log(`  sentences: ${grammar.sentences}`);
console.log("  grammar, spelling and punctuation (shown by default):");
console.log(
  `  learner sentences flagged:   ${percent(grammar.flaggedShare).padStart(6)}  (target ≥ 75%)   ${mark(grammar.flaggedShare >= 0.75)}`,
);
console.log(
  `  corrections falsely flagged: ${percent(grammar.falseFlagShare).padStart(6)}  (target ≤ 6%)    ${mark(grammar.falseFlagShare <= 0.06)}`,
);
console.log("  per kind                     learner flagged  corrections flagged");
for (const [kind, shares] of Object.entries(grammar.byKind)) {
  const label = kind === "style" ? "style (on request)" : kind;
  console.log(
    `    ${label.padEnd(26)} ${percent(shares.flaggedShare).padStart(6)}           ${percent(shares.falseFlagShare).padStart(6)}`,
  );
}

const pii = await evaluatePii();
console.log(`\nPII — Presidio synthetic dev set (${pii.samples} sentences)`);
console.log("  type          support  recall  precision  target          result");
for (const row of pii) {
  const target = PII_TARGETS[row.entity];
  console.log(
    `  ${row.entity.padEnd(12)}  ${String(row.support).padStart(7)}  ${fixed(row.recall)}  ${fixed(row.precision).padStart(9)}  ${(target ? `recall ≥ ${target}` : "").padEnd(14)}  ${target ? mark(row.recall >= target) : ""}`,
  );
}
console.log(
  `  overall precision ${fixed(pii.overall.precision)} (target ≥ ${PII_PRECISION_TARGET}) ${mark(pii.overall.precision >= PII_PRECISION_TARGET)}; recall ${fixed(pii.overall.recall)}`,
);
console.log(
  `  shown in the pane (detectPii: high and medium sensitivity): precision ${fixed(pii.reportable.precision)}, recall ${fixed(pii.reportable.recall)}`,
);
console.log(
  `  person as shown in the pane (names from the lexicon): recall ${fixed(pii.reportablePerson.recall)} (target ≥ 0.75) ${mark(pii.reportablePerson.recall >= 0.75)}, precision ${fixed(pii.reportablePerson.precision)}`,
);

const offensive = evaluateOffensive();
console.log("\nOffensive language — Wordloom's own labelled sentences (scripts/eval/offensive-labelled.ts; no public set fits)");
console.log("  group     sentences  expected  caught  right severity  false flags  clean sentences flagged");
for (const row of offensive) {
  console.log(
    `  ${row.group.padEnd(8)}  ${String(row.sentences).padStart(9)}  ${String(row.expected).padStart(8)}  ${String(row.caught).padStart(6)}  ${String(row.rightSeverity).padStart(14)}  ${String(row.falseFlags).padStart(11)}  ${String(row.cleanFlagged).padStart(23)}`,
  );
  for (const miss of row.misses) {
    console.log(`    missed: ${miss}`);
  }
  for (const extra of row.falseFlagWords) {
    console.log(`    false flag: ${extra}`);
  }
}
