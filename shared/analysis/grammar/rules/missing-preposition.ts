import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * Intransitive verbs need their preposition before an object: "listen music" → "listen to music",
 * "explain me" → "explain to me", "wait him" → "wait for him", "reply the email" → "reply to the
 * email", "depends the weather" → "depends on the weather", "I agree the statement" → "agree with".
 * The object must start right after the verb (a determiner or an object pronoun); "Yes," replied the
 * man (a reporting verb before its subject), "it depends how…" and "I agree the idea is good" (a
 * clause without "that") are left alone.
 */

const RULE = "missing-preposition";

const DETERMINERS = ["the", "a", "an", "my", "your", "his", "our", "their", "this", "that", "these", "those"];
const OBJECTS = ["me", "him", "us", "them", "you"];

interface Pattern {
  preposition: string;
  forms: ReadonlySet<string>;
  objects: ReadonlySet<string>;
}

const pattern = (preposition: string, forms: string, objects: readonly string[]): Pattern => ({
  preposition,
  forms: new Set(forms.split(" ")),
  objects: new Set(objects),
});

const PATTERNS: readonly Pattern[] = [
  pattern("to", "listen listens listened listening", [...DETERMINERS, ...OBJECTS, "her", "it", "music", "songs", "podcasts"]),
  // "explain him" may mean making a person understood; "explain me/us/you" cannot.
  pattern("to", "explain explains explained explaining", ["me", "us", "you"]),
  pattern("for", "wait waits waited waiting", [...OBJECTS, "her"]),
  pattern("to", "reply replies replied replying", [...DETERMINERS, ...OBJECTS, "her"]),
  // "it depends a lot on…": "a" may start an adverb.
  pattern("on", "depend depends depended depending", [
    ...DETERMINERS.filter((word) => word !== "a" && word !== "an"),
    ...OBJECTS,
    "her",
    "it",
  ]),
  pattern("to", "belong belongs belonged belonging", [...OBJECTS, "her"]),
];

/** "agree" takes "with" before people and opinions ("agree a price" is British usage for settling one). */
const AGREE = new Set(["agree", "agrees", "agreed", "agreeing", "disagree", "disagrees", "disagreed", "disagreeing"]);
const OPINIONS = new Set([
  "statement",
  "statements",
  "idea",
  "ideas",
  "opinion",
  "opinions",
  "view",
  "views",
  "argument",
  "arguments",
  "author",
  "writer",
  "speaker",
  "lecturer",
  "professor",
  "teacher",
  "claim",
  "claims",
  "notion",
  "theory",
  "saying",
  "quote",
  "proverb",
  "passage",
  "article",
]);

const finding = (verb: Token, preposition: string, message: string) =>
  makeFinding({
    rule: RULE,
    from: verb,
    replacements: [`${verb.text} ${preposition}`],
    message,
    shortMessage: "Missing preposition",
    category: "Grammar",
    issueType: "Preposition",
  });

export const missingPreposition: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const next = tokens[token.index + 1];
      const previous = tokens[token.index - 1];
      // '"Yes," replied the man': a reporting verb before its subject.
      if (!next || next.kind !== "word" || !previous || previous.kind !== "word" || next.text !== next.lower) {
        continue;
      }
      const match = PATTERNS.find((candidate) => candidate.forms.has(token.lower) && candidate.objects.has(next.lower));
      if (match) {
        findings.push(
          finding(
            token,
            match.preposition,
            `“${token.text}” needs “${match.preposition}” before its object: “${token.text} ${match.preposition} ${next.text}”.`,
          ),
        );
        continue;
      }
      if (AGREE.has(token.lower)) {
        const noun =
          DETERMINERS.includes(next.lower) || ["some", "most", "all", "many"].includes(next.lower) ? tokens[token.index + 2] : next;
        const after = noun ? tokens[noun.index + 1] : undefined;
        // "I agree the idea is good" omits "that": the noun must end the phrase, not start a clause.
        const endsObject =
          !after ||
          after.kind === "punct" ||
          ["with", "about", "on", "in", "for", "because", "and", "but", "of", "from"].includes(after.lower);
        const pronoun = OBJECTS.includes(noun?.lower ?? "") && noun === next;
        if (noun && endsObject && (OPINIONS.has(noun.lower) || pronoun)) {
          findings.push(finding(token, "with", `“${token.text}” takes “with” before a person or an opinion: “${token.text} with …”.`));
        }
      }
    }
    return findings;
  },
};
