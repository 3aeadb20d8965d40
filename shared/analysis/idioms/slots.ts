import type { SlotName } from "./pattern";
import { subjectBefore } from "./verb-form";
import { OBJECT_TO_POSSESSIVE, POSSESSIVE_TO_OBJECT, SUBJECT_TO_POSSESSIVE, SUBJECT_TO_REFLEXIVE } from "./words";

/** What a literal's slots held in the text ("tease him" → someone = "him"). */
export type Captures = Partial<Record<SlotName, string>>;

const normal = (text: string): string => text.toLowerCase().replace(/’/g, "'");

/** "him" → "his", "the manager" → "the manager's", "James" → "James'". */
const toPossessive = (phrase: string): string => {
  const possessive = OBJECT_TO_POSSESSIVE[normal(phrase)];
  if (possessive) {
    return possessive;
  }
  return /s$/i.test(phrase) ? `${phrase}'` : `${phrase}'s`;
};

/** "his" → "him", "the manager's" → "the manager". */
const toObject = (phrase: string): string => POSSESSIVE_TO_OBJECT[normal(phrase)] ?? phrase.replace(/['’]s?$/, "");

export interface SlotContext {
  captures: Captures;
  sentence: string;
  /** Where the replaced text starts in the sentence. */
  start: number;
  /** The literal opens an imperative ("Don't ruin relationships") or follows "let's". */
  imperative: "you" | "we" | null;
}

/**
 * Fills an idiom's slots for a rephrasing, or returns null when one cannot be filled:
 *   one's, oneself  the possessive or reflexive the literal held ("do her share" → her), else of the
 *                   nearest subject pronoun before it ("she", "we"), else of the imperative's "you"
 *   someone(’s), something  what the literal held, turned into an object or a possessive as needed.
 */
export const fillSlots = (idiomPhrase: string, context: SlotContext): string | null => {
  const subject = subjectBefore(context.sentence, context.start) ?? context.imperative;
  const ownPossessive = context.captures["one's"];
  let failed = false;
  const filled = idiomPhrase.replace(/\b(one's|oneself|someone's|someone|something)(?![\p{L}'’])/gu, (slot) => {
    const { someone, something } = context.captures;
    const someones = context.captures["someone's"];
    let value: string | undefined;
    switch (slot) {
      case "one's":
        value = ownPossessive ?? (subject ? SUBJECT_TO_POSSESSIVE[subject] : undefined);
        break;
      case "oneself":
        value = subject ? SUBJECT_TO_REFLEXIVE[subject] : undefined;
        break;
      case "someone":
        value = someone ?? (someones ? toObject(someones) : undefined);
        break;
      case "someone's":
        value = someones ?? (someone ? toPossessive(someone) : undefined);
        break;
      case "something":
        value = something;
        break;
    }
    if (value === undefined) {
      failed = true;
      return slot;
    }
    return value;
  });
  return failed ? null : filled;
};
