import {
  CLAUSE_OPENERS,
  DUAL_NOUNS,
  FUNCTION_WORDS,
  MASS_NOUNS,
  MEASURE_PLURALS,
  MODALS,
  NUMBER_NEUTRAL_NOUNS,
  PAST_TO_BASE,
  PLURAL_DETERMINERS,
  PREPOSITIONS,
  SINGULAR_DETERMINERS,
  STRICT_THIRD_TO_BASE,
  STRICT_VERB_BASE,
  THIRD_TO_BASE,
  thirdPersonOf,
  VERB_BASE,
  wordTable,
} from "./lexicon";
import { isClauseStart, nounPhraseAt, skipPrepositionalPhrases } from "./phrase";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * Subject–verb agreement with a noun subject, which Harper only checks after pronouns: "The lock on
 * the shed were broken", "The students is late", "Everyone have", "people that is", "she also need".
 * The subject must start a clause, be headed by a listed noun, and be followed by the verb (after
 * optional prepositional phrases); collective and quantity nouns ("the majority of", "the team") and
 * measure phrases ("Two years is") are left alone, as is the subjunctive "were" ("If the lock were…").
 */

const RULE = "subject-verb-agreement";

/** Auxiliary forms: plural form → singular form. */
const PLURAL_TO_SINGULAR_AUX = wordTable({
  are: "is",
  were: "was",
  have: "has",
  do: "does",
  "don't": "doesn't",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
});
const SINGULAR_TO_PLURAL_AUX = wordTable<string>(
  Object.fromEntries(Object.entries(PLURAL_TO_SINGULAR_AUX).map(([plural, singular]) => [singular ?? "", plural])),
);

/** What the verb should be for a subject of `number`, or null when `verb` already agrees (or is not a verb we check). */
const correctedVerb = (verb: string, number: "singular" | "plural", lexical: "none" | "strict" | "all"): string | null => {
  if (number === "singular") {
    const aux = PLURAL_TO_SINGULAR_AUX[verb];
    if (aux) {
      return aux;
    }
    const bases = lexical === "all" ? VERB_BASE : lexical === "strict" ? STRICT_VERB_BASE : null;
    return bases?.has(verb) ? thirdPersonOf(verb) : null;
  }
  const aux = SINGULAR_TO_PLURAL_AUX[verb];
  if (aux) {
    return aux;
  }
  const thirds = lexical === "all" ? THIRD_TO_BASE : lexical === "strict" ? STRICT_THIRD_TO_BASE : null;
  return thirds?.get(verb) ?? null;
};

/** Words that cannot extend a noun phrase to the left: function words, prepositions, clause openers and verbs. */
const isKnownNonNoun = (word: string): boolean =>
  FUNCTION_WORDS.has(word) ||
  PREPOSITIONS.has(word) ||
  CLAUSE_OPENERS.has(word) ||
  VERB_BASE.has(word) ||
  THIRD_TO_BASE.has(word) ||
  PAST_TO_BASE.has(word) ||
  MODALS.has(word);

const AUXILIARIES = new Set([
  ...Object.keys(PLURAL_TO_SINGULAR_AUX),
  ...Object.values(PLURAL_TO_SINGULAR_AUX),
  "will",
  "would",
  "can",
  "could",
  "should",
  "may",
  "might",
  "must",
  "had",
]);

