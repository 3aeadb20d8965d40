import {
  FIRST_PERSON,
  INFORMATIVE_CUES,
  INSTRUCTION_OPENERS,
  INSTRUCTION_VERBS,
  INSTRUCTIONAL_CUES,
  type Intent,
  IRREGULAR_PAST,
  OPINION_CUES,
  PERSONAL_WORDS,
  PERSUASIVE_CUES,
  PROMOTIONAL_CUES,
  SENSORY_WORDS,
  SIMILE_CUES,
  TIME_SEQUENCE_CUES,
} from "./intent-cues";
import type { PosToken } from "./pos";

export type IntentEvidence = Record<Intent, number>;

const countHits = (patterns: readonly RegExp[], text: string): number => patterns.filter((pattern) => pattern.test(text)).length;

const WORD_TAGS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "ADV"]);

/** A base-form verb opening the sentence, after optional openers ("First, mix…", "Then stir…"). */
const isImperative = (tokens: readonly PosToken[], text: string): boolean => {
  const words = tokens.filter((token) => token.pos !== "PUNCT");
  let index = 0;
  while (index < words.length && INSTRUCTION_OPENERS.has(words[index]?.normal ?? "")) {
    index += 1;
  }
  const verb = words[index];
  const next = words[index + 1];
  if (!verb || text.trimEnd().endsWith("?")) {
    return false;
  }
  const baseForm = verb.normal === verb.lemma;
  const taggedVerb = verb.pos === "VERB" && baseForm;
  const knownVerb = INSTRUCTION_VERBS.has(verb.normal);
  // "Mix 50 grams", "Open the menu": an object, not a verb or auxiliary, follows ("Open doors are…" is
  // not); a capitalised word is a label ("Click Save").
  const objectFollows = !next || next.pos === "PROPN" || !(next.pos === "AUX" || (next.pos === "VERB" && !/^\p{Lu}/u.test(next.value)));
  return (taggedVerb || knownVerb) && objectFollows && !FIRST_PERSON.has(verb.normal) && verb.normal !== "you";
};

const isPastVerb = (token: PosToken): boolean =>
  (token.pos === "VERB" || token.pos === "AUX") &&
  (IRREGULAR_PAST.has(token.normal) || (token.normal.endsWith("ed") && token.lemma !== token.normal));

/**
 * Evidence, 0–1 per intent, that one sentence serves that intent:
 *   inquisitive   1 for a question
 *   instructional 1 for an imperative, else 0.5 per instruction cue ("how to", "steps", "make sure");
 *                 × (1 − promotional), as "Order today" is a call to action, not an instruction
 *   narrative     0.6 with a past-tense verb, +0.2 first person, +0.2 a time-sequence cue ("then",
 *                 "one day"); 0.2 for a time cue alone
 *   descriptive   0.35 per sensory word + 0.3 for a simile + 0.4 when ≥ 30% of the content words are
 *                 adjectives (0.2 from 20%)
 *   promotional   0.5 per call to action or offer cue ("sign up", "20% off", "our products")
 *   persuasive    0.5 per persuasive cue ("should", "clearly", "it is time")
 *   opinion       1 per opinion cue ("I think", "in my opinion", "personally")
 *   informative   for a statement (not a question or an imperative): 0.4, or 0.1 when it speaks of I,
 *                 we or you, + 0.25 per informative cue (numbers, "is a", "for example", "research"),
 *                 then × (1 − 0.5 × the strongest of promotional, persuasive and opinion)
 * each capped at 1.
 */
export const sentenceEvidence = (text: string, tokens: readonly PosToken[]): IntentEvidence => {
  const lower = text.toLowerCase();
  const normals = tokens.map((token) => token.normal);
  const isQuestion = text.trimEnd().endsWith("?");
  const imperative = isImperative(tokens, text);
  const timeCue = countHits(TIME_SEQUENCE_CUES, text) > 0 ? 1 : 0;
  const hasPast = tokens.some(isPastVerb);
  const firstPerson = normals.some((word) => FIRST_PERSON.has(word)) ? 1 : 0;
  const contentTokens = tokens.filter((token) => WORD_TAGS.has(token.pos));
  const adjectiveShare =
    contentTokens.length === 0 ? 0 : contentTokens.filter((token) => token.pos === "ADJ").length / contentTokens.length;
  const sensory = normals.filter((word) => SENSORY_WORDS.has(word)).length;
  const cap = (value: number): number => Math.min(1, Math.max(0, value));
  const promotional = cap(0.5 * countHits(PROMOTIONAL_CUES, text));
  const persuasive = cap(0.5 * countHits(PERSUASIVE_CUES, lower));
  const opinion = cap(countHits(OPINION_CUES, lower));
  const personal = normals.some((word) => PERSONAL_WORDS.has(word));
  const statement = !isQuestion && !imperative;
  const informativeBase = statement ? (personal ? 0.1 : 0.4) + 0.25 * countHits(INFORMATIVE_CUES, text) : 0;
  return {
    inquisitive: isQuestion ? 1 : 0,
    instructional: (imperative ? 1 : cap(0.5 * countHits(INSTRUCTIONAL_CUES, text))) * (1 - promotional),
    narrative: hasPast ? cap(0.6 + 0.2 * firstPerson + 0.2 * timeCue) : 0.2 * timeCue,
    descriptive: cap(0.35 * sensory + 0.3 * countHits(SIMILE_CUES, text) + (adjectiveShare >= 0.3 ? 0.4 : adjectiveShare >= 0.2 ? 0.2 : 0)),
    promotional,
    persuasive,
    opinion,
    informative: cap(informativeBase) * (1 - 0.5 * Math.max(promotional, persuasive, opinion)),
  };
};
