import { shiftSpan, type TextEdit } from "../../text-edits";
import type { ApiResult } from "../tool-types";

type Decorators = ApiResult<"suggestDecorators">["decorators"];
type Enhancers = ApiResult<"suggestEnhancers">["enhancers"];

/** One choice of a Refine card: the words to put in [start, end) of the block. */
export interface RefineChoice {
  label: string;
  meaning: string;
  start: number;
  end: number;
  replacement: string;
}

/** A Decorators or Enhancers card: a candidate span and its choices. */
export interface RefineCard {
  key: string;
  blockId: string;
  start: number;
  end: number;
  text: string;
  choices: RefineChoice[];
}

/** Decorators: an adjective or adverb for a noun or verb; each choice rewrites its phrase (edit). */
export const decoratorCards = (decorators: Decorators): RefineCard[] =>
  decorators
    .filter((candidate) => candidate.decorators.length > 0)
    .map((candidate) => ({
      key: `${candidate.blockId}#${candidate.start}#${candidate.candidate}`,
      blockId: candidate.blockId,
      start: candidate.start,
      end: candidate.end,
      text: candidate.candidate,
      choices: candidate.decorators.map((decoration) => ({
        label: decoration.decorator,
        meaning: decoration.meaning,
        start: decoration.edit.start,
        end: decoration.edit.end,
        replacement: decoration.edit.text,
      })),
    }));

/** Enhancers: a strong verb for a weak verb phrase; each choice replaces the candidate span. */
export const enhancerCards = (enhancers: Enhancers): RefineCard[] =>
  enhancers
    .filter((candidate) => candidate.enhancers.length > 0)
    .map((candidate) => ({
      key: `${candidate.blockId}#${candidate.start}#${candidate.candidate}`,
      blockId: candidate.blockId,
      start: candidate.start,
      end: candidate.end,
      text: candidate.candidate,
      choices: candidate.enhancers.map((enhancement) => ({
        label: enhancement.phrase,
        meaning: enhancement.meaning,
        start: candidate.start,
        end: candidate.end,
        replacement: enhancement.phrase,
      })),
    }));

/** A card after an edit of its block: moved with the text, or null when the edit overlapped it. */
export const shiftCard = (card: RefineCard, edit: TextEdit): RefineCard | null => {
  const span = shiftSpan(card, edit);
  if (!span) {
    return null;
  }
  const choices = card.choices.flatMap((choice) => {
    const moved = shiftSpan({ blockId: card.blockId, start: choice.start, end: choice.end }, edit);
    return moved ? [{ ...choice, start: moved.start, end: moved.end }] : [];
  });
  return { ...span, choices };
};

/** A card's choice moved by `delta` characters (the user typed before it since the analysis). */
export const movedChoice = (choice: RefineChoice, delta: number): RefineChoice => ({
  ...choice,
  start: choice.start + delta,
  end: choice.end + delta,
});
