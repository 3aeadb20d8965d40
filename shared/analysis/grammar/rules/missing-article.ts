import { COUNT_NOUNS, FUNCTION_WORDS, isModifier, isNoun, pluralOf, PREPOSITIONS, STRICT_THIRD_TO_BASE, STRICT_VERB_BASE } from "./lexicon";
import { isClauseStart } from "./phrase";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * A singular countable noun needs a determiner: "she does not have job" → "a job", "This is important
 * thing" → "an important thing", "New plant could not grow" → "The new plant" / "New plants". Only
 * strictly countable listed nouns count (not "school", "time", "dinner"…, which are also used without
 * one), after a verb of having or being, or as a bare subject before an auxiliary.
 */

const RULE = "missing-article";

const VERBS = new Set([
  "have",
  "has",
  "had",
  "having",
  "need",
  "needs",
  "needed",
  "want",
  "wants",
  "wanted",
  "buy",
  "buys",
  "bought",
  "get",
  "gets",
  "got",
  "find",
  "finds",
  "is",
  "was",
  "become",
  "becomes",
  "became",
  "use",
  "uses",
  "using",
  "bring",
  "brings",
  "are",
  "were",
]);

/** Nouns used without an article after "be"/"become" ("became president"), or also adjectives ("is patient"). */
const EXCLUDED = new Set([
  "president",
  "king",
  "queen",
  "prince",
  "princess",
  "captain",
  "chairman",
  "director",
  "head",
  "leader",
  "manager",
  "editor",
  "judge",
  "governor",
  "secretary",
  "champion",
  "coach",
  "host",
  "right",
  "second",
  "standard",
  "key",
  "subject",
  "party",
  "professional",
  "individual",
  "relative",
  "resident",
  "expert",
  "adult",
  "capital",
  "patient",
  "novel",
  "secret",
  "flat",
  "model",
  "kind",
  "part",
  "way",
  "type",
  "sort",
  "case",
  "number",
  "lot",
  "pair",
  "couple",
  "series",
  "species",
  "class",
  "chance",
  "fact",
  "deadline",
  "post",
  "guest",
  "side",
  "top",
  "star",
  "level",
  "page",
  "step",
  "chapter",
  "section",
  "item",
  "room",
  "cause",
  "term",
  "rule",
  "point",
  "place",
  "hand",
  "face",
  "heart",
  "mind",
  "sight",
  "order",
  "use",
  "view",
  "reason",
  "disease",
]);

const QUANTITY_WORDS = new Set(["little", "much", "enough", "more", "less", "no", "few", "plenty", "such", "any", "some"]);

const ORDINALS = new Set(["first", "second", "third", "last", "next", "final", "main"]);

const OBJECT_PRONOUNS = new Set(["me", "you", "him", "her", "us", "them", "it"]);

const NOT_BEFORE_BARE_SUBJECT = new Set([
  "and",
  "or",
  "nor",
  "that",
  "this",
  "such",
  "said",
  "which",
  "what",
  "whose",
  "whatever",
  "whichever",
]);

const AUXILIARIES = new Set([
  "is",
  "was",
  "will",
  "would",
  "can",
  "could",
  "should",
  "must",
  "may",
  "might",
  "has",
  "had",
  "does",
  "did",
  "are",
  "were",
  "have",
  "do",
  "don't",
  "doesn't",
  "didn't",
  "can't",
  "won't",
]);

/**
 * Lexical verbs that show a bare noun before them is a subject ("when teacher asks me"): verbs that are
 * not also nouns, so that "computer use" or "car park" are not taken for subject and verb.
 */
const SUBJECT_VERBS = new Set([
  "ask",
  "asks",
  "come",
  "comes",
  "go",
  "goes",
  "say",
  "says",
  "see",
  "sees",
  "tell",
  "tells",
  "think",
  "thinks",
  "went",
  "came",
  "said",
  "took",
  "saw",
  "told",
  "thought",
  "knew",
  "gave",
  "began",
  "became",
  "wrote",
  "spoke",
  "chose",
]);

const isSubjectVerb = (word: string): boolean => STRICT_VERB_BASE.has(word) || STRICT_THIRD_TO_BASE.has(word) || SUBJECT_VERBS.has(word);

/** "a" or "an" for the word that follows. */
const articleFor = (word: string): string => (/^(?:[aeio]|u(?!ni|se|su|sa|ro|ti|re))/i.test(word) && !/^one/i.test(word) ? "an" : "a");

const endsPhrase = (token: Token | undefined): boolean =>
  !token ||
  token.kind === "punct" ||
  FUNCTION_WORDS.has(token.lower) ||
  PREPOSITIONS.has(token.lower) ||
  ["to", "because", "but", "and", "or"].includes(token.lower);

const isCountHead = (token: Token | undefined): token is Token =>
  token !== undefined && token.kind === "word" && COUNT_NOUNS.has(token.lower) && !EXCLUDED.has(token.lower) && token.text === token.lower;

/** An excluded noun that still needs an article after "have" + adjective: "they have better chance" ("it is chance", "by chance" are fine). */
const AFTER_HAVE = new Set(["chance"]);

