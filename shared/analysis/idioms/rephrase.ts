import type { LiteralMatch, LiteralMatcher } from "./literals";
import type { SlotName } from "./pattern";
import { type Captures, fillSlots } from "./slots";
import { type FormName, identifyForm, verbIn } from "./verb-form";

/** A literal found in a sentence and the sentence rewritten with the idiom. */
export interface Rephrasing {
  /** Offsets of the replaced text in the sentence. */
  start: number;
  end: number;
  /** The replaced text (the "candidate" of spec 3 §3). */
  candidate: string;
  rephraseSent: string;
}

const PERSONAL_PRONOUNS = new Set(["me", "you", "him", "her", "us", "them", "my", "your", "his", "our", "their"]);

/**
 * A "someone" slot must hold a person: a personal pronoun or a capitalised name ("tease him",
 * "help Anna"), not any noun phrase ("protects your future" is not "has your future's back").
 */
const namesAPerson = (captured: string | undefined): boolean =>
  captured === undefined || PERSONAL_PRONOUNS.has(captured.toLowerCase().replace(/’/g, "'")) || /^\p{Lu}\p{Ll}/u.test(captured);

const IMPERATIVE_OPENERS = new Set(["don't", "do", "please", "never", "always", "just"]);

/** "you" when the literal opens an imperative ("Don't …", "Please …", or first word), "we" after "let's". */
const imperativeSubject = (sentence: string, start: number): "you" | "we" | null => {
  const before = sentence
    .slice(0, start)
    .trim()
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/^["“']/, "");
  if (before === "") {
    return "you";
  }
  if (/^let's$|^let us$/.test(before)) {
    return "we";
  }
  const words = before.split(/\s+/);
  return words.every((word) => IMPERATIVE_OPENERS.has(word)) ? "you" : null;
};

/** The idiom with its head verb in `form` ("throw in the towel", past → "threw in the towel"). */
const idiomInForm = (idiom: string, form: FormName): string => {
  const [head = "", ...rest] = idiom.split(" ");
  return [verbIn(head.toLowerCase(), form), ...rest].join(" ");
};

const capitaliseIfOpening = (text: string, sentence: string, start: number): string =>
  /^["“']?$/.test(sentence.slice(0, start).trim()) ? text.charAt(0).toUpperCase() + text.slice(1) : text;

/**
 * Rewrites the sentence with the idiom in place of the literal the match found, or returns null
 * when that cannot be done grammatically: the verb form cannot be told (or is passive), or a slot
 * cannot be filled. Verb idioms take the tense of the literal's verb; the others replace it as is.
 */
export const rephraseMatch = (matcher: LiteralMatcher, match: LiteralMatch, sentence: string): Rephrasing | null => {
  const { start, end } = match;
  const groups = [...match.groups];
  let phrase = matcher.idiom.idiom;
  if (matcher.headVerb !== null) {
    const head = groups.shift() ?? "";
    const idiomHead = phrase.split(" ")[0] ?? "";
    const form = identifyForm(matcher.headVerb, head, sentence, start);
    if (form !== null) {
      phrase = idiomInForm(phrase, form);
    } else if (idiomHead === matcher.headVerb && !/^(?:been|being)$/i.test(head)) {
      // Same verb in literal and idiom ("cost a fortune" → "cost an arm and a leg"): keep it as written.
      phrase = [head.toLowerCase(), ...phrase.split(" ").slice(1)].join(" ");
    } else {
      return null;
    }
  }
  const captures: Captures = {};
  matcher.slots.forEach((slot: SlotName, index) => {
    const value = groups[index];
    if (value !== undefined) {
      captures[slot] = value;
    }
  });
  if (!namesAPerson(captures.someone) || !namesAPerson(captures["someone's"])) {
    return null;
  }
  const filled = fillSlots(phrase, { captures, sentence, start, imperative: imperativeSubject(sentence, start) });
  if (filled === null) {
    return null;
  }
  const replacement = capitaliseIfOpening(filled, sentence, start);
  return {
    start,
    end,
    candidate: sentence.slice(start, end),
    rephraseSent: sentence.slice(0, start) + replacement + sentence.slice(end),
  };
};
