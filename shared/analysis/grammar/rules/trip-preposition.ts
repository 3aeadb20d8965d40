import { PREPOSITIONS } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * One goes on a trip, not to it: "my parents went to a group tour" → "went on a group tour", "we go
 * to a business trip" → "go on". The noun must end its phrase ("went to the tour office" is a place)
 * and be at most two words after the determiner.
 */

const RULE = "trip-preposition";

const GO_FORMS = new Set(["go", "goes", "went", "gone", "going"]);
const TRIPS = new Set([
  "trip",
  "trips",
  "tour",
  "tours",
  "cruise",
  "cruises",
  "excursion",
  "excursions",
  "journey",
  "journeys",
  "honeymoon",
  "picnic",
  "hike",
]);
const DETERMINERS = new Set(["a", "an", "the", "my", "our", "your", "his", "her", "their", "this", "that", "these", "those", "another"]);

/** What may follow the trip noun: the end of its phrase. */
const endsPhrase = (token: Token | undefined): boolean =>
  !token ||
  token.kind === "punct" ||
  PREPOSITIONS.has(token.lower) ||
  ["and", "or", "but", "last", "next", "this", "to"].includes(token.lower);

export const tripPreposition: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const go of tokens) {
      const to = tokens[go.index + 1];
      const determiner = tokens[go.index + 2];
      if (!GO_FORMS.has(go.lower) || to?.lower !== "to" || !determiner || !DETERMINERS.has(determiner.lower)) {
        continue;
      }
      for (let offset = 1; offset <= 3; offset += 1) {
        const noun = tokens[determiner.index + offset];
        if (!noun || noun.kind !== "word") {
          break;
        }
        if (TRIPS.has(noun.lower) && endsPhrase(tokens[noun.index + 1])) {
          findings.push(
            makeFinding({
              rule: RULE,
              from: to,
              replacements: [matchCase("on", to.text)],
              message: `One goes on a ${noun.lower.replace(/s$/, "")}: “${go.text} on ${determiner.text} …”.`,
              shortMessage: "Wrong preposition",
              category: "Grammar",
              issueType: "Preposition",
            }),
          );
          break;
        }
      }
    }
    return findings;
  },
};
