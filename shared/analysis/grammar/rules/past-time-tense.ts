import { pastOf, THIRD_TO_BASE, VERB_BASE } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * A clause about a finished time takes the past tense: "When I was a student, I spend all my time
 * studying" → "spent", "Last year, we go to Spain" → "went", "Yesterday, she buys a car" → "bought".
 * The time is set by an opening "When/While/After/Before … was/were/did/<past>," clause or by an
 * opening "Yesterday," / "Last week," / "Two years ago,"; the main clause must start with a pronoun
 * and a present-tense verb right after the comma. Verbs of thinking and saying ("When I was young, I
 * remember…", "I think…") can speak from the present and are left alone.
 */

const RULE = "past-time-tense";

const SUBORDINATORS = new Set(["when", "while", "after", "before", "once"]);
const SUBJECTS = new Set(["i", "we", "they", "you", "he", "she"]);
const PAST_MARKERS = new Set(["was", "were", "did", "had", "wasn't", "weren't", "didn't", "hadn't"]);
/** Simple pasts that are never participles. */
const PAST_ONLY = new Set([
  "went",
  "came",
  "saw",
  "took",
  "gave",
  "knew",
  "began",
  "became",
  "wrote",
  "spoke",
  "chose",
  "grew",
  "ran",
  "ate",
  "drove",
  "flew",
  "forgot",
]);
const TIME_UNITS = new Set([
  "year",
  "week",
  "month",
  "summer",
  "winter",
  "spring",
  "autumn",
  "fall",
  "night",
  "time",
  "weekend",
  "semester",
]);

/** Verbs that may report from the present ("When I was young, I remember…"). */
const PRESENT_PERSPECTIVE = new Set([
  "think",
  "thinks",
  "believe",
  "believes",
  "know",
  "knows",
  "guess",
  "guesses",
  "suppose",
  "supposes",
  "remember",
  "remembers",
  "feel",
  "feels",
  "hope",
  "hopes",
  "mean",
  "means",
  "say",
  "says",
  "wish",
  "wishes",
  "realize",
  "realizes",
  "realise",
  "realises",
  "admit",
  "admits",
  "agree",
  "agrees",
  "understand",
  "understands",
  "have",
  "has",
  "need",
  "needs",
  "want",
  "wants",
]);

/** Whether the tokens before the comma at `comma` set a past time. */
const pastOpener = (tokens: readonly Token[], comma: number): boolean => {
  const first = tokens[0];
  if (!first) {
    return false;
  }
  // "When I was…", "After we went…": a finite past ("said", "done" may be participles: "When all is said and done").
  if (SUBORDINATORS.has(first.lower)) {
    return tokens.slice(1, comma).some((token) => PAST_MARKERS.has(token.lower) || PAST_ONLY.has(token.lower));
  }
  if (comma === 1 && first.lower === "yesterday") {
    return true;
  }
  if (comma === 2 && first.lower === "last" && TIME_UNITS.has(tokens[1]?.lower ?? "")) {
    return true;
  }
  return tokens[comma - 1]?.lower === "ago" && comma <= 4;
};

/** Where the clause after an opening "Yesterday" / "Last week" / "Two days ago" without a comma starts, or -1. */
const timeOpenerEnd = (tokens: readonly Token[]): number => {
  if (tokens[0]?.lower === "yesterday") {
    return 1;
  }
  if (tokens[0]?.lower === "last" && TIME_UNITS.has(tokens[1]?.lower ?? "")) {
    return 2;
  }
  const ago = tokens.findIndex((token, index) => index <= 3 && token.lower === "ago");
  return ago > 0 ? ago + 1 : -1;
};

/** The index of the main clause's subject: after the comma that closes a past opener, or after a bare time opener. */
const clauseStart = (tokens: readonly Token[]): number => {
  const comma = tokens.findIndex((token) => token.text === ",");
  if (comma >= 1 && comma <= 12 && pastOpener(tokens, comma)) {
    return comma + 1;
  }
  const end = timeOpenerEnd(tokens);
  return end > 0 && SUBJECTS.has(tokens[end]?.lower ?? "") ? end : -1;
};

export const pastTimeTense: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const start = clauseStart(tokens);
    if (start < 0) {
      return [];
    }
    const subject = tokens[start];
    const verb = tokens[start + 1];
    if (
      !subject ||
      !verb ||
      !SUBJECTS.has(subject.lower) ||
      verb.kind !== "word" ||
      verb.text !== verb.lower ||
      PRESENT_PERSPECTIVE.has(verb.lower)
    ) {
      return [];
    }
    const third = ["he", "she"].includes(subject.lower);
    // "she visit" (no -s) is as wrong as "she visits" here: both become the past.
    const base = third
      ? (THIRD_TO_BASE.get(verb.lower) ?? (VERB_BASE.has(verb.lower) ? verb.lower : undefined))
      : VERB_BASE.has(verb.lower)
        ? verb.lower
        : undefined;
    if (!base || verb.lower === "is" || verb.lower === "are") {
      return [];
    }
    const past = pastOf(base);
    return [
      makeFinding({
        rule: RULE,
        from: verb,
        replacements: [matchCase(past, verb.text)],
        message: `The sentence is about a finished time: use the past tense “${past}”.`,
        shortMessage: "Verb tense",
        category: "Grammar",
        issueType: "Verb tense",
      }),
    ];
  },
};
