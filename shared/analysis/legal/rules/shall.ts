import { matchCase, matchesOf, type LegalRule, type RuleMatch } from "../rule";

/**
 * "shall" should impose a duty on a party ("The Tenant shall pay the rent"). Plain legal English flags it where it
 * does not: deeming ("shall be deemed"), rights ("shall be entitled to"), definitions ("“Premises” shall mean") and
 * statements about the document or events, whose subject is a thing that cannot owe a duty ("This Agreement shall
 * commence on 1 May" → "begins"). Passive obligations ("Notice shall be given in writing") are left alone: they
 * are duties, and "is given" would change the meaning.
 */

/** Things that cannot owe a duty: when one of them "shall" do something, it is a statement, not an obligation. */
const THINGS = new Set([
  "agreement",
  "agreements",
  "contract",
  "contracts",
  "lease",
  "leases",
  "term",
  "terms",
  "deed",
  "deeds",
  "policy",
  "policies",
  "clause",
  "clauses",
  "section",
  "sections",
  "provision",
  "provisions",
  "schedule",
  "schedules",
  "licence",
  "license",
  "licenses",
  "warranty",
  "warranties",
  "amendment",
  "amendments",
  "appendix",
  "annex",
  "exhibit",
  "addendum",
  "document",
  "documents",
  "tenancy",
  "guarantee",
  "indemnity",
  "covenant",
  "covenants",
  "restriction",
  "restrictions",
  "arrangement",
  "arrangements",
  "plan",
  "period",
  "date",
  "law",
  "laws",
  "article",
  "articles",
  "paragraph",
  "paragraphs",
  "obligation",
  "obligations",
  "definition",
  "definitions",
  "rights",
  "right",
  "it",
  "this",
]);

/** Words ending in "s" that are singular. */
const SINGULAR_S = new Set([
  "this",
  "its",
  "business",
  "address",
  "access",
  "process",
  "status",
  "series",
  "basis",
  "analysis",
  "gas",
  "bus",
]);

type GrammaticalNumber = "singular" | "plural" | null;

const numberOf = (word: string): GrammaticalNumber => {
  const lower = word.toLowerCase();
  if (!lower) {
    return null;
  }
  if (["it", "this", "that", "he", "she"].includes(lower)) {
    return "singular";
  }
  if (["they", "these", "those", "we", "you"].includes(lower)) {
    return "plural";
  }
  if (["which", "who", "whom", "and", "or", "also", "not"].includes(lower)) {
    return null;
  }
  if (lower.endsWith("s") && !SINGULAR_S.has(lower) && !/(?:ss|us|is)$/.test(lower)) {
    return "plural";
  }
  return "singular";
};

