// Positivity against human ratings: VADER's hutto_ICWSM_2014 sets (cjhutto/vaderSentiment, MIT; see
// shared/eval-data/README.md), `id<TAB>mean rating (−4..4)<TAB>text`. The product never reads these
// files: only this script does.
//
//   node --import tsx scripts/eval/sentiment-eval.ts
//
// Each text is scored as a one-block document and its avgPositivity (mean sentence positivity,
// positivity = (polarity + 1) × 50, polarity = (VADER compound + wink) / 2) is correlated with the mean
// human rating (Pearson r). VADER alone and wink alone are reported for comparison, and the fast
// VADER tokeniser is checked against the library's polarity_scores on every text.
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import vader from "vader-sentiment";
import { scorePositivity } from "../../shared/analysis/tone/index";
import { vaderScores } from "../../shared/analysis/tone/vader";
import { winkSentiment } from "../../shared/analysis/tone/wink";

const SENTIMENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "../../../shared/eval-data/sentiment");
export const SENTIMENT_SETS = { movies: "movieReviewSnippets_GroundTruth.txt", tweets: "tweets_GroundTruth.txt" } as const;
export const MOVIES_R_TARGET = 0.45;

interface RatedText {
  rating: number;
  text: string;
}

export interface SentimentSetResult {
  texts: number;
  /** Pearson r of Wordloom's positivity with the mean human rating. */
  r: number;
  vaderR: number;
  winkR: number;
}

export interface SentimentEvalResult {
  movies: SentimentSetResult;
  tweets: SentimentSetResult;
  /** Texts on which the fast VADER tokeniser gives exactly the library's scores. */
  vaderIdentical: number;
  vaderTexts: number;
}

/** `id<TAB>rating<TAB>text` lines (CRLF); the text may itself hold tabs. */
export const readRatedTexts = async (file: string): Promise<RatedText[]> => {
  const content = await readFile(resolve(SENTIMENT_DIR, file), "utf8");
  return content
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [, rating = "", ...text] = line.split("\t");
      return { rating: Number(rating), text: text.join("\t") };
    });
};

export const pearson = (xs: readonly number[], ys: readonly number[]): number => {
  const n = xs.length;
  const meanX = xs.reduce((sum, x) => sum + x, 0) / n;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let index = 0; index < n; index += 1) {
    const dx = (xs[index] ?? 0) - meanX;
    const dy = (ys[index] ?? 0) - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  return covariance / Math.sqrt(varianceX * varianceY);
};

const evaluateSet = (items: readonly RatedText[]): SentimentSetResult => {
  const ratings = items.map((item) => item.rating);
  const positivity = items.map((item, index) => scorePositivity([{ id: String(index), text: item.text }]).document.avgPositivity ?? 50);
  return {
    texts: items.length,
    r: pearson(positivity, ratings),
    vaderR: pearson(
      items.map((item) => vaderScores(item.text).compound),
      ratings,
    ),
    winkR: pearson(
      items.map((item) => winkSentiment(item.text)),
      ratings,
    ),
  };
};

export const evaluateSentiment = async (): Promise<SentimentEvalResult> => {
  const movies = await readRatedTexts(SENTIMENT_SETS.movies);
  const tweets = await readRatedTexts(SENTIMENT_SETS.tweets);
  const all = [...movies, ...tweets];
  const vaderIdentical = all.filter(
    (item) => JSON.stringify(vaderScores(item.text)) === JSON.stringify(vader.SentimentIntensityAnalyzer.polarity_scores(item.text)),
  ).length;
  return { movies: evaluateSet(movies), tweets: evaluateSet(tweets), vaderIdentical, vaderTexts: all.length };
};

const main = async () => {
  const result = await evaluateSentiment();
  const row = (name: string, set: SentimentSetResult) =>
    console.log(
      `${name.padEnd(16)}${String(set.texts).padStart(7)}   ${set.r.toFixed(3)}      ${set.vaderR.toFixed(3)}        ${set.winkR.toFixed(3)}`,
    );
  console.log("Positivity vs mean human rating (Pearson r)");
  console.log("set               texts   positivity  VADER alone  wink alone");
  row("movie snippets", result.movies);
  row("tweets", result.tweets);
  console.log(`\nmovie snippets r ≥ ${MOVIES_R_TARGET}: ${result.movies.r >= MOVIES_R_TARGET ? "met" : "MISSED"}`);
  console.log(`fast VADER identical to polarity_scores on ${result.vaderIdentical} of ${result.vaderTexts} texts`);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
