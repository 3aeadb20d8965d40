import { COUNT_NOUNS, FUNCTION_WORDS, isModifier, isNoun, pluralOf, PREPOSITIONS } from "./lexicon";
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
  "have", "has", "had", "having", "need", "needs", "needed", "want", "wants", "wanted", "buy", "buys", "bought", "get", "gets", "got",
  "find", "finds", "is", "was", "become", "becomes", "became",
]);

/** Nouns used without an article after "be"/"become" ("became president"), or also adjectives ("is patient"). */
const EXCLUDED = new Set([
  "president", "king", "queen", "prince", "princess", "captain", "chairman", "director", "head", "leader", "manager", "editor",
  "judge", "governor", "secretary", "champion", "coach", "host", "right", "second", "standard", "key", "subject", "party",
  "professional", "individual", "relative", "resident", "expert", "adult", "capital", "patient", "novel", "secret", "flat",
  "model", "kind", "part", "way", "type", "sort", "case", "number", "lot", "pair", "couple", "series", "species", "class",
  "chance", "fact", "deadline", "post", "guest", "side", "top", "star", "level", "page", "step", "chapter", "section", "item",
  "room", "cause", "term", "rule", "point", "place", "hand", "face", "heart", "mind", "sight", "order", "use", "view",
  "reason", "disease",
]);

const NOT_BEFORE_BARE_SUBJECT = new Set(["and", "or", "nor", "that", "this", "such", "said", "which", "what", "whose", "whatever", "whichever"]);

const AUXILIARIES = new Set(["is", "was", "will", "would", "can", "could", "should", "must", "may", "might", "has", "had", "does", "did"]);

/** "a" or "an" for the word that follows. */
const articleFor = (word: string): string => (/^(?:[aeio]|u(?!ni|se|su|sa|ro|ti|re))/i.test(word) && !/^one/i.test(word) ? "an" : "a");

const endsPhrase = (token: Token | undefined): boolean =>
  !token || token.kind === "punct" || FUNCTION_WORDS.has(token.lower) || PREPOSITIONS.has(token.lower) || ["to", "because", "but", "and", "or"].includes(token.lower);

const isCountHead = (token: Token | undefined): token is Token =>
  token !== undefined && token.kind === "word" && COUNT_NOUNS.has(token.lower) && !EXCLUDED.has(token.lower) && token.text === token.lower;

export const missingArticle: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      // After a verb: "have job", "is important thing".
      // "each found comment": a participle after a determiner is an adjective, not the verb.
      const participle = /ed$/.test(token.lower) || ["had", "bought", "got"].includes(token.lower);
      if (VERBS.has(token.lower) && !(participle && ["each", "every", "the", "a", "an", "this", "that"].includes(tokens[token.index - 1]?.lower ?? ""))) {
        let index = token.index + 1;
        if (tokens[index]?.lower === "not") {
          index += 1;
        }
        const first = tokens[index];
        const adjective = first && !isNoun(first.lower) && isModifier(first.lower) && !/ing$|ed$/.test(first.lower) ? first : undefined;
        const noun = tokens[adjective ? index + 1 : index];
        if (!first || !isCountHead(noun) || !endsPhrase(tokens[noun.index + 1]) || (adjective && /\d/.test(adjective.lower))) {
          continue;
        }
        // "is second", "became president of": handled by EXCLUDED; "there is" needs an article too.
        const phraseStart = adjective ?? noun;
        const article = articleFor(phraseStart.text);
        const phrase = tokens.slice(phraseStart.index, noun.index + 1).map((word) => word.text).join(" ");
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
      if (!isClauseStart(tokens, token.index) || token.kind !== "word" || NOT_BEFORE_BARE_SUBJECT.has(tokens[token.index - 1]?.lower ?? "")) {
        continue;
      }
      let index = token.index;
      const start = token;
      while (tokens[index] && isModifier(tokens[index]?.lower ?? "") && !isNoun(tokens[index]?.lower ?? "") && index < token.index + 2) {
        index += 1;
      }
      const noun = tokens[index];
      const next = tokens[index + 1];
      if (!noun || noun.kind !== "word" || !COUNT_NOUNS.has(noun.lower) || EXCLUDED.has(noun.lower) || !next || !AUXILIARIES.has(next.lower)) {
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
      const plural = [...lower.slice(0, -1), pluralOf(noun.lower)].join(" ");
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