/** The subject word before "shall" (skipping a parenthetical and closing quotes), and whether it is a quoted term. */
const subjectBefore = (sentence: string, index: number): { word: string; quoted: boolean } => {
  const before = sentence
    .slice(0, index)
    .trimEnd()
    .replace(/\s*\([^()]*\)$/, "")
    // "Clause 9", "Section 4.2(a)": the subject is the noun before the number.
    .replace(/(?<=\p{L})\s+(?:\d+(?:\.\d+)*(?:\([a-z0-9]+\))*|\([a-z0-9]+\))$/iu, "");
  const quoted = /["”’']$/.test(before);
  const word = before.replace(/["”’']+$/, "").match(/([\p{L}\p{N}]+)$/u)?.[1] ?? "";
  return { word, quoted };
};

/** Third person singular present of a base verb. */
const thirdPerson = (verb: string): string => {
  if (verb === "be") {
    return "is";
  }
  if (verb === "have") {
    return "has";
  }
  if (/[^aeiou]y$/.test(verb)) {
    return `${verb.slice(0, -1)}ies`;
  }
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) {
    return `${verb}es`;
  }
  return `${verb}s`;
};

/** Present tense of `verb` for a subject of `number`, with an optional "not" and adverb, e.g. "does not apply". */
const present = (verb: string, number: "singular" | "plural", negated: boolean, adverb: string): string => {
  const pieces: string[] = [];
  if (verb === "be") {
    pieces.push(number === "singular" ? "is" : "are");
    if (negated) {
      pieces.push("not");
    }
    if (adverb) {
      pieces.push(adverb);
    }
  } else if (negated) {
    pieces.push(number === "singular" ? "does not" : "do not");
    if (adverb) {
      pieces.push(adverb);
    }
    pieces.push(verb);
  } else {
    if (adverb) {
      pieces.push(adverb);
    }
    pieces.push(number === "singular" ? thirdPerson(verb) : verb);
  }
  return pieces.join(" ");
};

/** Verbs that describe what a document does or when something happens, with the plain verb to use instead. */
const EVENT_VERBS: Record<string, string> = {
  commence: "begin",
  begin: "begin",
  start: "start",
  terminate: "end",
  end: "end",
  expire: "expire",
  continue: "continue",
  remain: "remain",
  apply: "apply",
  survive: "survive",
  prevail: "prevail",
  govern: "govern",
  supersede: "supersede",
  constitute: "constitute",
  include: "include",
  bind: "bind",
  become: "become",
  run: "run",
  renew: "renew",
  have: "have",
  be: "be",
};

/** What may follow "shall be" in a statement rather than a passive duty ("shall be governed by", "shall be void"). */
const STATE_AFTER_BE =
  /^(?:governed|construed|interpreted|binding|effective|valid|void|voidable|null|enforceable|unenforceable|subject|in\s+(?:force|effect|addition)|final|conclusive)\b/i;

/** Words after "entitled to" that start a noun phrase, so "may" would not fit ("entitled to compensation"). */
const NOUN_START =
  /^(?:a|an|the|any|all|such|its|their|his|her|reasonable|full|damages|costs|interest|relief|notice|possession|access|\p{L}+(?:tion|sion|ment|ance|ence|ity|ness|age|ure))\b/iu;

const DEFINED_TERM_MESSAGE = "A definition states a meaning, not a duty: use the present tense (“means”, “includes”).";
const EVENT_MESSAGE =
  "“shall” should impose a duty on a party. Here it describes what the document does or when something happens: use the present tense.";

export const shall: LegalRule = {
  id: "shall",
  errorType: "Misused “shall”",
  message: EVENT_MESSAGE,
  find: (sentence) => {
    const found: RuleMatch[] = [];
    const add = (match: RuleMatch): void => {
      if (!found.some((other) => match.start < other.end && other.start < match.end)) {
        found.push(match);
      }
    };

    for (const match of matchesOf(/\bshall\s+be\s+deemed\b/gi, sentence)) {
      const number = numberOf(subjectBefore(sentence, match.index).word);
      add({
        start: match.index,
        end: match.index + match[0].length,
        correctedText: number ? matchCase(match[0], number === "singular" ? "is deemed" : "are deemed") : null,
        message: "Deeming states a legal fact, not a duty: use “is deemed” (or “is treated as”).",
      });
    }

    for (const match of matchesOf(/\bshall\s+(?:be\s+entitled\s+to|have\s+the\s+right\s+to)\b/gi, sentence)) {
      const end = match.index + match[0].length;
      const next = sentence.slice(end).trimStart();
      const number = numberOf(subjectBefore(sentence, match.index).word);
      const entitled = number ? (number === "singular" ? "is entitled to" : "are entitled to") : null;
      add({
        start: match.index,
        end,
        correctedText: NOUN_START.test(next) ? entitled && matchCase(match[0], entitled) : matchCase(match[0], "may"),
        message: "This grants a right, not a duty: use “may” (or “is entitled to” before a noun).",
      });
    }

    for (const match of matchesOf(/\bshall\s+not\s+be\s+(?:required|obliged|obligated)\s+to\b/gi, sentence)) {
      add({
        start: match.index,
        end: match.index + match[0].length,
        correctedText: matchCase(match[0], "need not"),
        message: "No duty is imposed here: use “need not”.",
      });
    }

    for (const match of matchesOf(/\bshall\s+(mean|include)\b/gi, sentence)) {
      const verb = (match[1] ?? "").toLowerCase();
      const { quoted } = subjectBefore(sentence, match.index);
      if (verb === "mean" || quoted) {
        add({
          start: match.index,
          end: match.index + match[0].length,
          correctedText: matchCase(match[0], verb === "mean" ? "means" : "includes"),
          message: DEFINED_TERM_MESSAGE,
        });
      }
    }

    const events = new RegExp(
      String.raw`\bshall\s+(not\s+)?(?:(\p{L}+ly)\s+)?(${Object.keys(EVENT_VERBS).join("|")}|take\s+effect|come\s+into\s+(?:force|effect))\b`,
      "giu",
    );
    for (const match of matchesOf(events, sentence)) {
      const subject = subjectBefore(sentence, match.index).word;
      const number = numberOf(subject);
      if (!THINGS.has(subject.toLowerCase()) || !number) {
        continue;
      }
      const negated = Boolean(match[1]);
      const adverb = match[2] ?? "";
      const phrase = (match[3] ?? "").toLowerCase().replace(/\s+/g, " ");
      const end = match.index + match[0].length;
      if (phrase === "be" && !STATE_AFTER_BE.test(sentence.slice(end).trimStart())) {
        continue;
      }
      const [verb = phrase, ...rest] = phrase.split(" ");
      const plain = EVENT_VERBS[verb] ?? verb;
      const corrected = [present(plain, number, negated, adverb), ...rest].join(" ");
      add({ start: match.index, end, correctedText: matchCase(match[0], corrected) });
    }

    return found.sort((a, b) => a.start - b.start);
  },
};
