import { tokenizeWords } from "../overview/terms";
import type { VerbForms } from "./types";
import { VERB_FORMS } from "./verb-forms.data";
import { BASE_FORM_TRIGGERS, BE_FORMS, BE_TO_FORM, HAVE_FORMS, SKIPPED_ADVERBS, THIRD_SINGULAR } from "./words";

export type FormName = "base" | "past" | "present" | "gerund" | "participle";

const BE_FORMS_OF_BE = Object.keys(BE_TO_FORM);

/** Every form of a verb, base first; "be" included. Unknown verbs only match as written. */
export const allForms = (verb: string): string[] => {
  if (verb === "be") {
    return BE_FORMS_OF_BE;
  }
  const forms = VERB_FORMS[verb];
  return forms ? [verb, ...forms.past, forms.present, forms.gerund, ...forms.participle] : [verb];
};

/** Which forms `written` can be of `verb` ("put" → base and past; "given" → participle). */
const formsOf = (verb: string, written: string): Set<FormName> => {
  if (verb === "be") {
    const form = BE_TO_FORM[written];
    return new Set(form ? [form] : []);
  }
  const forms: VerbForms | undefined = VERB_FORMS[verb];
  const found = new Set<FormName>();
  if (written === verb) {
    found.add("base");
  }
  if (!forms) {
    return found;
  }
  if (forms.past.includes(written)) {
    found.add("past");
  }
  if (forms.present === written) {
    found.add("present");
  }
  if (forms.gerund === written) {
    found.add("gerund");
  }
  if (forms.participle.includes(written)) {
    found.add("participle");
  }
  return found;
};

/** `verb` in the form named ("bite", "past" → "bit"); the first variant when there are several. */
export const verbIn = (verb: string, form: FormName): string => {
  const forms = VERB_FORMS[verb];
  if (!forms || form === "base") {
    return verb;
  }
  if (form === "past") {
    return forms.past[0] ?? verb;
  }
  if (form === "participle") {
    return forms.participle[0] ?? verb;
  }
  return forms[form];
};

/** The word before position `end` of `sentence`, skipping adverbs ("have finally given" → "have"); null at the start. */
const auxiliaryBefore = (sentence: string, end: number): string | null => {
  const tokens = tokenizeWords(sentence.slice(0, end));
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const word = tokens[index]?.word ?? "";
    if (!SKIPPED_ADVERBS.has(word) && !(word.endsWith("ly") && word.length > 4)) {
      return word;
    }
  }
  return null;
};

/** The nearest subject pronoun before `end`, if any ("she", "we"). */
export const subjectBefore = (sentence: string, end: number): string | null => {
  const tokens = tokenizeWords(sentence.slice(0, end));
  for (let index = tokens.length - 1; index >= 0; index -= 1) {
    const word = tokens[index]?.word ?? "";
    if (["i", "you", "he", "she", "it", "we", "they"].includes(word)) {
      return word;
    }
  }
  return null;
};

/**
 * The form of a literal's head verb, read from the verb and the words before it, or null when it
 * cannot be told or the idiom would not fit (a passive "was given up"):
 *   -ing → gerund; after have/has/had → participle; after be → passive (null); after to, a modal,
 *   do or "please", or opening the sentence → base; -s → present; a past form → past ("put" after
 *   he/she/it, otherwise unclear: null); a participle on its own → null; the base → base.
 */
export const identifyForm = (verb: string, written: string, sentence: string, headStart: number): FormName | null => {
  const forms = formsOf(verb, written.toLowerCase().replace(/’/g, "'"));
  if (forms.size === 0) {
    return null;
  }
  if (verb === "be") {
    return [...forms][0] ?? null;
  }
  if (forms.has("gerund")) {
    return "gerund";
  }
  const before = auxiliaryBefore(sentence, headStart);
  if (before !== null && (HAVE_FORMS.has(before) || before.endsWith("'ve"))) {
    return forms.has("participle") || forms.has("past") ? "participle" : null;
  }
  if (before !== null && BE_FORMS.has(before)) {
    return null;
  }
  if (before === null || BASE_FORM_TRIGGERS.has(before)) {
    return forms.has("base") ? "base" : null;
  }
  if (forms.has("present")) {
    return "present";
  }
  if (forms.has("past")) {
    if (!forms.has("base")) {
      return "past";
    }
    const subject = subjectBefore(sentence, headStart);
    return subject !== null && THIRD_SINGULAR.has(subject) ? "past" : null;
  }
  return forms.has("base") ? "base" : null;
};
