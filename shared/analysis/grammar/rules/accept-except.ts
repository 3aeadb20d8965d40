import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * accept (take, agree to) and except (but, apart from). "except" as a verb after a modal, "to", "not"
 * or a subject pronoun with an object after it → "accept" ("I can't except this offer", "Please except
 * my apology"); "accept" after "everyone", "all", "nothing"… or opening "Accept for …," → "except".
 */

const RULE = "accept-except";

const BEFORE_VERB = new Set([
  "can",
  "could",
  "will",
  "would",
  "should",
  "must",
  "may",
  "might",
  "can't",
  "cannot",
  "won't",
  "wouldn't",
  "couldn't",
  "shouldn't",
  "to",
  "not",
  "please",
  "i",
  "we",
  "they",
  "you",
  "don't",
  "didn't",
  "never",
]);
const OBJECTS = new Set([
  "the",
  "this",
  "that",
  "these",
  "those",
  "my",
  "your",
  "our",
  "his",
  "her",
  "their",
  "it",
  "them",
  "him",
  "me",
  "us",
  "a",
  "an",
  "any",
  "every",
  "all",
  "responsibility",
  "defeat",
  "change",
  "criticism",
  "payment",
  "payments",
  "cookies",
  "credit",
]);
const TOTALS = new Set(["everyone", "everybody", "everything", "nothing", "nobody", "anyone", "anybody", "anything"]);
/** "Let everyone accept the terms", "Will anyone accept it?": the total is the verb's subject. */
const GOVERNORS = new Set([
  "let",
  "lets",
  "make",
  "makes",
  "made",
  "help",
  "helps",
  "will",
  "would",
  "can",
  "could",
  "should",
  "must",
  "did",
  "does",
  "do",
  "to",
  "might",
  "may",
]);

const finding = (token: Token, replacement: string, message: string) =>
  makeFinding({
    rule: RULE,
    from: token,
    replacements: [matchCase(replacement, token.text)],
    message,
    shortMessage: "Accept or except",
    category: "Word choice",
    issueType: "Accept/except",
  });

export const acceptExcept: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const before = tokens[token.index - 1];
      const after = tokens[token.index + 1];
      if (token.lower === "except" && before && after && BEFORE_VERB.has(before.lower) && OBJECTS.has(after.lower)) {
        // "everything except the", "all except me": "except" right after a whole is a preposition.
        findings.push(
          finding(token, "accept", "“except” means “apart from”; the verb for agreeing to or receiving something is “accept”."),
        );
      } else if (
        token.lower === "accept" &&
        before &&
        TOTALS.has(before.lower) &&
        after?.kind === "word" &&
        !GOVERNORS.has(tokens[token.index - 2]?.lower ?? "")
      ) {
        findings.push(finding(token, "except", "“accept” is a verb; for “apart from”, write “except”."));
      } else if (token.lower === "accept" && token.index === 0 && after?.lower === "for" && tokens.some((item) => item.text === ",")) {
        findings.push(finding(token, "except", "“Accept for …” should be “Except for …” (apart from)."));
      }
    }
    return findings;
  },
};
