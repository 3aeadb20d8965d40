import { IDIOMS } from "./idioms.data";
import { LETTER, type SlotName, anchorWord, compilePhrase } from "./pattern";
import type { IdiomEntry } from "./types";
import { allForms } from "./verb-form";
import { BOUNDARY_WORDS, DETERMINERS, INTENSIFIERS, LINKING_ADVERBS, LINKING_VERBS } from "./words";

/**
 * Where a literal may be replaced. Each check is a small regular expression, shared by every
 * literal and compiled once, run on the text before or after the match: the literal's own pattern
 * stays short, so compiling it on first use is cheap.
 */
type Before = "notAfterDeterminer" | "afterLinkingVerb" | "opensSentence" | "insideSentence";
type After = "endsClause" | "endsClauseOrTo" | "predicateEnds" | "closesClause" | "objectFollows" | "commaFollows" | "nounPhraseEnds";

interface Context {
  before: Before;
  after: After;
}

/** A plain wording an idiom can replace, compiled on first use, with the contexts its frame allows. */
export interface LiteralMatcher {
  idiom: IdiomEntry;
  literal: string;
  /** Verb literals: the head verb ("be" included); group 1 of the pattern. */
  headVerb: string | null;
  slots: SlotName[];
  source: string;
  compiled?: RegExp;
  contexts: Context[];
  /** Predicates absorb an intensifier before them ("so easy" → "a piece of cake"). */
  absorbsIntensifier: boolean;
  /** Lower-case words, any of which the sentence must contain for the pattern to match. */
  keys: string[];
}

/** A literal found where its idiom fits: offsets in the sentence and the captured groups. */
export interface LiteralMatch {
  start: number;
  end: number;
  /** The head verb (verb literals) then the slots, in order. */
  groups: Array<string | undefined>;
}

