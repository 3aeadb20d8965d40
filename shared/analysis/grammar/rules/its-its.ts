import { COUNT_NOUNS } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * its (possessive) and it's (it is / it has). "it's own", and "it's" before a bare countable noun and
 * a verb or the end ("The company changed it's name.") → "its"; "its" before an article, "not", "been"
 * or a participle of "going"/"getting" ("its a shame", "its been years") → "it's".
 */

const RULE = "its-its";

/** Countable nouns that also work after "it is" without an article ("it's home to", "it's part of", "it's time"). */
const PREDICATE_NOUNS = new Set([
  "home",
  "part",
  "time",
  "way",
  "kind",
  "type",
  "sort",
  "fact",
  "case",
  "right",
  "second",
  "lot",
  "number",
  "order",
]);

const AFTER_CONTRACTION = new Set([
  "a",
  "an",
  "the",
  "not",
  "been",
  "going",
  "getting",
  "gonna",
  "about",
  "because",
  "also",
  "always",
  "never",
  "too",
  "so",
]);

/** What may follow a possessive noun phrase "its name": punctuation, a verb, a preposition or a conjunction. */
const FOLLOWS_NOUN = new Set([
  "is",
  "was",
  "has",
  "had",
  "will",
  "can",
  "and",
  "or",
  "but",
  "of",
  "in",
  "on",
  "for",
  "with",
  "to",
  "from",
  "at",
  "by",
  "as",
  "that",
  "which",
]);

const finding = (token: Token, replacement: string, message: string) =>
  makeFinding({
    rule: RULE,
    from: token,
    replacements: [matchCase(replacement, token.text)],
    message,
    shortMessage: "Its or it's",
    category: "Word choice",
    issueType: "Its/it's",
  });

export const itsIts: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const next = tokens[token.index + 1];
      if (!next) {
        continue;
      }
      if (token.lower === "it's") {
        const after = tokens[token.index + 2];
        const bareNoun =
          COUNT_NOUNS.has(next.lower) &&
          !PREDICATE_NOUNS.has(next.lower) &&
          (!after || after.kind === "punct" || FOLLOWS_NOUN.has(after.lower));
        if (next.lower === "own" || bareNoun) {
          findings.push(finding(token, "its", `“${token.text}” means “it is”; the possessive is “its”: “its ${next.text}”.`));
        }
      } else if (
        token.lower === "its" &&
        /^[a-z]{3,}ly$/.test(next.lower) &&
        /(?:ed|said|known|done|seen|thought|believed)$/.test(tokens[token.index + 2]?.lower ?? "") &&
        [",", ".", ";", "that", "to", "by"].includes(tokens[token.index + 3]?.lower ?? ".")
      ) {
        // "Its rightly said, …", "its widely known that…": an adverb and a participle make a passive clause.
        findings.push(finding(token, "it's", `“its” is possessive; for “it is”, write “it's”.`));
      } else if (token.lower === "its" && next.kind === "word" && AFTER_CONTRACTION.has(next.lower)) {
        // "its also", "its still" may precede a noun ("its also-ran"): only when a verb-like word or article follows.
        if (["also", "always", "never", "too", "so", "about", "because"].includes(next.lower) && tokens[token.index + 2]?.kind !== "word") {
          continue;
        }
        findings.push(finding(token, "it's", `“its” is possessive; for “it is” or “it has”, write “it's”.`));
      }
    }
    return findings;
  },
};
