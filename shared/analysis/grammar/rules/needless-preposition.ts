import { wordTable } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * Transitive verbs take their object directly, without a preposition: "mention about the problem" →
 * "mention the problem", "describe about" → "describe", "emphasize on" → "emphasize", "comprises of"
 * → "comprises" (or "consists of"), "they lack of money" → "lack", "cope up with" → "cope with",
 * "go for shopping" → "go shopping", "enjoying in it" → "enjoying it", "consider her as a friend" →
 * "consider her a friend".
 * Only the verb forms count: the nouns take the preposition ("a mention of", "the emphasis on", "a
 * lack of"), and participles that may be passives are left out ("nothing was mentioned about the
 * cost", "the points emphasized on the poster").
 */

const RULE = "needless-preposition";

/** Verb forms → the preposition they do not take. */
const VERBS = wordTable({
  mention: "about",
  mentions: "about",
  mentioning: "about",
  describe: "about",
  describes: "about",
  described: "about",
  describing: "about",
  emphasize: "on",
  emphasizes: "on",
  emphasizing: "on",
  emphasise: "on",
  emphasises: "on",
  emphasising: "on",
  comprise: "of",
  comprises: "of",
  discuss: "about",
  discusses: "about",
  discussed: "about",
  discussing: "about",
});

/** "lack of" is the noun; after a subject pronoun, a modal or "to" it is the verb. */
const BEFORE_VERB_LACK = new Set([
  "i",
  "you",
  "we",
  "they",
  "will",
  "would",
  "can",
  "could",
  "may",
  "might",
  "should",
  "must",
  "to",
  "don't",
  "didn't",
  "not",
]);

const GO = new Set(["go", "goes", "went", "going", "gone"]);
const ACTIVITIES = new Set([
  "shopping",
  "swimming",
  "fishing",
  "hiking",
  "camping",
  "skiing",
  "jogging",
  "sightseeing",
  "dancing",
  "bowling",
  "sailing",
  "surfing",
  "skating",
  "hunting",
  "climbing",
  "cycling",
  "running",
]);

const finding = (verb: Token, preposition: Token, replacement: string, message: string) =>
  makeFinding({
    rule: RULE,
    from: verb,
    to: preposition,
    replacements: verb.lower.startsWith("compris")
      ? [replacement, verb.lower === "comprises" ? "consists of" : "consist of"]
      : [replacement],
    message,
    shortMessage: "Needless preposition",
    category: "Grammar",
    issueType: "Preposition",
  });

export const needlessPreposition: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const next = tokens[token.index + 1];
      if (!next || next.kind !== "word") {
        continue;
      }
      const preposition = VERBS[token.lower];
      const object = tokens[token.index + 2];
      if (preposition && next.lower === preposition && object?.kind === "word") {
        // "as described about halfway down": "about" + a number or "halfway" is an adverb.
        if (preposition === "about" && /^(?:\d|halfway|half|once|twice)/.test(object.lower)) {
          continue;
        }
        findings.push(
          finding(
            token,
            next,
            token.text,
            `“${token.text}” takes its object directly: “${token.text} ${object.text}”, without “${next.text}”.`,
          ),
        );
        continue;
      }
      if (
        (token.lower === "lack" || token.lower === "lacks") &&
        next.lower === "of" &&
        BEFORE_VERB_LACK.has(tokens[token.index - 1]?.lower ?? "")
      ) {
        findings.push(
          finding(
            token,
            next,
            token.text,
            `The verb “${token.text}” takes its object directly: “${token.text} ${object?.text ?? ""}”.`.replace(" ”", "”"),
          ),
        );
        continue;
      }
      // "Do we consider her as a smart girl?" → "consider her a smart girl".
      if (
        ["consider", "considers", "considered", "considering"].includes(token.lower) &&
        ["me", "you", "him", "her", "it", "us", "them"].includes(next.lower) &&
        object?.lower === "as" &&
        tokens[token.index + 3]?.kind === "word"
      ) {
        findings.push(
          finding(
            token,
            object,
            `${token.text} ${next.text}`,
            `“${token.text}” takes its complement directly: “${token.text} ${next.text} ${tokens[token.index + 3]?.text ?? ""}”, without “as”.`,
          ),
        );
        continue;
      }
      // "I found myself enjoying in it" → "enjoying it".
      if (
        ["enjoy", "enjoys", "enjoyed", "enjoying"].includes(token.lower) &&
        next.lower === "in" &&
        ["it", "them"].includes(object?.lower ?? "")
      ) {
        findings.push(
          finding(token, next, token.text, `“${token.text}” takes its object directly: “${token.text} ${object?.text ?? ""}”.`),
        );
        continue;
      }
      // "go for shopping" → "go shopping".
      if (GO.has(token.lower) && next.lower === "for" && object?.kind === "word" && ACTIVITIES.has(object.lower)) {
        findings.push(finding(token, next, token.text, `The phrase is “${token.text} ${object.text}”, without “for”.`));
        continue;
      }
      if (["cope", "copes", "coped", "coping"].includes(token.lower) && next.lower === "up" && tokens[token.index + 2]?.lower === "with") {
        findings.push(finding(token, next, token.text, `The phrasal verb is “${token.text} with”, without “up”.`));
      }
    }
    return findings;
  },
};
