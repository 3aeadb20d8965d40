import { ADJECTIVES, COUNT_NOUNS, FUNCTION_WORDS, pluralOf, PREPOSITIONS } from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import type { Token } from "./tokens";

/**
 * A singular concrete countable noun after a preposition needs a determiner: "instead of car" → "a
 * car" / "the car", "than young person" → "a young person", "without tour" → "a tour", "on internet"
 * → "on the internet". Only listed concrete nouns count (people, vehicles, buildings, objects, trips),
 * written in lower case, and only when the noun ends the phrase. English uses bare nouns after
 * prepositions in fixed phrases ("by car", "in bed", "in person", "on foot", "from door to door",
 * "husband and wife") and abstract nouns freely ("a work of genius"), so "by" is not checked, "of"
 * only after "instead", "because" and "in front", and a noun repeated nearby, or paired with
 * "and"/"or", is left alone.
 */

const RULE = "article-after-preposition";

/** Prepositions checked ("by" and "per" are left out: "by car", "per person"). */
const TRIGGERS = new Set([...PREPOSITIONS, "than"].filter((word) => !["by", "per", "via", "off", "toward", "towards"].includes(word)));

/**
 * Concrete countable nouns, which are not used bare after a preposition (abstract ones are: "a study
 * of family", "joined in song", "a work of genius", "in concert"). Nouns with set phrases ("by car",
 * "in person", "at school", "on foot") are left out or handled by the "by" exclusion.
 */
const CONCRETE_NOUNS = new Set(
  `
  car bus train plane airplane aeroplane bike bicycle boat ship taxi truck motorcycle computer laptop tablet smartphone camera
  book magazine newspaper pen pencil bag box bottle cup chair table desk bed house apartment flat hotel restaurant museum
  shop supermarket library airport station stadium hospital bank cafe cafeteria garden kitchen bedroom bathroom building
  bridge road street village city country tour trip journey weekend vacation meeting interview exam test lecture
  student teacher doctor friend parent mother father brother sister son daughter person child boy girl man woman customer
  employee worker boss manager professor scientist tourist guide driver passenger neighbor neighbour classmate colleague
  dog cat horse bird phone television website university
  `
    .trim()
    .split(/\s+/),
);

/** Fixed phrases with a bare concrete noun: "in bed", "in hospital", "on television", "on foot". */
const FIXED_PHRASES = new Set([
  "in bed",
  "from bed",
  "at table",
  "in hospital",
  "on television",
  "on foot",
  "in person",
  "on board",
  "on phone",
  "on stage",
  "in class",
  "in town",
  "into town",
  "on vacation",
  "on tour",
  "in print",
  "on camera",
  "in court",
  "in office",
  "on course",
  "at university",
  "in university",
  "from university",
  "after university",
  "before university",
  "into university",
]);

/** "of" takes a bare noun in many phrases ("what kind of car", "a work of genius"): only these words before it count. */
const BEFORE_OF = new Set(["instead", "because", "front"]);

/** Nouns that always take "the" after a preposition: "on internet" → "on the internet". */
const THE_NOUNS = new Set(["internet"]);

const article = (word: string): string => (/^(?:[aeio]|u(?!ni|se|su|sa|ro|ti|re))/i.test(word) && !/^one/i.test(word) ? "an" : "a");

/** What may follow the noun for it to end the phrase. */
const endsPhrase = (token: Token | undefined): boolean =>
  !token ||
  (token.kind === "punct" && token.text !== "/" && token.text !== "-") ||
  (token.kind === "word" &&
    (FUNCTION_WORDS.has(token.lower) || PREPOSITIONS.has(token.lower) || ["to", "because", "but", "and", "or"].includes(token.lower)));

/** An adjective that may stand between the preposition and the noun. */
const isAdjective = (token: Token | undefined): token is Token =>
  token !== undefined &&
  token.kind === "word" &&
  token.text === token.lower &&
  (ADJECTIVES.has(token.lower) || /^[a-z]{4,}(?:al|ful|ous|ive|able|ible|ic|less|est)$/.test(token.lower)) &&
  !COUNT_NOUNS.has(token.lower);

const isBareNoun = (token: Token | undefined): token is Token =>
  token !== undefined &&
  token.kind === "word" &&
  token.text === token.lower &&
  (CONCRETE_NOUNS.has(token.lower) || THE_NOUNS.has(token.lower));

export const articleAfterPreposition: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      if (!TRIGGERS.has(token.lower) || token.text !== token.lower) {
        continue;
      }
      const adjective = isAdjective(tokens[token.index + 1]) ? tokens[token.index + 1] : undefined;
      const noun = tokens[token.index + (adjective ? 2 : 1)];
      // "different species" and "series" are plural already.
      if (!isBareNoun(noun) || !endsPhrase(tokens[noun.index + 1]) || pluralOf(noun.lower) === noun.lower) {
        continue;
      }
      const previous = tokens[token.index - 1];
      const next = tokens[noun.index + 1];
      // Fixed phrases: "in bed", "on foot"; "of" only in "instead of", "because of", "in front of".
      if (!adjective && FIXED_PHRASES.has(`${token.lower} ${noun.lower}`)) {
        continue;
      }
      if (token.lower === "of" && !BEFORE_OF.has(previous?.lower ?? "")) {
        continue;
      }
      // Pairs and repetitions: "between husband and wife", "from door to door", "day after day".
      if (next && ["and", "or", "to", "after", "by"].includes(next.lower) && tokens[noun.index + 2]?.kind === "word") {
        continue;
      }
      if (tokens.slice(Math.max(0, token.index - 3), token.index).some((other) => other.lower === noun.lower)) {
        continue;
      }
      const start = adjective ?? noun;
      const phrase = tokens
        .slice(start.index, noun.index + 1)
        .map((word) => word.text)
        .join(" ");
      const plural =
        tokens
          .slice(start.index, noun.index)
          .map((word) => `${word.text} `)
          .join("") + pluralOf(noun.lower);
      const replacements = THE_NOUNS.has(noun.lower) ? [`the ${phrase}`] : [`${article(start.text)} ${phrase}`, `the ${phrase}`, plural];
      findings.push(
        makeFinding({
          rule: RULE,
          from: start,
          to: noun,
          replacements,
          message: THE_NOUNS.has(noun.lower)
            ? `“${noun.text}” takes “the”: “${token.text} the ${phrase}”.`
            : `“${noun.text}” is a countable noun: after “${token.text}” it needs “a”, “the” or another determiner (or the plural).`,
          shortMessage: "Missing article",
          category: "Grammar",
          issueType: "Article",
        }),
      );
    }
    return findings;
  },
};
