import type { SentenceSpan } from "../../types";
import type { GrammarFinding } from "../types";
import { acceptExcept } from "./accept-except";
import { aAdjectiveAfterPreposition } from "./a-adjective-after-preposition";
import { barePossessive } from "./bare-possessive";
import { closedCompounds } from "./closed-compounds";
import { determinerBeforeVerb } from "./determiner-before-verb";
import { confusedWords } from "./confused-words";
import { missingRelativePronoun } from "./missing-relative-pronoun";
import { modalMissingVerb } from "./modal-missing-verb";
import { forSubjectInfinitive } from "./for-subject-infinitive";
import { idiomForms } from "./idiom-forms";
import { infinitiveCoordination } from "./infinitive-coordination";
import { leadingHyphen } from "./leading-hyphen";
import { kindOfDeterminer } from "./kind-of-determiner";
import { numberWordRange } from "./number-word-range";
import { spaceAfterColon } from "./space-after-colon";
import { noMatterHow } from "./no-matter-how";
import { nonstandardForms } from "./nonstandard-forms";
import { otherSingular } from "./other-singular";
import { upToNowTense } from "./up-to-now-tense";
import { thatWithoutSubject } from "./that-without-subject";
import { repeatedEndMark } from "./repeated-end-mark";
import { tripPreposition } from "./trip-preposition";
import { eachOfAgreement } from "./each-of-agreement";
import { numeralPlural } from "./numeral-plural";
import { objectPronounSubject } from "./object-pronoun-subject";
import { verbPreposition } from "./verb-preposition";
import { aLotOf } from "./a-lot-of";
import { adjectiveAdverb } from "./adjective-adverb";
import { adjectiveAsNoun } from "./adjective-as-noun";
import { adverbPosition } from "./adverb-position";
import { subjectVerbAgreement } from "./agreement";
import { articleAfterPreposition } from "./article-after-preposition";
import { becauseOf } from "./because-of";
import { capitalAfterComma } from "./capital-after-comma";
import { causativeVerbs } from "./causative-verbs";
import { comparedWith } from "./compared-with";
import { doubleDeterminer } from "./double-determiner";
import { doubleNegative } from "./double-negative";
import { endPunctuation } from "./end-punctuation";
import { gerundAfterVerb } from "./gerund-after-verb";
import { gerundSubject } from "./gerund-subject";
import { introductoryComma } from "./introductory-comma";
import { inversion } from "./inversion";
import { itsIts } from "./its-its";
import { lessFewer } from "./less-fewer";
import { loseLoose } from "./lose-loose";
import { makeDo } from "./make-do";
import { missingArticle } from "./missing-article";
import { missingBe } from "./missing-be";
import { missingPreposition } from "./missing-preposition";
import { needlessPreposition } from "./needless-preposition";
import { nounNumber } from "./noun-number";
import { nounVerbForm } from "./noun-verb-form";
import { pastTimeTense } from "./past-time-tense";
import { possessiveApostrophe } from "./possessive-apostrophe";
import { questionMark } from "./question-mark";
import { sentenceCapital } from "./sentence-capital";
import { thanThen } from "./than-then";
import { theSame } from "./the-same";
import { theyreTheir } from "./theyre-their";
import { toToo } from "./to-too";
import { tokenize } from "./tokens";
import { uncountablePlural } from "./uncountable-plural";
import { verbAfterPreposition } from "./verb-after-preposition";
import { verbForm } from "./verb-form";
import { whoWhich } from "./who-which";
import { yourYoure } from "./your-youre";
import type { WordloomRule } from "./rule";

/** Wordloom's own rules, for errors Harper misses. */
const WORDLOOM_RULES: readonly WordloomRule[] = [
  // Before subject-verb-agreement: "Everyone accept John" is a confused word, not a missing -s.
  acceptExcept,
  subjectVerbAgreement,
  eachOfAgreement,
  objectPronounSubject,
  numeralPlural,
  verbPreposition,
  nounNumber,
  verbForm,
  missingArticle,
  articleAfterPreposition,
  doubleDeterminer,
  itsIts,
  yourYoure,
  loseLoose,
  lessFewer,
  thanThen,
  capitalAfterComma,
  endPunctuation,
  sentenceCapital,
  uncountablePlural,
  gerundAfterVerb,
  causativeVerbs,
  doubleNegative,
  nounVerbForm,
  adjectiveAdverb,
  aLotOf,
  theSame,
  questionMark,
  toToo,
  whoWhich,
  makeDo,
  needlessPreposition,
  verbAfterPreposition,
  adjectiveAsNoun,
  comparedWith,
  missingBe,
  possessiveApostrophe,
  adverbPosition,
  pastTimeTense,
  gerundSubject,
  missingPreposition,
  inversion,
  theyreTheir,
  becauseOf,
  introductoryComma,
  confusedWords,
  modalMissingVerb,
  repeatedEndMark,
  tripPreposition,
  nonstandardForms,
  thatWithoutSubject,
  noMatterHow,
  upToNowTense,
  idiomForms,
  kindOfDeterminer,
  numberWordRange,
  spaceAfterColon,
  aAdjectiveAfterPreposition,
  closedCompounds,
  determinerBeforeVerb,
  barePossessive,
  otherSingular,
  missingRelativePronoun,
  infinitiveCoordination,
  leadingHyphen,
  forSubjectInfinitive,
];

/** Runs every Wordloom rule over each sentence of a block. */
export const lintWithWordloom = (
  text: string,
  sentences: readonly SentenceSpan[],
  { blockType, rules = WORDLOOM_RULES }: { blockType?: string; rules?: readonly WordloomRule[] } = {},
): GrammarFinding[] => {
  const findings: GrammarFinding[] = [];
  for (const sentence of sentences) {
    const input = {
      text,
      tokens: tokenize(text, sentence.start, sentence.end),
      isLastSentence: sentence.index === sentences.length - 1,
      ...(blockType === undefined ? {} : { blockType }),
    };
    for (const rule of rules) {
      findings.push(...rule.check(input));
    }
  }
  return findings;
};
