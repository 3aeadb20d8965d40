import { COUNT_NOUNS, PREPOSITIONS } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * Real words typed for another word, told apart by the word next to them (a spell checker passes
 * them): "noise population" → "pollution", "pier pressure" → "peer", "heart decease" → "disease",
 * "the lecture thinks" → "lecturer", "I sad that…" → "said", "a good time in or country." → "our".
 * Each pattern is a pairing that has no sense with the written word.
 */

const RULE = "confused-words";

interface Confusion {
  /** The word written. */
  wrong: string;
  right: string;
  /** Words of which one must come right before it (or, with `after`, right after it). */
  before?: ReadonlySet<string>;
  after?: ReadonlySet<string>;
}

const set = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

const CONFUSIONS: readonly Confusion[] = [
  { wrong: "population", right: "pollution", before: set("noise air water soil plastic light environmental industrial") },
  { wrong: "pier", right: "peer", after: set("pressure pressures review reviews reviewed group groups") },
  {
    wrong: "decease",
    right: "disease",
    before: set("heart lung liver kidney skin infectious chronic contagious genetic rare serious fatal"),
  },
  // A lecture cannot think: "the lecture thinks that…" → "the lecturer".
  {
    wrong: "lecture",
    right: "lecturer",
    after: set("thinks thought believes believed feels felt wants wanted hopes hoped doubts doubted"),
  },
  {
    wrong: "deceases",
    right: "diseases",
    before: set("heart lung liver kidney skin infectious chronic contagious genetic rare serious fatal"),
  },
];

/** "I sad that…": "sad" right after a subject pronoun, before what was said, is "said". */
const SAID_SUBJECTS = set("i he she we they you");
const SAID_FOLLOWERS = set("that yes no to so");

const finding = (token: Token, right: string) =>
  makeFinding({
    rule: RULE,
    from: token,
    replacements: [matchCase(right, token.text)],
    message: `“${token.text}” looks like a slip for “${right}” here.`,
    shortMessage: "Confused word",
    category: "Word choice",
    issueType: "Confused word",
  });

export const confusedWords: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const previous = tokens[token.index - 1];
      const next = tokens[token.index + 1];
      if (token.lower === "sad" && previous && SAID_SUBJECTS.has(previous.lower) && next) {
        const opensQuote = next.kind === "punct" && /^[,:"“]$/.test(next.text);
        if (opensQuote || SAID_FOLLOWERS.has(next.lower)) {
          findings.push(finding(token, "said"));
        }
        continue;
      }
      // "in or country.": "or" between a preposition and a countable noun that ends the phrase is "our".
      if (
        token.lower === "or" &&
        previous &&
        PREPOSITIONS.has(previous.lower) &&
        next &&
        next.text === next.lower &&
        COUNT_NOUNS.has(next.lower) &&
        (tokens[next.index + 1] === undefined || tokens[next.index + 1]?.kind === "punct")
      ) {
        findings.push(finding(token, "our"));
        continue;
      }
      for (const confusion of CONFUSIONS) {
        if (token.lower !== confusion.wrong) {
          continue;
        }
        const neighbour = confusion.before ? previous : next;
        const allowed = confusion.before ?? confusion.after;
        if (neighbour?.kind === "word" && allowed?.has(neighbour.lower)) {
          findings.push(finding(token, confusion.right));
        }
      }
    }
    return findings;
  },
};
