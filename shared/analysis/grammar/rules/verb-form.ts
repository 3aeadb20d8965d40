import {
  DUAL_NOUNS,
  FUNCTION_WORDS,
  isNoun,
  MASS_NOUNS,
  MODALS,
  PAST_TO_BASE,
  PREPOSITIONS,
  STRICT_VERB_BASE,
  THIRD_TO_BASE,
  thirdPersonOf,
  VERB_BASE,
  wordTable,
} from "./lexicon";
import { makeFinding, type RuleInput, type WordloomRule } from "./rule";
import { matchCase, type Token } from "./tokens";

/**
 * The verb form after a modal or "do": "will causes" → "cause", "can helped" → "help", "didn't went"
 * → "go", "must to go" → "must go", "will able to" → "will be able to", "They are go" → "are going",
 * "would be decrease" → "would decrease".
 */

const RULE = "verb-form";

const DO_FORMS = new Set(["do", "does", "did", "don't", "doesn't", "didn't"]);
const NEGATIONS = new Set(["not", "never", "n't"]);
const ADVERBS = new Set([
  "also",
  "always",
  "never",
  "still",
  "just",
  "really",
  "only",
  "even",
  "probably",
  "definitely",
  "certainly",
  "not",
]);

const BE_FORMS = new Set(["am", "is", "are", "was", "were", "be", "been", "being"]);

/** Common verbs that are not nouns and whose base form is not a participle ("is put" is a passive); "increase" and "decrease" need an article as nouns. */
const VERBS_AFTER_BE = new Set(["make", "take", "go", "say", "see", "sell", "buy", "find", "hear", "feel", "increase", "decrease"]);

/** Stative verbs: "I am agree" is "I agree", not "I am agreeing". */
const STATIVE = new Set([
  "agree",
  "disagree",
  "understand",
  "know",
  "believe",
  "depend",
  "belong",
  "mean",
  "need",
  "want",
  "prefer",
  "seem",
  "exist",
  "remember",
  "realize",
  "realise",
  "deserve",
  "contain",
  "consist",
  "matter",
  "suppose",
  "recognize",
  "recognise",
]);

/** Adjectives that follow "be", never a modal directly: "can not ready" → "can not be ready". */
const PREDICATIVE = new Set([
  "ready",
  "happy",
  "afraid",
  "aware",
  "available",
  "possible",
  "careful",
  "responsible",
  "capable",
  "willing",
  "busy",
  "late",
  "honest",
  "successful",
  "healthy",
  "safe",
  "rich",
  "famous",
  "useful",
  "necessary",
  "important",
  "difficult",
  "easy",
  "different",
  "independent",
  "angry",
  "sad",
  "proud",
  "sorry",
  "glad",
  "tired",
  "lucky",
  "alone",
  "alive",
  "similar",
  "good",
  "bad",
  "interesting",
  "boring",
  "expensive",
  "cheap",
  "dangerous",
  "comfortable",
  "satisfied",
  "interested",
  "able",
]);

/** -ed adjectives: after a modal the fix is "be" ("will interested" → "will be interested"). */
const ED_ADJECTIVES = new Set([
  "interested",
  "excited",
  "tired",
  "bored",
  "satisfied",
  "worried",
  "scared",
  "surprised",
  "pleased",
  "disappointed",
  "confused",
  "amazed",
  "shocked",
  "frightened",
  "embarrassed",
  "annoyed",
  "involved",
  "married",
  "qualified",
  "prepared",
  "located",
  "based",
  "related",
  "allowed",
  "supposed",
  "required",
  "expected",
  "concerned",
  "convinced",
  "motivated",
  "stressed",
  "exhausted",
]);

/** Participles that are never a simple past: "we known" → "we knew" / "we have known". */
const PARTICIPLES = wordTable({
  known: "knew",
  seen: "saw",
  taken: "took",
  given: "gave",
  gone: "went",
  done: "did",
  been: "was",
  written: "wrote",
  eaten: "ate",
  spoken: "spoke",
  chosen: "chose",
  forgotten: "forgot",
  broken: "broke",
  driven: "drove",
  ridden: "rode",
  shown: "showed",
  grown: "grew",
  thrown: "threw",
  fallen: "fell",
  begun: "began",
  drunk: "drank",
  sung: "sang",
  swum: "swam",
  worn: "wore",
  torn: "tore",
  hidden: "hid",
  stolen: "stole",
  frozen: "froze",
  flown: "flew",
  drawn: "drew",
});