const alternation = (words: readonly string[]): string => words.map((word) => word.replace(/'/g, "['’]")).join("|");

const TIME_ADVERBIAL = `(?:this|last|next|every|all)\\s+(?:day|night|week|month|year|morning|afternoon|evening|weekend|time|summer|winter|spring|autumn|season)(?![${LETTER}])`;
const CLAUSE_END = `\\s*(?:$|[.!?;:,)"”—–]|${TIME_ADVERBIAL}|(?:${alternation(BOUNDARY_WORDS)})(?![${LETTER}]))`;
/** A new clause after "and", "but" or "or": a subject or determiner follows. */
const NEW_CLAUSE = `(?:and|but|or|yet|so)\\s+(?:i|you|he|she|it|we|they|the|a|an|this|that|these|those|my|our|their|his|her|its|there|then)(?![${LETTER}])`;
const AFTER_SOURCES: Record<After, string> = {
  /** The phrase ended its clause: punctuation or the end follows, a conjunction, or an adverbial. */
  endsClause: `^${CLAUSE_END}`,
  /** As endsClause, or "to" + a verb ("tried very hard to help"). */
  endsClauseOrTo: `^(?:${CLAUSE_END}|\\s*to\\s+(?!(?:${alternation(DETERMINERS)}|me|him|us|them)(?![${LETTER}]))[a-z\\u00DF-\\u00FF])`,
  /**
   * As endsClause, but "and", "or" or "but" must start a new clause: "was easy and I passed" is
   * fine, "short and clear" would become "short and sweet and clear".
   */
  predicateEnds: `^\\s*(?:$|[.!?;:,)"”—–]|${TIME_ADVERBIAL}|${NEW_CLAUSE}|(?:${alternation(BOUNDARY_WORDS.filter((word) => !["and", "but", "or", "nor", "yet", "so"].includes(word)))})(?![${LETTER}]))`,
  /** Only punctuation, the end or a conjunction follows: an adverbial closes its clause. */
  closesClause: `^\\s*(?:$|[.!?;:,)"”—–]|(?:and|but|or|so|because)(?![${LETTER}]))`,
  /** An object follows (the idiom ends with a preposition: "keep an eye on" + object). */
  objectFollows: `^\\s+(?!(?:and|but|or|because)(?![${LETTER}]))[${LETTER}0-9]`,
  commaFollows: "^\\s*,",
  /** After a noun phrase: punctuation, the end, a conjunction or a verb. */
  nounPhraseEnds: `^\\s*(?:$|[.!?;:,)"”—–]|(?:${alternation([...BOUNDARY_WORDS, "is", "was", "are", "were", "will", "would", "can", "could", "has", "had", "have", "that", "which", "who"])})(?![${LETTER}]))`,
};
const DETERMINER_BEFORE = `(?:^|[^${LETTER}])(?:${alternation([...DETERMINERS, "of"])})\\s+$`;
const BEFORE_SOURCES: Record<Before, string> = {
  /** Matches when the literal follows a determiner or "of" (it is then a noun: "the rest"): rejected. */
  notAfterDeterminer: DETERMINER_BEFORE,
  /** A linking verb, then optional adverbs ("was", "is not", "felt really"). */
  afterLinkingVerb: `(?:^|[^${LETTER}'’])(?:${alternation(LINKING_VERBS)}|[${LETTER}]+['’](?:s|re|m))(?:\\s+(?:${alternation(LINKING_ADVERBS)}))*\\s+$`,
  /** Opening the sentence, after an optional quote. */
  opensSentence: `^["“']?$`,
  /** After a word or a comma inside the sentence. */
  insideSentence: `[${LETTER}0-9,]\\s+$`,
};
const INTENSIFIER_BEFORE = `(?:^|\\s)((?:${alternation(INTENSIFIERS)})\\s+)$`;

const compiledChecks = new Map<string, RegExp>();
const check = (source: string): RegExp => {
  const found = compiledChecks.get(source);
  if (found) {
    return found;
  }
  const compiled = new RegExp(source, "i");
  compiledChecks.set(source, compiled);
  return compiled;
};

const PREPOSITION_ENDINGS = new Set(["of", "to", "with", "about", "for", "at", "in", "on", "from", "into", "than", "around", "over"]);
const lastWord = (phrase: string): string => phrase.split(" ").at(-1) ?? "";
const isIntensified = (literal: string): boolean => INTENSIFIERS.includes(literal.split(" ")[0] ?? "");

/** The idiom's example sentence opens with it (its first two words). */
const opensItsExample = (idiom: IdiomEntry): boolean =>
  idiom.example.toLowerCase().startsWith(idiom.idiom.toLowerCase().split(" ").slice(0, 2).join(" "));

/** The contexts a literal of this idiom may be replaced in. */
const contextsFor = (idiom: IdiomEntry, literal: string): Context[] => {
  switch (idiom.kind) {
    case "verb": {
      const needsObject = PREPOSITION_ENDINGS.has(lastWord(idiom.idiom)) && !/some(one|thing)$/.test(literal);
      return [{ before: "notAfterDeterminer", after: needsObject ? "objectFollows" : idiom.allowsTo ? "endsClauseOrTo" : "endsClause" }];
    }
    case "predicate":
      return [{ before: "afterLinkingVerb", after: PREPOSITION_ENDINGS.has(lastWord(literal)) ? "objectFollows" : "predicateEnds" }];
    case "adverbial":
      // Manner adverbials only close a clause ("spoke loud and clear"); those whose example opens
      // with them may also open the sentence ("Out of the blue, …").
      return opensItsExample(idiom)
        ? [
            { before: "opensSentence", after: "commaFollows" },
            { before: "insideSentence", after: "closesClause" },
          ]
        : [{ before: "insideSentence", after: "closesClause" }];
    case "discourse":
      return [
        { before: "opensSentence", after: "commaFollows" },
        { before: "insideSentence", after: "closesClause" },
      ];
    case "noun":
      return [{ before: "notAfterDeterminer", after: "nounPhraseEnds" }];
    case "saying":
      return [];
  }
};

const buildMatchers = (): LiteralMatcher[] =>
  IDIOMS.filter((idiom) => idiom.suggest !== false && idiom.kind !== "saying").flatMap((idiom) =>
    idiom.literals.map((literal) => {
      const headVerb = idiom.kind === "verb" ? (literal.split(" ")[0] ?? "") : null;
      const headForms = headVerb ? allForms(headVerb) : undefined;
      const compiled = compilePhrase(literal, { headForms, captureHead: headVerb !== null, captureSlots: true });
      const contexts = contextsFor(idiom, literal);
      // A literal ending with a slot ("help someone") needs its context inside the pattern, so that
      // the slot backtracks to the noun phrase the context accepts ("help my brother | with …").
      const endsWithSlot = /(?:someone|something|one's|oneself)$/.test(literal);
      const lookahead = endsWithSlot && contexts.length === 1 && contexts[0] ? `(?=${AFTER_SOURCES[contexts[0].after].slice(1)})` : "";
      const anchor = anchorWord(compiled.fixedWords);
      return {
        idiom,
        literal,
        headVerb,
        slots: compiled.slots,
        source: compiled.source + lookahead,
        contexts,
        absorbsIntensifier: idiom.kind === "predicate" && !isIntensified(literal),
        keys: anchor ? [anchor] : (headForms ?? compiled.fixedWords),
      };
    }),
  );

let matchers: LiteralMatcher[] | undefined;

/** Every literal of every idiom that may be suggested, built on first use. */
export const literalMatchers = (): LiteralMatcher[] => {
  matchers ??= buildMatchers();
  return matchers;
};

const patternOf = (matcher: LiteralMatcher): RegExp => {
  matcher.compiled ??= new RegExp(matcher.source, "gi");
  return matcher.compiled;
};

/** Whether the text around a match satisfies one of the matcher's contexts. */
const fitsContext = (context: Context, before: string, after: string): boolean => {
  const beforeOk =
    context.before === "notAfterDeterminer" ? !check(DETERMINER_BEFORE).test(before) : check(BEFORE_SOURCES[context.before]).test(before);
  return beforeOk && check(AFTER_SOURCES[context.after]).test(after);
};

/** Where the literal occurs in the sentence in a context its idiom fits (a predicate's intensifier included). */
export const matchLiteral = (matcher: LiteralMatcher, sentence: string): LiteralMatch[] => {
  const found: LiteralMatch[] = [];
  for (const match of sentence.matchAll(patternOf(matcher))) {
    let start = match.index;
    const end = start + match[0].length;
    if (matcher.absorbsIntensifier) {
      const intensifier = check(INTENSIFIER_BEFORE).exec(sentence.slice(0, start))?.[1];
      start -= intensifier?.length ?? 0;
    }
    const before = sentence.slice(0, start);
    const after = sentence.slice(end);
    if (matcher.contexts.some((context) => fitsContext(context, before, after))) {
      found.push({ start, end, groups: match.slice(1) });
    }
  }
  return found;
};
