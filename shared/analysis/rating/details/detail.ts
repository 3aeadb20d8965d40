import { oneDecimal, scoreTypeOf } from "../scale";
import type { DetailName, RatingDetail } from "../types";

/** A detail row: the score rounded to one decimal and clamped to 0–10, its type and message. */
export const detail = <Name extends DetailName>(name: Name, score: number, message: string): RatingDetail<Name> => {
  const rounded = oneDecimal(Math.min(10, Math.max(0, Number.isFinite(score) ? score : 0)));
  return { name, score: rounded, score_type: scoreTypeOf(rounded), message };
};

/** What a rating is asked about beyond the text. */
export interface RatingContext {
  title?: string;
  /**
   * The overview engine's detectIntent result for the same text (documentIntent), when the caller
   * has it: its matchscore becomes the intent score and its intents are named in the message.
   */
  intent?: { intent: readonly string[]; matchscore: number };
}