/** Simple present or past of a stative verb for the subject implied by the form of "be". */
const simpleForm = (be: string, verb: string): string => {
  if (be === "is" || be === "'s") {
    return thirdPersonOf(verb);
  }
  if (be === "was" || be === "were") {
    return PAST_FORMS.get(verb) ?? (verb.endsWith("e") ? `${verb}d` : `${verb}ed`);
  }
  return verb;
};

const PAST_FORMS: ReadonlyMap<string, string> = new Map([...PAST_TO_BASE].map(([past, base]): [string, string] => [base, past]));

/** The base form of an -ed verb not in the lexicon, when its spelling makes it clear ("stimulated" → "stimulate", "stopped" → "stop"). */
const baseOfUnknownPast = (word: string): string | undefined => {
  if (/[^aeiou]ied$/.test(word)) {
    return `${word.slice(0, -3)}y`;
  }
  if (/([bdgklmnprt])\1ed$/.test(word) && !/(?:ll|ss)ed$/.test(word)) {
    return word.slice(0, -3);
  }
  if (/[^aeiou](?:at|iz|is|ys|yz|uc|ur|iv|ov|id|ud|ad|ag|ib|ng|nc|lv|rv|rg|dg)ed$/.test(word)) {
    return word.slice(0, -1);
  }
  return undefined;
};

/** Base forms also used as participles or adjectives after "be" ("has become", "is come"), or corrected by another rule. */
const NOT_AFTER_BE = new Set(["become", "come", "lose", "let"]);

/** Doubling verbs of more than one syllable (stress on the last): "begin" → "beginning". */
const DOUBLED = new Set([
  "begin",
  "forget",
  "admit",
  "prefer",
  "occur",
  "quit",
  "commit",
  "permit",
  "refer",
  "regret",
  "submit",
  "upset",
  "control",
  "omit",
  "equip",
]);

/** One syllable ending in a single vowel and a consonant: "get" → "getting", "swim" → "swimming". */
const SHORT_VERB = /^[^aeiou]*[aeiou][bdgklmnprtv]$/;

/** The -ing form: "make" → "making", "get" → "getting", "agree" → "agreeing". */
export const ingFormOf = (verb: string): string => {
  if (DOUBLED.has(verb) || SHORT_VERB.test(verb)) {
    return `${verb}${verb.slice(-1)}ing`;
  }
  if (verb.endsWith("ie")) {
    return `${verb.slice(0, -2)}ying`;
  }
  if (/[^aeiouy]e$/.test(verb) && verb !== "be") {
    return `${verb.slice(0, -1)}ing`;
  }
  return `${verb}ing`;
};

const baseFormOf = (word: string, allowPast: boolean): string | undefined =>
  THIRD_TO_BASE.get(word) ?? (allowPast ? PAST_TO_BASE.get(word) : undefined);

const finding = (from: Token, to: Token, replacement: string, message: string) =>
  makeFinding({
    rule: RULE,
    from,
    to,
    replacements: [replacement],
    message,
    shortMessage: "Verb form",
    category: "Grammar",
    issueType: "Verb form",
  });

