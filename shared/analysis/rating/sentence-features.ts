import { contentStem, wordsOf } from "../quality";
import { humorCues } from "./cues/humor";
import { benefitCues, IMPERATIVE_OPENERS, IMPERATIVE_VERBS } from "./cues/motivation";
import { isSubjective } from "./cues/opinion";
import { BACK_REFERENCES, FIRST_PERSON, PERSON_OF, SECOND_PERSON } from "./cues/pronouns";
import { sarcasmCues } from "./cues/sarcasm";
import { stockCues } from "./cues/stock-phrases";
import { findPassive } from "./passive";
import type { SentenceFeatures } from "./types";

/** "I'm" → "i", "we’ve" → "we": a contraction is read by its first part. */
const headOf = (lower: string): string => lower.split(/['’]/u)[0] ?? lower;

/** Verbs after a sentence-initial word that make it a noun subject ("Change is hard", "Help has arrived"). */
const SUBJECT_FOLLOWERS = new Set(["is", "are", "was", "were", "has", "have", "had", "will", "can", "may", "might", "would", "could"]);

/** A directive: after optional openers, a base-form verb from the curated list, not followed by a verb as subject; not a question. */
const isImperative = (lower: readonly string[], sentence: string): boolean => {
  if (/\?\s*["'”’)\]]*\s*$/u.test(sentence)) {
    return false;
  }
  let index = 0;
  while (index < lower.length - 1 && IMPERATIVE_OPENERS.has(lower[index] ?? "") && !IMPERATIVE_VERBS.has(lower[index] ?? "")) {
    index += 1;
  }
  const verb = lower[index] ?? "";
  const next = lower[index + 1] ?? "";
  return (IMPERATIVE_VERBS.has(verb) || (lower[index - 1] === "don't" && verb.length > 0)) && !SUBJECT_FOLLOWERS.has(next);
};

/** Whether the first word, after "and", "but" or "so", points back ("This shows…", "And they…"). */
const opensWithReference = (lower: readonly string[]): boolean => {
  const first = ["and", "but", "so"].includes(lower[0] ?? "") ? lower[1] : lower[0];
  return BACK_REFERENCES.has(first ?? "");
};

/** Lower-case word trigrams with at least one content word ("in the garden", not "it is a"). */
const contentTrigrams = (lower: readonly string[], content: readonly boolean[]): string[] => {
  const trigrams: string[] = [];
  for (let index = 2; index < lower.length; index++) {
    if (content[index - 2] || content[index - 1] || content[index]) {
      trigrams.push(`${lower[index - 2]} ${lower[index - 1]} ${lower[index]}`);
    }
  }
  return trigrams;
};

/** The measurable features of one sentence (see SentenceFeatures). */
export const sentenceFeatures = (sentence: string): SentenceFeatures => {
  const words = wordsOf(sentence);
  const lower = words.map((word) => word.toLowerCase().replace(/’/g, "'"));
  const stems = lower.map((word) => contentStem(word));
  let firstPerson = 0;
  let secondPerson = 0;
  let subjective = 0;
  const persons = new Set<string>();
  lower.forEach((word, index) => {
    const head = headOf(word);
    const person = PERSON_OF.get(head);
    if (person !== undefined && words[index] !== "US") {
      persons.add(person);
    }
    // "US" in capitals is the country, not the pronoun.
    if (FIRST_PERSON.has(head) && words[index] !== "US") {
      firstPerson += 1;
    } else if (SECOND_PERSON.has(head)) {
      secondPerson += 1;
    }
    if (isSubjective(word)) {
      subjective += 1;
    }
  });
  return {
    words: words.length,
    stems: [...new Set(stems.filter((stem): stem is string => stem !== null))],
    persons: [...persons],
    refersBack: opensWithReference(lower),
    firstPerson,
    secondPerson,
    imperative: isImperative(lower, sentence),
    benefit: benefitCues(lower).length,
    humor: humorCues(sentence, lower),
    sarcasm: sarcasmCues(sentence, lower),
    stock: stockCues(lower),
    subjective,
    passive: findPassive(sentence),
    trigrams: contentTrigrams(
      lower,
      stems.map((stem) => stem !== null),
    ),
  };
};
