import { segmentSentences } from "@wordloom/shared/analysis";
import type { ApiResult } from "../tool-types";

type IdiomsAnswer = ApiResult<"suggestIdioms">;
type Suggestions = Extract<IdiomsAnswer["suggestions"], { ok: true }>;
type IdiomOption = Suggestions["suggestions"][number]["idioms"][number];

/** One idiom card: the candidate words, one idiom for them, and the sentence it rewrites. */
export interface IdiomCard {
  key: string;
  blockId: string;
  /** The sentence the idiom rewrites (Replace original puts `rephraseSent` in its place). */
  start: number;
  end: number;
  text: string;
  candidate: string;
  option: IdiomOption;
}

/** Cards for every idiom offered, in text order; each rewrites its whole sentence. */
export const idiomCards = (suggestions: Suggestions, blockText: string): IdiomCard[] => {
  const sentences = segmentSentences(blockText);
  return suggestions.suggestions.flatMap((suggestion) => {
    const sentence = sentences[suggestion.sentenceIndex];
    if (!sentence) {
      return [];
    }
    return suggestion.idioms.map((option) => ({
      key: `${suggestion.blockId}#${suggestion.start}#${option.idiom}`,
      blockId: suggestion.blockId,
      start: sentence.start,
      end: sentence.end,
      text: sentence.text,
      candidate: suggestion.text || suggestion.candidate,
      option,
    }));
  });
};

type IdiomFound = IdiomsAnswer["found"][number];

/** An idiom or cliché already in the text (spec document 3 §2.3): its words, meaning and example. */
export interface FoundIdiomCard {
  key: string;
  blockId: string;
  /** The idiom's own words in the block. */
  start: number;
  end: number;
  text: string;
  finding: IdiomFound;
}

/** Cards for the idioms found in the block, in text order. */
export const foundIdiomCards = (found: readonly IdiomFound[], blockId: string): FoundIdiomCard[] =>
  found
    .filter((finding) => finding.blockId === blockId)
    .map((finding) => ({
      key: `found#${finding.blockId}#${finding.start}#${finding.idiom}`,
      blockId: finding.blockId,
      start: finding.start,
      end: finding.end,
      text: finding.text,
      finding,
    }));
