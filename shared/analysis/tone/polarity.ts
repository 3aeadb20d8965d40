import { memoizeByText } from "../memo";
import { vaderCompound } from "./vader";
import { winkSentiment } from "./wink";

/**
 * The tone of one sentence. `compound` is VADER's compound score; `polarity`, which the positivity
 * gauge and the negative-sentence levels use, averages it with wink's sentiment:
 *
 *   polarity = (VADER compound + wink sentiment) / 2          (both −1..1)
 *
 * Against the mean human ratings of VADER's 10,605 movie-review snippets, VADER alone has Pearson
 * r = 0.418 and wink alone 0.438; the document positivity built on the average reaches 0.479
 * (4,200 tweets: 0.879, 0.729 and 0.830, lower than VADER alone there; the tweets were VADER's own
 * development set). The two lexicons miss different words, so the average is steadier on text
 * neither was built from. The weights are equal, not fitted. Measured by scripts/eval/sentiment-eval.ts.
 */
export interface SentenceTone {
  compound: number;
  wink: number;
  polarity: number;
}

/**
 * Positivity and toxicity both read a sentence's tone (toxicity only VADER's part), so each
 * engine's score of the last sentences is remembered: a document pays for VADER and wink once
 * however many scores it asks for.
 */
export const sentenceCompound = memoizeByText(vaderCompound);
const sentenceWink = memoizeByText(winkSentiment);

export const sentenceTone = (text: string): SentenceTone => {
  const compound = sentenceCompound(text);
  const wink = sentenceWink(text);
  return { compound, wink, polarity: (compound + wink) / 2 };
};
