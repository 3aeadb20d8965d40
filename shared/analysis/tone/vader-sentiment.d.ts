/** vader-sentiment 1.1.3 ships no types: the parts Wordloom calls. */
declare module "vader-sentiment" {
  export interface PolarityScores {
    neg: number;
    neu: number;
    pos: number;
    compound: number;
  }

  /** The shape `sentiment_valence` reads from VADER's SentiText. */
  export interface SentiTextLike {
    text: string;
    words_and_emoticons: string[];
    is_cap_diff: boolean;
  }

  export const SentimentIntensityAnalyzer: {
    polarity_scores(text: string): PolarityScores;
    sentiment_valence(valence: number, sentiText: SentiTextLike, item: string, index: number, sentiments: number[]): number[];
    but_check(wordsAndEmoticons: string[], sentiments: number[]): number[];
    score_valence(sentiments: number[], text: string): PolarityScores;
  };

  const vader: { SentimentIntensityAnalyzer: typeof SentimentIntensityAnalyzer };
  export default vader;
}
