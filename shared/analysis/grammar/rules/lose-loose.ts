import { MODALS } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * lose (a verb: "to lose weight") and loose (an adjective: "a loose screw"). "loose" after "to", a
 * modal, "not"/"don't"/"never", or before a possessive or "weight/money/control…" → "lose"; "lose"
 * after a form of "be", "too/so/very", "come/break/let/cut/hang" or before "fit/clothes/ends" → "loose";
 * "loosing" → "losing".
 */

const RULE = "lose-loose";

const BEFORE_VERB = new Set([
  "to",
  "not",
  "don't",
  "doesn't",
  "didn't",
  "won't",
  "can't",
  "cannot",
  "never",
  "you'll",
  "i'll",
  "we'll",
  "they'll",
  "will",
  ...MODALS,
]);
const VERB_OBJECTS_LIST = () => [
  "my",
  "your",
  "his",
  "her",
  "our",
  "their",
  "its",
  "weight",
  "money",
  "control",
  "interest",
  "hope",
  "sight",
  "track",
  "touch",
  "faith",
  "focus",
  "patience",
  "everything",
  "anything",
  "nothing",
  "them",
  "him",
  "me",
  "us",
];
const VERB_OBJECTS = new Set(VERB_OBJECTS_LIST());
const BEFORE_ADJECTIVE = new Set([
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "too",
  "so",
  "very",
  "come",
  "comes",
  "came",
  "break",
  "breaks",
  "broke",
  "let",
  "cut",
  "hang",
  "hangs",
  "hanging",
  "slightly",
  "quite",
  "rather",
]);
const ADJECTIVE_NOUNS = new Set(["fit", "fitting", "clothes", "clothing", "ends", "change", "screw", "screws", "cannon"]);

/** After "to" (which may be a preposition: "an alternative to loose matching"), only these make "loose" a verb. */
const AFTER_TO_VERB = new Set([...VERB_OBJECTS_LIST(), "the", "a", "it", "this", "that", "all", "some", "any"]);

const finding = (token: Token, replacement: string, message: string) =>
  makeFinding({
    rule: RULE,
    from: token,
    replacements: [matchCase(replacement, token.text)],
    message,
    shortMessage: "Lose or loose",
    category: "Word choice",
    issueType: "Lose/loose",
  });

export const loseLoose: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const previous = tokens[token.index - 1]?.lower ?? "";
      const next = tokens[token.index + 1]?.lower ?? "";
      if (token.lower === "loosing") {
        findings.push(finding(token, "losing", "“loosing” means “setting free”; the verb meaning “to stop having” is “losing”."));
      } else if (
        token.lower === "loose" &&
        ((BEFORE_VERB.has(previous) && (previous !== "to" || next === "" || AFTER_TO_VERB.has(next) || /^[.,;!?]$/.test(next))) ||
          VERB_OBJECTS.has(next)) &&
        !["let", "break", "cut", "come", "hang"].includes(previous)
      ) {
        findings.push(finding(token, "lose", "“loose” means “not tight”; the verb meaning “to stop having” is “lose”."));
      } else if (token.lower === "lose" && (BEFORE_ADJECTIVE.has(previous) || ADJECTIVE_NOUNS.has(next)) && !BEFORE_VERB.has(previous)) {
        findings.push(finding(token, "loose", "“lose” is a verb; the adjective meaning “not tight” is “loose”."));
      }
    }
    return findings;
  },
};