export const verbForm: WordloomRule = {
  id: RULE,
  check: ({ tokens }: RuleInput) => {
    const findings = [];
    for (const token of tokens) {
      // "What they did is reduce…", "All you have to do is ask": the pseudo-cleft takes the bare verb.
      if (BE_FORMS.has(token.lower) && !DO_FORMS.has(tokens[token.index - 1]?.lower ?? "") && tokens[token.index - 1]?.lower !== "done") {
        const negated = tokens[token.index + 1]?.lower === "not";
        const notIndex = negated ? token.index + 2 : token.index + 1;
        const verb = tokens[notIndex];
        // "Is help on the way?": a question starts with the verb.
        const question =
          token.index === 0 || ["what", "who", "where", "how", "why", "when", "which"].includes(tokens[token.index - 1]?.lower ?? "");
        // "is write-/readable": a hyphen makes the verb part of a compound.
        const compound = /^[-/]/.test(tokens[notIndex + 1]?.text ?? "") && tokens[notIndex + 1]?.start === verb?.end;
        if (!verb || verb.kind !== "word" || question || compound || verb.text !== verb.lower) {
          continue;
        }
        const bareVerb = (STRICT_VERB_BASE.has(verb.lower) || VERBS_AFTER_BE.has(verb.lower)) && !NOT_AFTER_BE.has(verb.lower);
        const afterModal = token.lower === "be" || token.lower === "been";
        // "I am agree", "it is not depend on": a stative verb takes the simple form, not "-ing".
        if (bareVerb && STATIVE.has(verb.lower) && !afterModal && token.lower !== "being") {
          const replacement = negated
            ? `${/^(?:is|'s)$/.test(token.lower) ? "does" : /^(?:was|were)$/.test(token.lower) ? "did" : "do"} not ${verb.text}`
            : simpleForm(token.lower, verb.lower);
          findings.push(
            finding(
              token,
              verb,
              matchCase(replacement, token.text),
              `“${verb.text}” does not take “${token.text}”: write “${replacement}”.`,
            ),
          );
          continue;
        }
        // "They are not stop at…": after a plural "be", a listed verb that is not an uncountable noun, with no noun after it.
        const pluralBe = ["am", "are", "were", "'m", "'re"].includes(token.lower);
        const after = tokens[notIndex + 1];
        const looseVerb =
          pluralBe &&
          VERB_BASE.has(verb.lower) &&
          !MASS_NOUNS.has(verb.lower) &&
          !DUAL_NOUNS.has(verb.lower) &&
          !NOT_AFTER_BE.has(verb.lower) &&
          // "are put in the way", "were run": verbs whose participle is the base form make passives.
          ![
            "use",
            "like",
            "live",
            "open",
            "need",
            "mean",
            "put",
            "cut",
            "set",
            "let",
            "hit",
            "shut",
            "hurt",
            "cost",
            "read",
            "run",
            "come",
            "become",
            "spread",
            "quit",
            "split",
            "broadcast",
          ].includes(verb.lower) &&
          (!after ||
            after.kind === "punct" ||
            PREPOSITIONS.has(after.lower) ||
            (FUNCTION_WORDS.has(after.lower) && !isNoun(after.lower)) ||
            ["the", "a", "an", "my", "your", "his", "our", "their"].includes(after.lower));
        if (bareVerb || looseVerb) {
          // After "be"/"been" (a modal or perfect before it) the fix is to drop "be"; after "is/are…" it is the -ing form.
          const replacement = afterModal ? verb.text : ingFormOf(verb.lower);
          findings.push(
            afterModal && notIndex === token.index + 1
              ? finding(token, verb, verb.text, `“${token.text} ${verb.text}” mixes two verb forms: use “${verb.text}” alone.`)
              : finding(
                  verb,
                  verb,
                  replacement,
                  `After “${token.text}”, the verb takes the -ing form (“${replacement}”), or drop “${token.text}”.`,
                ),
          );
        }
        continue;
      }
      // "cannot be putted", "has putted": the past participle of "put" is "put".
      if (token.lower === "putted" && /^(?:be|been|being|is|are|was|were|am|have|has|had)$/.test(tokens[token.index - 1]?.lower ?? "")) {
        findings.push(finding(token, token, "put", "The past participle of “put” is “put”."));
        continue;
      }
      // "As we all known" → "knew" / "have known": a participle needs "have".
      const participlePast = PARTICIPLES[token.lower];
      if (participlePast && token.text === token.lower) {
        let index = token.index - 1;
        while (
          ["all", "also", "already", "just", "never", "ever", "both"].includes(tokens[index]?.lower ?? "") &&
          index > token.index - 3
        ) {
          index -= 1;
        }
        const subject = tokens[index];
        // "Has he ever been…", "Had they known…": "have" before the subject.
        const inverted = ["have", "has", "had", "haven't", "hasn't", "hadn't"].includes(tokens[index - 1]?.lower ?? "");
        if (subject && ["i", "we", "they", "he", "she"].includes(subject.lower) && !inverted) {
          const have = ["he", "she"].includes(subject.lower) ? "has" : "have";
          findings.push(
            makeFinding({
              rule: RULE,
              from: token,
              replacements: [participlePast, `${have} ${token.text}`],
              message: `“${token.text}” is a participle: write “${participlePast}”, or “${have} ${token.text}”.`,
              shortMessage: "Verb form",
              category: "Grammar",
              issueType: "Verb form",
            }),
          );
        }
        continue;
      }
      if (BE_FORMS.has(token.lower)) {
        continue;
      }
      const isModal = MODALS.has(token.lower) || /^(can't|cannot|won't|wouldn't|shouldn't|couldn't|mustn't)$/.test(token.lower);
      const isDo = DO_FORMS.has(token.lower);
      if (!isModal && !isDo) {
        continue;
      }
      let index = token.index + 1;
      while (ADVERBS.has(tokens[index]?.lower ?? "") && index < token.index + 3) {
        index += 1;
      }
      const verb = tokens[index];
      if (!verb || verb.kind !== "word") {
        continue;
      }
      // "do" can be a main verb with an object ("do this"): only the clear auxiliary uses count.
      if (isDo && !(NEGATIONS.has(tokens[token.index + 1]?.lower ?? "") || token.lower.endsWith("n't"))) {
        continue;
      }
      // "the human will to rebel", "with all their might to": "will" and "might" are also nouns, so only a pronoun
      // subject makes them modals; "everything he can to help" leaves out a verb ("can do").
      const before = tokens[token.index - 1]?.lower ?? "";
      const nounModal =
        (token.lower === "will" || token.lower === "might") && !["i", "you", "he", "she", "it", "we", "they"].includes(before);
      const elliptical =
        (token.lower === "can" || token.lower === "could") &&
        ["i", "you", "he", "she", "it", "we", "they"].includes(before) &&
        ["everything", "all", "anything", "whatever", "what", "as"].includes(tokens[token.index - 2]?.lower ?? "");
      if (isModal && verb.lower === "to" && index === token.index + 1 && token.lower !== "ought" && !nounModal && !elliptical) {
        findings.push(finding(token, verb, token.text, `After “${token.text}”, use the verb without “to”.`));
        continue;
      }
      if (isModal && verb.lower === "able" && tokens[index + 1]?.lower === "to") {
        findings.push(
          finding(verb, verb, matchCase("be able", verb.text), `“${token.text} able to” needs “be”: “${token.text} be able to”.`),
        );
        continue;
      }
      // "can not ready" → "can not be ready".
      if (isModal && PREDICATIVE.has(verb.lower) && verb.text === verb.lower && verb.lower !== "able") {
        findings.push(
          finding(verb, verb, `be ${verb.text}`, `After “${token.text}”, an adjective needs “be”: “${token.text} be ${verb.text}”.`),
        );
        continue;
      }
      // "will stimulated" → "stimulate"; "will interested" → "be interested".
      if (
        isModal &&
        /^[a-z]{5,}ed$/.test(verb.text) &&
        !/eed$/.test(verb.lower) &&
        !baseFormOf(verb.lower, true) &&
        verb.lower !== "used" &&
        verb.lower !== "need"
      ) {
        const guess = baseOfUnknownPast(verb.lower);
        const replacements =
          ED_ADJECTIVES.has(verb.lower) || !guess ? [`be ${verb.text}`, ...(guess ? [guess] : [])] : [guess, `be ${verb.text}`];
        findings.push(
          makeFinding({
            rule: RULE,
            from: verb,
            replacements,
            message: `After “${token.text}”, use the base form of the verb, or “be” + participle.`,
            shortMessage: "Verb form",
            category: "Grammar",
            issueType: "Verb form",
          }),
        );
        continue;
      }
      const base = baseFormOf(verb.lower, true);
      // "had" and "used" after a modal are idioms ("could have had", "would used to" is still wrong but rare).
      if (base && verb.lower !== "had" && verb.lower !== "used" && verb.lower !== "read" && verb.lower !== "put") {
        findings.push(finding(verb, verb, matchCase(base, verb.text), `After “${token.text}”, use the base form “${base}”.`));
      }
    }
    return findings;
  },
};