const apostrophes = (replacement: string, original: string): string =>
  original.includes("’") ? replacement.replace(/'/g, "’") : replacement;

const agreementFinding = (verb: Token, replacement: string, subject: Token, number: "singular" | "plural") =>
  makeFinding({
    rule: RULE,
    from: verb,
    replacements: [apostrophes(matchCase(replacement, verb.text), verb.text)],
    message: `The verb “${verb.text}” does not agree with the ${number} subject “${subject.text}”: use “${replacement}”.`,
    shortMessage: "Subject–verb agreement",
    category: "Agreement",
    issueType: "Subject–verb agreement",
  });

/** "If the lock were…", "I wish the door were…": the subjunctive is not an error. */
const SUBJUNCTIVE_CUES = new Set(["if", "wish", "wished", "though", "suppose", "supposing", "imagine", "rather", "unless"]);

/** "I suggest that the student take…": the mandative subjunctive uses the base form. */
const MANDATIVE_CUES =
  /^(suggest|recommend|insist|demand|require|request|ask|propose|urge|important|essential|necessary|vital|crucial|advise)/;

const hasCueBefore = (tokens: readonly Token[], index: number, test: (word: string) => boolean, window = 12): boolean =>
  tokens.slice(Math.max(0, index - window), index).some((token) => test(token.lower));

const INDEFINITE_PRONOUNS = new Set([
  "everyone",
  "everybody",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "nobody",
  "everything",
  "something",
  "nothing",
  "anything",
]);

const FREQUENCY_ADVERBS = new Set([
  "also",
  "always",
  "never",
  "still",
  "just",
  "really",
  "usually",
  "often",
  "only",
  "sometimes",
  "even",
  "actually",
  "certainly",
  "normally",
  "generally",
  "rarely",
  "seldom",
  "hardly",
  "already",
  "probably",
  "mostly",
  "definitely",
  "truly",
]);

/** Noun-phrase subjects: "The lock on the shed were", "The students is", "The school try". */
const nounSubjects = (tokens: readonly Token[]): ReturnType<typeof agreementFinding>[] => {
  const findings = [];
  for (let index = 0; index < tokens.length; index += 1) {
    // "after", "before", "since" and "until" are also prepositions: "closed after 2 events was metered".
    if (!isClauseStart(tokens, index) || ["after", "before", "since", "until"].includes(tokens[index - 1]?.lower ?? "")) {
      continue;
    }
    const phrase = nounPhraseAt(tokens, index);
    if (!phrase) {
      continue;
    }
    const { head, number, determiner } = phrase;
    if (NUMBER_NEUTRAL_NOUNS.has(head.lower) || (number === "plural" && MEASURE_PLURALS.has(head.lower))) {
      continue;
    }
    // A bare singular subject only agrees when it is uncountable ("history tell us" → "tells"); a bare
    // countable noun is the missing-article rule's business.
    if (!determiner && number === "singular" && !(MASS_NOUNS.has(head.lower) || DUAL_NOUNS.has(head.lower))) {
      continue;
    }
    // A determiner that disagrees with its noun ("those energy") is another rule's business.
    if (
      determiner &&
      ((number === "plural" && SINGULAR_DETERMINERS.has(determiner.lower)) ||
        (number === "singular" && PLURAL_DETERMINERS.has(determiner.lower)))
    ) {
      continue;
    }
    // "The cat and the dog were", "understanding concepts and ideas is": after "and"/"or" a noun may be part of a
    // compound, unless the conjunction opens the sentence ("And details is…").
    if (["and", "or", "nor"].includes(tokens[index - 1]?.lower ?? "") && index - 1 !== 0) {
      continue;
    }
    const isVerb = (token: Token) =>
      correctedVerb(token.lower, "singular", "strict") !== null || correctedVerb(token.lower, "plural", "strict") !== null;
    // "the quality mentioned in the shops are": a participle and its prepositional phrase between subject and verb.
    const participle = tokens[phrase.next];
    const afterParticiple =
      participle && /^[a-z]{4,}ed$/.test(participle.text) && PREPOSITIONS.has(tokens[phrase.next + 1]?.lower ?? "")
        ? skipPrepositionalPhrases(tokens, phrase.next + 1, isVerb)
        : phrase.next;
    const verbIndex = afterParticiple > phrase.next + 1 ? afterParticiple : skipPrepositionalPhrases(tokens, phrase.next, isVerb);
    const verb = tokens[verbIndex];
    if (!verb || verb.kind !== "word") {
      continue;
    }
    // "I suggest that the student take…": the mandative subjunctive; and a lexical verb followed by an
    // auxiliary belongs to a noun phrase after all.
    const lexicalAllowed =
      !hasCueBefore(tokens, index, (word) => MANDATIVE_CUES.test(word)) && !AUXILIARIES.has(tokens[verbIndex + 1]?.lower ?? "");
    const replacement = correctedVerb(verb.lower, number, lexicalAllowed ? "strict" : "none");
    if (!replacement) {
      continue;
    }
    if (verb.lower === "were" && hasCueBefore(tokens, index, (word) => SUBJUNCTIVE_CUES.has(word))) {
      continue;
    }
    findings.push(agreementFinding(verb, replacement, head, number));
  }
  return findings;
};

/** "people that is", "a person who are", "research which are": the verb of a relative clause agrees with the noun before "who"/"that"/"which". */
const relativeClauses = (tokens: readonly Token[]) => {
  const findings = [];
  for (let index = 1; index + 1 < tokens.length; index += 1) {
    const pronoun = tokens[index];
    if (!pronoun || (pronoun.lower !== "who" && pronoun.lower !== "that" && pronoun.lower !== "which")) {
      continue;
    }
    const antecedentStart = index - 1;
    // The antecedent must be a whole noun phrase ending right before "who"/"that".
    let phrase = null;
    // The longest phrase ending there: "the path", not just "path".
    for (let start = Math.max(0, antecedentStart - 5); start <= antecedentStart; start += 1) {
      const candidate = nounPhraseAt(tokens, start);
      if (candidate && candidate.next === index) {
        phrase = candidate;
        break;
      }
    }
    const verb = tokens[index + 1];
    if (!phrase || !verb || NUMBER_NEUTRAL_NOUNS.has(phrase.head.lower)) {
      continue;
    }
    const phraseStart = phrase.determiner?.index ?? phrase.modifiers[0]?.index ?? phrase.head.index;
    const before = tokens[phraseStart - 1];
    // "one of the people who are", "the parts of the path that are", "X and a function that are": the antecedent is unclear.
    if (before && ["of", "one", "and", "or"].includes(before.lower)) {
      continue;
    }
    // "rocks near the coast which are…", "two counterparties at this time who have…": after a preposition,
    // the relative pronoun may refer to the noun before the prepositional phrase.
    if (before && PREPOSITIONS.has(before.lower)) {
      continue;
    }
    // An unlisted word right before the phrase may be part of it ("a helper function that…").
    if (before && before.kind === "word" && !isKnownNonNoun(before.lower)) {
      continue;
    }
    const replacement = correctedVerb(verb.lower, phrase.number, "none");
    if (replacement) {
      findings.push(agreementFinding(verb, replacement, phrase.head, phrase.number));
    }
  }
  return findings;
};

/** "Everyone have", "If somebody are", "she also need". */
const pronounSubjects = (tokens: readonly Token[]) => {
  const findings = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const subject = tokens[index];
    if (!subject || !isClauseStart(tokens, index)) {
      continue;
    }
    const indefinite = INDEFINITE_PRONOUNS.has(subject.lower);
    const personal = ["he", "she", "it"].includes(subject.lower);
    if (!indefinite && !personal) {
      continue;
    }
    let verbIndex = index + 1;
    while (FREQUENCY_ADVERBS.has(tokens[verbIndex]?.lower ?? "")) {
      verbIndex += 1;
    }
    const verb = tokens[verbIndex];
    // Harper checks a personal pronoun followed directly by its verb; Wordloom adds the case with an adverb between.
    if (!verb || (personal && verbIndex === index + 1)) {
      continue;
    }
    const replacement = correctedVerb(verb.lower, "singular", "all");
    if (replacement && verb.lower !== "were") {
      findings.push(agreementFinding(verb, replacement, subject, "singular"));
    }
  }
  return findings;
};

