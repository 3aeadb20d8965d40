import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase } from "./tokens";

/**
 * The preposition a common verb or adjective takes: "depend of" → "depend on", "interested on" →
 * "interested in", "afraid from" → "afraid of", "responsible of" → "responsible for". ("discuss
 * about" and "emphasize on" are needless-preposition's.) Each entry lists only prepositions that are
 * wrong after that word in any sense; the word must come right before the preposition.
 */

const RULE = "verb-preposition";

interface Pattern {
  words: readonly string[];
  wrong: readonly string[];
  right: string;
}

const PATTERNS: readonly Pattern[] = [
  { words: ["depend", "depends", "depended", "depending", "dependent"], wrong: ["of", "from"], right: "on" },
  { words: ["rely", "relies", "relied", "relying"], wrong: ["of", "in", "to"], right: "on" },
  { words: ["interested"], wrong: ["on", "about", "for", "at"], right: "in" },
  { words: ["afraid", "scared", "proud", "aware", "fond", "capable"], wrong: ["from", "about", "for"], right: "of" },
  { words: ["responsible"], wrong: ["of", "about"], right: "for" },
  { words: ["similar"], wrong: ["with", "as"], right: "to" },
  { words: ["married"], wrong: ["with"], right: "to" },
  { words: ["insist", "insists", "insisted", "insisting"], wrong: ["in", "about"], right: "on" },
  {
    words: ["concentrate", "concentrates", "concentrated", "concentrating", "focus", "focuses", "focused", "focusing"],
    wrong: ["in", "at"],
    right: "on",
  },
  { words: ["consist", "consists", "consisted", "consisting"], wrong: ["on", "from"], right: "of" },
  { words: ["arrive", "arrives", "arrived", "arriving"], wrong: ["to"], right: "at" },
];

const RIGHT_AFTER = new Map(PATTERNS.flatMap((pattern) => pattern.words.map((word): [string, Pattern] => [word, pattern])));

/** "married with children", "arrived to find": the preposition heads something other than the verb's object. */
const EXCEPTIONS = new Set([
  "married with children",
  "arrive to find",
  "arrived to find",
  "arriving to find",
  "focus at all",
  "aware about it",
]);

export const verbPreposition: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      const preposition = tokens[token.index + 1];
      const pattern = RIGHT_AFTER.get(token.lower);
      if (!pattern || !preposition || !pattern.wrong.includes(preposition.lower)) {
        continue;
      }
      const object = tokens[token.index + 2];
      // "arrive to" + a verb is an infinitive of purpose ("arrived to find"); "proud for him" may mean "on his behalf".
      if (!object || object.kind !== "word" || EXCEPTIONS.has(`${token.lower} ${preposition.lower} ${object.lower}`)) {
        continue;
      }
      if (
        preposition.lower === "to" &&
        token.lower.startsWith("arriv") &&
        !["the", "a", "an", "my", "our", "his", "her", "their", "your", "this", "that"].includes(object.lower)
      ) {
        continue;
      }
      findings.push(
        makeFinding({
          rule: RULE,
          from: preposition,
          replacements: [matchCase(pattern.right, preposition.text)],
          message: `“${token.text}” takes “${pattern.right}”: “${token.text} ${pattern.right}”.`,
          shortMessage: "Wrong preposition",
          category: "Grammar",
          issueType: "Preposition",
        }),
      );
    }
    return findings;
  },
};
