// `npm run eval:scores`: accuracy of the writing scores on the handbook's public evaluation data
// (read from ../shared/eval-data by these scripts only; the product never reads it), as one table:
//   positivity vs VADER's human ratings (movie snippets, tweets), emotions on GoEmotions dev
//   (committed model vs a Naive Bayes baseline), POS tags on UD English-EWT test, and the
//   Flesch–Kincaid grade against hand-counted reference passages.
import { evaluateEmotions } from "./emotions-eval";
import { evaluatePos } from "./pos-eval";
import { evaluateReadability, READABILITY_TOLERANCE } from "./readability-eval";
import { evaluateSentiment, MOVIES_R_TARGET } from "./sentiment-eval";

const mark = (ok: boolean) => (ok ? "PASS" : "MISS");
const fixed = (value: number, digits = 3) => value.toFixed(digits);
const row = (measure: string, value: string, target: string, ok: boolean | null) =>
  console.log(`  ${measure.padEnd(44)} ${value.padStart(9)}   ${target.padEnd(12)} ${ok === null ? "" : mark(ok)}`);

console.log("Writing scores — accuracy\n");
console.log(`  ${"measure".padEnd(44)} ${"value".padStart(9)}   ${"target".padEnd(12)} result`);

const sentiment = await evaluateSentiment();
row(
  `positivity r, movie snippets (${sentiment.movies.texts})`,
  fixed(sentiment.movies.r),
  `≥ ${MOVIES_R_TARGET}`,
  sentiment.movies.r >= MOVIES_R_TARGET,
);
row("  VADER alone / wink alone", `${fixed(sentiment.movies.vaderR, 2)}/${fixed(sentiment.movies.winkR, 2)}`, "", null);
row(`positivity r, tweets (${sentiment.tweets.texts})`, fixed(sentiment.tweets.r), "", null);

const emotions = await evaluateEmotions();
row(`emotions macro-F1, GoEmotions dev (${emotions.items})`, fixed(emotions.macroF1), "≥ 0.50", emotions.macroF1 >= 0.5);
row("emotions accuracy", fixed(emotions.accuracy), "", null);
row(
  "  Naive Bayes baseline macro-F1 / accuracy",
  `${fixed(emotions.baseline.macroF1, 2)}/${fixed(emotions.baseline.accuracy, 2)}`,
  "beat it",
  emotions.macroF1 > emotions.baseline.macroF1,
);

const pos = await evaluatePos();
row(`POS (UPOS) accuracy, EWT test (${pos.words} words)`, `${(pos.accuracy * 100).toFixed(1)}%`, "≥ 87%", pos.accuracy >= 0.87);

const readability = await evaluateReadability();
const worst = Math.max(...readability.map((passage) => Math.abs(passage.difference ?? Number.POSITIVE_INFINITY)));
row(
  `FK grade vs hand counts (${readability.length} passages), worst`,
  fixed(worst, 2),
  `≤ ${READABILITY_TOLERANCE}`,
  worst <= READABILITY_TOLERANCE,
);