/** "There is many problems", "there was also people": "is" agrees with the noun that follows. */
const thereIs = (tokens: readonly Token[]) => {
  const findings = [];
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    const there = tokens[index];
    const verb = tokens[index + 1];
    if (!there || !verb || there.lower !== "there" || (verb.lower !== "is" && verb.lower !== "was")) {
      continue;
    }
    let start = index + 2;
    while (FREQUENCY_ADVERBS.has(tokens[start]?.lower ?? "")) {
      start += 1;
    }
    const phrase = nounPhraseAt(tokens, start);
    if (!phrase || phrase.number !== "plural" || NUMBER_NEUTRAL_NOUNS.has(phrase.head.lower) || MEASURE_PLURALS.has(phrase.head.lower)) {
      continue;
    }
    const after = tokens[phrase.next];
    // "There is a cat and two dogs": only a plain plural phrase counts.
    if (after && (after.lower === "and" || after.lower === "or")) {
      continue;
    }
    const replacement = verb.lower === "is" ? "are" : "were";
    findings.push(agreementFinding(verb, replacement, phrase.head, "plural"));
  }
  return findings;
};

/** "There are nothing I want", "there are a problem", "there were much traffic": "are" with a singular. */
const thereAre = (tokens: readonly Token[]) => {
  const findings = [];
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    const there = tokens[index];
    const verb = tokens[index + 1];
    if (!there || !verb || there.lower !== "there" || (verb.lower !== "are" && verb.lower !== "were")) {
      continue;
    }
    let start = index + 2;
    if (tokens[start]?.lower === "not") {
      start += 1;
    }
    const first = tokens[start];
    if (!first) {
      continue;
    }
    const replacement = verb.lower === "are" ? "is" : "was";
    // "there are nothing/anything…": an indefinite pronoun is singular.
    if (INDEFINITE_PRONOUNS.has(first.lower)) {
      findings.push(agreementFinding(verb, replacement, first, "singular"));
      continue;
    }
    // "there are a problem", "there are much traffic", "there are more pollution": a singular countable noun after
    // "a"/"one", or an uncountable one after "much"/"more"/"less".
    const amount = ["much", "more", "less"].includes(first.lower);
    const phrase = nounPhraseAt(tokens, amount ? start + 1 : start);
    const after = phrase ? tokens[phrase.next] : undefined;
    if (
      !phrase ||
      phrase.number !== "singular" ||
      (after && ["and", "or", "of"].includes(after.lower)) ||
      NUMBER_NEUTRAL_NOUNS.has(phrase.head.lower)
    ) {
      continue;
    }
    const singularDeterminer =
      phrase.determiner && ["a", "an", "one", "this", "that", "another", "every", "each"].includes(phrase.determiner.lower);
    const uncountable = amount && !phrase.determiner && (MASS_NOUNS.has(phrase.head.lower) || DUAL_NOUNS.has(phrase.head.lower));
    if (singularDeterminer || uncountable) {
      findings.push(agreementFinding(verb, replacement, phrase.head, "singular"));
    }
  }
  return findings;
};

export const subjectVerbAgreement: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [
      ...nounSubjects(tokens),
      ...relativeClauses(tokens),
      ...pronounSubjects(tokens),
      ...thereIs(tokens),
      ...thereAre(tokens),
    ];
    const seen = new Set<number>();
    return findings.filter((finding) => !seen.has(finding.start) && Boolean(seen.add(finding.start)));
  },
};