export const missingArticle: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      // After a verb: "have job", "is important thing".
      // "each found comment": a participle after a determiner is an adjective, not the verb.
      const participle = /ed$/.test(token.lower) || ["had", "bought", "got"].includes(token.lower);
      if (
        VERBS.has(token.lower) &&
        !(participle && ["each", "every", "the", "a", "an", "this", "that"].includes(tokens[token.index - 1]?.lower ?? ""))
      ) {
        let index = token.index + 1;
        if (tokens[index]?.lower === "not") {
          index += 1;
        }
        const first = tokens[index];
        // A possessive ("Kissinger's record") or a quantity word ("little question", "enough time") is a determiner, not an adjective.
        const adjective =
          first && !isNoun(first.lower) && isModifier(first.lower) && !/ing$|ed$|'s$/.test(first.lower) && !QUANTITY_WORDS.has(first.lower)
            ? first
            : undefined;
        if (first && (/'s$/.test(first.lower) || QUANTITY_WORDS.has(first.lower))) {
          continue;
        }
        const noun = tokens[adjective ? index + 1 : index];
        const afterHave =
          /^ha(?:ve|s|d|ving)$/.test(token.lower) &&
          noun !== undefined &&
          noun.text === noun.lower &&
          AFTER_HAVE.has(noun.lower) &&
          adjective !== undefined;
        if (
          !first ||
          !(isCountHead(noun) || afterHave) ||
          !noun ||
          !endsPhrase(tokens[noun.index + 1]) ||
          (adjective && /\d/.test(adjective.lower))
        ) {
          continue;
        }
        // "All they do is limit you": after "do is" the word is a bare verb with its object.
        if (
          ["do", "does", "did", "done"].includes(tokens[token.index - 1]?.lower ?? "") ||
          (!adjective && OBJECT_PRONOUNS.has(tokens[noun.index + 1]?.lower ?? ""))
        ) {
          continue;
        }
        // "is second", "became president of": handled by EXCLUDED; "there is" needs an article too.
        const phraseStart = adjective ?? noun;
        const article = articleFor(phraseStart.text);
        const phrase = tokens
          .slice(phraseStart.index, noun.index + 1)
          .map((word) => word.text)
          .join(" ");
        // "We are good friend": after a plural "be", the noun is plural.
        if (token.lower === "are" || token.lower === "were") {
          const plural =
            tokens
              .slice(phraseStart.index, noun.index)
              .map((word) => `${word.text} `)
              .join("") + pluralOf(noun.lower);
          findings.push(
            makeFinding({
              rule: RULE,
              from: phraseStart,
              to: noun,
              replacements: [plural],
              message: `After “${token.text}”, the countable noun “${noun.text}” is plural: “${plural}”.`,
              shortMessage: "Plural noun needed",
              category: "Grammar",
              issueType: "Noun number",
            }),
          );
          continue;
        }
        findings.push(
          makeFinding({
            rule: RULE,
            from: phraseStart,
            to: noun,
            replacements: [`${article} ${phrase}`, `the ${phrase}`],
            message: `“${noun.text}” is a countable noun: it needs “a”, “the” or another determiner here.`,
            shortMessage: "Missing article",
            category: "Grammar",
            issueType: "Article",
          }),
        );
        continue;
      }
      // A bare subject: "New plant could not grow". After "that", "such" or "said" the noun has its determiner.
      if (
        !isClauseStart(tokens, token.index) ||
        token.kind !== "word" ||
        NOT_BEFORE_BARE_SUBJECT.has(tokens[token.index - 1]?.lower ?? "")
      ) {
        continue;
      }
      // "Mr. Earnhart's quizzical, charming movie allows…": after a comma that follows an adjective, the phrase goes on.
      const beforeComma = tokens[token.index - 1]?.text === "," ? tokens[token.index - 2] : undefined;
      if (beforeComma && ((isModifier(beforeComma.lower) && !isNoun(beforeComma.lower)) || /'s$/.test(beforeComma.lower))) {
        continue;
      }
      let index = token.index;
      const start = token;
      while (tokens[index] && isModifier(tokens[index]?.lower ?? "") && !isNoun(tokens[index]?.lower ?? "") && index < token.index + 2) {
        index += 1;
      }
      const noun = tokens[index];
      const next = tokens[index + 1];
      // "Last one is…", "First one was…": "one" after an ordinal stands for a countable noun.
      const ordinalOne = noun?.lower === "one" && index > token.index && ORDINALS.has(tokens[index - 1]?.lower ?? "");
      if (
        !noun ||
        noun.kind !== "word" ||
        !(COUNT_NOUNS.has(noun.lower) || ordinalOne) ||
        EXCLUDED.has(noun.lower) ||
        !next ||
        !(AUXILIARIES.has(next.lower) || isSubjectVerb(next.lower))
      ) {
        continue;
      }
      // Capitalised words inside the phrase are names ("Apple is"), except the sentence's first word.
      const words = tokens.slice(start.index, index + 1);
      if (words.some((word) => (word.index !== 0 && word.text !== word.lower) || /'s$/.test(word.lower) || word.lower === "such")) {
        continue;
      }
      if (start.index === 0 && words.length === 1) {
        // "Apple is…", "Bank is…": a capitalised single word at the start may be a name.
        continue;
      }
      const lower = words.map((word) => word.lower);
      const phrase = lower.join(" ");
      const plural = [...lower.slice(0, -1), noun.lower === "one" ? "ones" : pluralOf(noun.lower)].join(" ");
      findings.push(
        makeFinding({
          rule: RULE,
          from: start,
          to: noun,
          replacements: [matchCase(`the ${phrase}`, start.text), matchCase(plural, start.text)],
          message: `“${noun.text}” is a countable noun: as a subject it needs “the”, “a” or another determiner, or the plural.`,
          shortMessage: "Missing article",
          category: "Grammar",
          issueType: "Article",
        }),
      );
    }
    return findings;
  },
};
