import { COUNT_NOUNS, PREPOSITIONS } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * your (possessive) and you're (you are). "your" before an article, "not", "going to", or a closing
 * "welcome"/"right" → "you're"; "you're" before "own" or before a countable noun followed by a verb
 * ("you're car is") → "your".
 */

const RULE = "your-youre";

const AFTER_CONTRACTION = new Set([
  "a",
  "an",
  "the",
  "not",
  "gonna",
  "being",
  "also",
  "always",
  "never",
  "still",
  "probably",
  "definitely",
  "in",
  "at",
  "so",
  "too",
  "really",
]);

const VERBS_AFTER_NOUN = new Set(["is", "was", "has", "will", "can", "could", "should", "would", "must", "looks", "seems"]);

/** Words after which a clause cannot start, so "you're" there is the possessive: "I like you're idea", "this is you're book". */
const BEFORE_POSSESSIVE = new Set([
  "like",
  "love",
  "hate",
  "need",
  "use",
  "take",
  "took",
  "lost",
  "found",
  "saw",
  "see",
  "got",
  "read",
  "is",
  "was",
  "this",
  "that",
  "of",
  "in",
  "on",
  "at",
  "for",
  "with",
  "from",
  "about",
  "by",
  "all",
  "into",
]);

/** Count nouns that are also adjectives or adverbs after "you're": "you're home", "you're kind". */
const NOT_POSSESSED = new Set([
  "home",
  "kind",
  "fun",
  "key",
  "back",
  "light",
  "right",
  "last",
  "first",
  "head",
  "welcome",
  "top",
  "boss",
  "best",
]);

const VERBS_AFTER_WELCOME = new Set([
  "join",
  "come",
  "stay",
  "use",
  "visit",
  "bring",
  "ask",
  "call",
  "try",
  "take",
  "contact",
  "attend",
  "borrow",
  "leave",
  "share",
  "email",
  "reply",
  "write",
]);

const ENDS = (token: Token | undefined): boolean => !token || token.kind === "punct";

const finding = (token: Token, replacement: string, message: string) =>
  makeFinding({
    rule: RULE,
    from: token,
    replacements: [matchCase(replacement, token.text).replace("'", token.text.includes("’") ? "’" : "'")],
    message,
    shortMessage: "Your or you're",
    category: "Word choice",
    issueType: "Your/you're",
  });

export const yourYoure: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const next = tokens[token.index + 1];
      const after = tokens[token.index + 2];
      const previous = tokens[token.index - 1]?.lower ?? "";
      if (!next) {
        continue;
      }
      if (token.lower === "your") {
        const contraction =
          (AFTER_CONTRACTION.has(next.lower) && after?.kind === "word") ||
          (next.lower === "going" && after?.lower === "to") ||
          // "Turn to your right.": after a preposition "your" is possessive.
          (["welcome", "right", "wrong", "sure"].includes(next.lower) && ENDS(after) && !PREPOSITIONS.has(previous) && previous !== "to") ||
          // "Your welcome to join us." (but "Your welcome to the team was warm" keeps the noun).
          (token.index === 0 &&
            next.lower === "welcome" &&
            after?.lower === "to" &&
            VERBS_AFTER_WELCOME.has(tokens[token.index + 3]?.lower ?? ""));
        // "your being late" (a gerund after a possessive) is correct English.
        if (contraction && !(next.lower === "being" && after?.lower !== "a")) {
          findings.push(finding(token, "you're", `“your” is possessive; for “you are”, write “you're”.`));
        }
      } else if (token.lower === "you're") {
        const possessed = COUNT_NOUNS.has(next.lower) && !NOT_POSSESSED.has(next.lower);
        if (
          next.lower === "own" ||
          (possessed && after !== undefined && VERBS_AFTER_NOUN.has(after.lower)) ||
          (possessed && BEFORE_POSSESSIVE.has(previous))
        ) {
          findings.push(finding(token, "your", `“${token.text}” means “you are”; the possessive is “your”: “your ${next.text}”.`));
        }
      }
    }
    return findings;
  },
};
