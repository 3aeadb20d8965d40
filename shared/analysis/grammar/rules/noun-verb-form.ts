import { ADJECTIVES, wordTable } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * The noun where the verb is needed, or the verb where the noun is needed, for word pairs that differ
 * in spelling: "they success" → "succeed", "I advice you" → "advise", "we will success" → "succeed";
 * "a choose" → "choice", "my believe" → "belief", "good advise" → "advice", "a worldwide compete" →
 * "competition". A noun right after a subject pronoun or a modal, and a verb right after a determiner
 * (or a determiner and an adjective) and before the end of the phrase, cannot be right.
 */

const RULE = "noun-verb-form";

/** Nouns → verbs, for nouns that are never verbs. */
const NOUN_TO_VERB = wordTable({
  success: "succeed",
  advice: "advise",
  belief: "believe",
  choice: "choose",
  proof: "prove",
  loss: "lose",
  death: "die",
  breath: "breathe",
  relief: "relieve",
  grief: "grieve",
  decision: "decide",
  existence: "exist",
  knowledge: "know",
  failure: "fail",
  marriage: "marry",
  arrival: "arrive",
  agreement: "agree",
  explanation: "explain",
  description: "describe",
  suggestion: "suggest",
  solution: "solve",
  behaviour: "behave",
  behavior: "behave",
  competition: "compete",
  survival: "survive",
  pronunciation: "pronounce",
});

/** Verbs → nouns, for verbs that are never nouns. */
const VERB_TO_NOUN = wordTable({
  choose: "choice",
  advise: "advice",
  believe: "belief",
  succeed: "success",
  prove: "proof",
  compete: "competition",
  decide: "decision",
  describe: "description",
  explain: "explanation",
  discuss: "discussion",
  breathe: "breath",
  relieve: "relief",
  arrive: "arrival",
  marry: "marriage",
  solve: "solution",
  exist: "existence",
  suggest: "suggestion",
  pronounce: "pronunciation",
  analyse: "analysis",
  analyze: "analysis",
  criticize: "criticism",
  criticise: "criticism",
  emphasize: "emphasis",
  emphasise: "emphasis",
  destroy: "destruction",
  intend: "intention",
  prefer: "preference",
  differ: "difference",
  depend: "dependence",
  approve: "approval",
  survive: "survival",
  propose: "proposal",
  perform: "performance",
  appear: "appearance",
  accept: "acceptance",
  maintain: "maintenance",
  achieve: "achievement",
  improve: "improvement",
  encourage: "encouragement",
  require: "requirement",
  agree: "agreement",
  disagree: "disagreement",
  enjoy: "enjoyment",
  satisfy: "satisfaction",
  protect: "protection",
  pollute: "pollution",
  educate: "education",
  communicate: "communication",
  inform: "information",
  compare: "comparison",
  recognize: "recognition",
  recognise: "recognition",
  introduce: "introduction",
  invent: "invention",
  create: "creation",
  collect: "collection",
  grow: "growth",
  weigh: "weight",
  lose: "loss",
});

const SUBJECTS = new Set(["i", "we", "they", "he", "she"]);
const MODALS = new Set([
  "will",
  "would",
  "can",
  "could",
  "should",
  "must",
  "might",
  "may",
  "shall",
  "cannot",
  "won't",
  "wouldn't",
  "can't",
  "couldn't",
  "shouldn't",
  "don't",
  "doesn't",
  "didn't",
]);
const DETERMINERS = new Set(["a", "an", "the", "my", "your", "his", "our", "their", "its", "every", "each", "no"]);
const ADVERBS = new Set(["also", "really", "always", "never", "just", "still", "often", "not", "all", "both"]);

/** What may follow a noun phrase: punctuation, the end, a preposition, a conjunction, a verb. */
const FOLLOWS_NOUN = new Set([
  "of",
  "in",
  "on",
  "for",
  "with",
  "to",
  "about",
  "from",
  "at",
  "by",
  "and",
  "or",
  "but",
  "is",
  "was",
  "are",
  "were",
  "has",
  "had",
  "will",
  "can",
  "would",
  "that",
  "which",
  "because",
  "as",
  "than",
  "so",
  "between",
  "among",
]);

const endsNounPhrase = (token: Token | undefined): boolean => !token || token.kind === "punct" || FOLLOWS_NOUN.has(token.lower);

const finding = (token: Token, replacement: string, message: string, shortMessage: string) =>
  makeFinding({
    rule: RULE,
    from: token,
    replacements: [matchCase(replacement, token.text)],
    message,
    shortMessage,
    category: "Grammar",
    issueType: "Word form",
  });

export const nounVerbForm: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (token.kind !== "word" || token.text !== token.lower) {
        continue;
      }
      const verb = NOUN_TO_VERB[token.lower];
      if (verb) {
        let index = token.index - 1;
        while (ADVERBS.has(tokens[index]?.lower ?? "") && index > token.index - 3) {
          index -= 1;
        }
        const before = tokens[index];
        const subject =
          before !== undefined &&
          SUBJECTS.has(before.lower) &&
          (index === 0 ||
            tokens[index - 1]?.kind === "punct" ||
            ["and", "but", "so", "because", "that", "if", "when"].includes(tokens[index - 1]?.lower ?? ""));
        // "In May success came": a capitalised "May" is the month.
        const modal = before !== undefined && MODALS.has(before.lower) && (before.text === before.lower || before.index === 0);
        // "I success" is a verb slot; "they success" too, but "he/she success" wants "succeeds".
        if (subject || modal) {
          const form =
            subject && ["he", "she"].includes(before.lower)
              ? verb.endsWith("y")
                ? `${verb.slice(0, -1)}ies`
                : /(s|sh|ch|x)$/.test(verb)
                  ? `${verb}es`
                  : `${verb}s`
              : verb;
          findings.push(finding(token, form, `“${token.text}” is a noun; the verb is “${form}”.`, "Noun or verb"));
        }
        continue;
      }
      const noun = VERB_TO_NOUN[token.lower];
      if (!noun) {
        continue;
      }
      const previous = tokens[token.index - 1];
      const adjective =
        previous !== undefined &&
        ADJECTIVES.has(previous.lower) &&
        !["much", "more", "most", "only", "own", "such", "first", "last", "next"].includes(previous.lower);
      const determiner = tokens[adjective ? token.index - 2 : token.index - 1];
      // "the decide button" would be odd but possible in a UI label: the noun slot must end the phrase.
      if (determiner && DETERMINERS.has(determiner.lower) && endsNounPhrase(tokens[token.index + 1])) {
        findings.push(finding(token, noun, `After “${determiner.text}”, a noun is needed: “${noun}”.`, "Noun or verb"));
      }
    }
    return findings;
  },
};
