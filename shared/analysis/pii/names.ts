import nlp from "compromise";
import type { PiiSpan } from "./types";
import { matchAll } from "./text-utils";

/**
 * Person, place and organisation names. compromise's people(), places() and organizations() give
 * the first guess; our own rules then add the names it misses, which are mostly names it has never
 * seen (Hungarian, Finnish, Czech… "Krisztián Szöllösy", "Šárka Ottová"):
 *
 * 1. a title before a capitalised sequence ("Dr. Cettina Fanucci");
 * 2. two or more capitalised words none of which is a known English word, place or organisation,
 *    and not next to a number (addresses) or before a company/place word ("… Corporation");
 * 3. one capitalised unknown word after a name cue ("my name is", "I'm", "Dear", "called"), as a
 *    dialogue speaker at the start of a line ("Nicole: …"), before a possessive "'s", as the subject
 *    of a speech or life verb ("Mehrudin shouted", "Shovda is very …"), or addressed at the start
 *    of a sentence ("Warrane, can I …");
 * 4. lists: when one member of "A, B and C" is a person, so are the other capitalised members;
 * 5. repeats: a word that is part of a person's name elsewhere in the text is that person again.
 *
 * Firm names in the "Davis, Reynolds and Williamson" or "Mayo-Walters" style become organisations
 * when a company word follows or "at/for/from" precedes them.
 */

/**
 * compromise's pipeline without its post-tagger and chunker (nlp() runs both): tokenising,
 * contractions, lexicon and the pre-tagger give people(), places() and organizations() their names
 * from the lexicon and the capitalisation guesses. The post-tagger's few hundred match patterns were
 * two thirds of the PII check's time; without them, on Presidio dev, person recall moves from 0.907
 * to 0.900 at the same precision, and places and organisations (low sensitivity, never shown) get
 * more precise.
 */
const PRE_TAGGING = ["index", "id", "freeze", "typeahead", "lexicon", "preTagger", "contractionTwo"];
const tagForNames = (text: string) => {
  // tokenize() has already run alias, normal, machine and contractions.
  const doc = nlp.tokenize(text);
  doc.compute(PRE_TAGGING);
  return doc;
};

interface Lexicon {
  one: { lexicon: Record<string, string | string[]> };
}
const LEXICON = (nlp.model() as Lexicon).one.lexicon;
const NAME_TAGS = new Set(["FirstName", "MaleName", "FemaleName", "LastName", "Person"]);
const PLACE_ORG_TAGS = new Set([
  "Place",
  "City",
  "Country",
  "Region",
  "Organization",
  "SportsTeam",
  "Demonym",
  "Currency",
  "Month",
  "WeekDay",
]);

/** Words that are never names on their own here: function words, form labels and sentence openers compromise's lexicon lacks. */
const NOT_NAMES = new Set(
  (
    "a an the this that these those it its i me my we us our you your he him his she her they them their who whom whose what which when where why how " +
    "is am are was were be been being do does did have has had will would shall should can could may might must " +
    "and or but nor so yet for of to in on at by with from into onto over under about after before between through during without within " +
    "yes no not ok okay hi hello hey dear thanks thank please sorry welcome cheers regards sincerely best " +
    "name names phone mobile desk fax email e-mail mail address website web date time when where subject re fwd cc bcc note notes user bot agent " +
    "customer client question answer title company zip postcode city country state tel dob ssn id ref total price status summary location office " +
    "home work personal info information details contact contacts account number card bank iban code id password username login " +
    "mr mrs ms miss mx dr prof sir madam dame lady lord rev fr capt col gen sgt judge justice aunt uncle " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december " +
    "god lord christmas easter bible internet tv radio covid"
  ).split(" "),
);

/** Words after a capitalised sequence that make it a company or a place, not a person. */
const ORG_PLACE_HEADS = new Set(
  (
    "inc inc. ltd ltd. llc llp plc corp corp. corporation company co co. group holdings bank university college school academy institute hospital clinic " +
    "orchestra band club society association foundation trust partners capital solutions technologies technology systems insurance global media labs " +
    "studio studios records press hotel church cathedral museum gallery theatre theater agency services consulting industries enterprises ventures " +
    "street st avenue ave road rd lane drive boulevard court place square terrace way park lake river mountain mount beach bay city county island islands " +
    "airport station harbour harbor valley hills springs falls county province district region republic kingdom state states"
  ).split(" "),
);

/** USPS street designators: a capitalised sequence ending in one is a street ("Philip Bypass"), unless the word is a known surname. */
const STREET_DESIGNATORS = new Set(
  (
    "alley avenue bend bluff bluffs bridge brook brooks burg bypass camp canyon cape causeway center centre circle cliff cliffs common corner corners course " +
    "court courts cove coves creek crescent crest crossing crossroad curve dale dam divide drive drives estate estates expressway extension extensions " +
    "ferry field fields flat flats ford forest forge forges fork forks fort freeway garden gardens gateway glen glens green greens grove groves harbor " +
    "haven heights highway hill hills hollow inlet isle junction knoll knolls lake lakes landing lane loop mall manor manors meadow meadows mews mill mills " +
    "motorway mount mountain neck orchard oval overpass park parks parkway pass passage path pike pines place plain plains plaza point points port " +
    "prairie radial ramp ranch rapids ridge river road roads route row run shoal shore shores skyway spring springs spur square squares station " +
    "stravenue stream street streets summit terrace throughway trace track trafficway trail tunnel turnpike underpass union unions valley via viaduct " +
    "view views village ville vista walk way ways wells"
  ).split(" "),
);
/** First words of place names ("Port Paien", "Mount Hagen", "San Remo"). */
const PLACE_PREFIXES = new Set(
  "port mount mt fort lake cape saint st san santa santo são sankt bad puerto porto villa isla ile île new north south east west upper lower".split(
    " ",
  ),
);

const TITLE =
  /(?:^|[^\p{L}])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Dame|Lady|Lord|Madam|Rev|Fr|Capt|Captain|Col|Gen|Sgt|Judge|Justice)\.?\s+$/u;
const NAME_CUE =
  /(?:\bname(?:'s| is|:| was|\?)|\bi'm|\bi am|\bthis is|\bcalled|\bnamed|\bcall me|\bdear|\bhi|\bhello|\bhey|\bthanks,|\bthank you,|\bregards,|\bsigned|\bsincerely,|\buser:|\bspeak to|\bspeak with|\bassistant to|\bmarried to|\bson of|\bdaughter of|\bwife of|\bhusband of|\bsays|\bsaid|\basked|\baccording to|\bdirected by|\bwritten by|\bstarring|\bfeaturing)[\s,:]*$/iu;
const PERSON_VERBS =
  /^\s+(?:said|says|told|tells|asked|asks|shouted|shouts|replied|replies|wrote|writes|explained|explains|added|adds|lives|lived|works|worked|spent|married|smiled|laughed|cried|thinks|thought|believes|wants|wanted|loves|loved|died|was born|is (?:very|so|my|our)\b|was (?:my|our)\b|will be (?:talking|speaking|presenting)|had given|has given|gave|sings|sang|joined|began|started|became|published|(?:is|was|comes|came) from)\b/iu;

/** Nouns for people before a colon that introduces a list of names ("our 3 founders: …"). */
const LIST_CUE =
  /\b(?:founders|co-founders|partners|members|authors|children|kids|friends|brothers|sisters|siblings|sons|daughters|colleagues|guests|speakers|participants|attendees|winners|players|had \d+)\s*:\s*$/i;

/** Title-case word: a capital, then letters with at least one lower-case letter; "O'Brien" and "Zeta-Jones" included. */
const NAME_WORD = "\\p{Lu}(?:['’]\\p{Lu})?[\\p{L}\\p{M}]*\\p{Ll}[\\p{L}\\p{M}]*(?:-\\p{Lu}[\\p{L}\\p{M}]*\\p{Ll}[\\p{L}\\p{M}]*)?";
const PARTICLE = "(?:van|von|de|da|di|du|del|della|der|den|ten|ter|la|le|bin|ibn|al|el|dos|das|af|zu)";
const INITIAL = "\\p{Lu}\\.?";
const CHUNK = new RegExp(
  `(?<![\\p{L}\\p{N}'’.-])${NAME_WORD}(?:[ ](?:(?:${PARTICLE}|${INITIAL})[ ])*${NAME_WORD})*(?![\\p{L}\\p{N}]|-\\p{L})`,
  "gu",
);
const WORD_IN_CHUNK = new RegExp(`${NAME_WORD}|(?<=[ ])(?:${PARTICLE}|${INITIAL})(?=[ ])`, "gu");

const NAME_WORD_ONLY = new RegExp(`^${NAME_WORD}$`, "u");
const NAME_WORDS = new RegExp(NAME_WORD, "gu");
const NAME_LIST = new RegExp(`${NAME_WORD}(?:, ${NAME_WORD})*,? (?:and|or|&) ${NAME_WORD}`, "gu");
const STANDALONE_NAME_WORD = new RegExp(`(?<![\\p{L}\\p{N}'’-])${NAME_WORD}(?![\\p{L}\\p{N}]|-\\p{L})`, "gu");

interface Token {
  start: number;
  end: number;
  word: string;
}

const lexiconTags = (word: string): string[] => {
  const entry = LEXICON[word.toLowerCase()];
  return entry === undefined ? [] : Array.isArray(entry) ? entry : [entry];
};
const isKnownName = (word: string): boolean => lexiconTags(word).some((tag) => NAME_TAGS.has(tag));
const isPlaceOrOrg = (word: string): boolean => lexiconTags(word).some((tag) => PLACE_ORG_TAGS.has(tag));
/** A word that compromise knows as something other than a name, or one of ours. */
const isCommonWord = (word: string): boolean => {
  const lower = word.toLowerCase();
  if (NOT_NAMES.has(lower) || ORG_PLACE_HEADS.has(lower)) {
    return true;
  }
  const tags = lexiconTags(word);
  return tags.length > 0 && !tags.some((tag) => NAME_TAGS.has(tag));
};
/** Whether a word could be (part of) a person's name. */
const nameLike = (word: string): boolean => word.split("-").every((part) => !isCommonWord(part) && !isPlaceOrOrg(part));

interface Chunk {
  start: number;
  end: number;
  tokens: Token[];
}

/** Capitalised sequences, trimmed of leading and trailing words that cannot be names, split at inner ones. */
const findChunks = (text: string): Chunk[] => {
  const chunks: Chunk[] = [];
  for (const { start, match } of matchAll(text, CHUNK)) {
    const tokens = matchAll(match[0], WORD_IN_CHUNK).map((found) => ({
      start: start + found.start,
      end: start + found.end,
      word: found.match[0],
    }));
    let current: Token[] = [];
    const flush = () => {
      while (current.length > 0 && !isNameToken(current[current.length - 1])) {
        current.pop();
      }
      const first = current[0];
      const last = current[current.length - 1];
      if (first && last) {
        chunks.push({ start: first.start, end: last.end, tokens: current });
      }
      current = [];
    };
    for (const token of tokens) {
      const isWord = NAME_WORD_ONLY.test(token.word);
      if (isWord && !nameLike(token.word)) {
        flush();
      } else if (isWord || current.length > 0) {
        current.push(token);
      }
    }
    flush();
  }
  return chunks;
};
function isNameToken(token: Token | undefined): boolean {
  return token !== undefined && NAME_WORD_ONLY.test(token.word);
}

/** "Philip Bypass", "Port Paien": a street designator last (not a known surname) or a place prefix first. */
const looksLikePlace = (words: readonly string[]): boolean => {
  const first = words[0]?.toLowerCase() ?? "";
  const last = words[words.length - 1] ?? "";
  return PLACE_PREFIXES.has(first) || (STREET_DESIGNATORS.has(last.toLowerCase()) && !isKnownName(last));
};

const wordAfter = (text: string, end: number): string => /^[ ]+(\p{L}+)/u.exec(text.slice(end, end + 30))?.[1]?.toLowerCase() ?? "";
const nextToNumber = (text: string, start: number, end: number): boolean =>
  /\d[ ,]*$/.test(text.slice(Math.max(0, start - 3), start)) || /^[ ,]*\d/.test(text.slice(end, end + 3));
const lineStart = (text: string, start: number): boolean => /(?:^|\n)[ \t>*-]*$/.test(text.slice(Math.max(0, start - 10), start));
const sentenceStart = (text: string, start: number): boolean =>
  /(?:^|[.!?]["”’)]?\s+|\n[ \t>*-]*)$/.test(text.slice(Math.max(0, start - 6), start));

/** Offsets of compromise's people, places and organisations (term offsets, so punctuation is excluded). */
interface NlpTerm {
  text: string;
  tags?: string[];
  offset: { start: number; length: number };
}
interface NlpMatch {
  terms: NlpTerm[];
}
const spansOf = (matches: NlpMatch[]): Array<{ start: number; end: number; terms: NlpTerm[] }> =>
  matches.flatMap(({ terms }) => {
    const first = terms[0];
    const last = terms[terms.length - 1];
    return first && last ? [{ start: first.offset.start, end: last.offset.start + last.offset.length, terms }] : [];
  });

export interface NameSpans {
  people: PiiSpan[];
  places: PiiSpan[];
  organizations: PiiSpan[];
}

const overlapsAny = (spans: ReadonlyArray<{ start: number; end: number }>, start: number, end: number): boolean =>
  spans.some((span) => span.start < end && start < span.end);

/** Firm names: "Davis, Reynolds and Williamson" before a company word or after "at/for/from"; "Mayo-Walters" on its own. */
const FIRM = new RegExp(`(?<![\\p{L}])${NAME_WORD}(?:, ${NAME_WORD})+,? (?:and|&) ${NAME_WORD}`, "gu");
const HYPHEN_FIRM = /(?<![\p{L}\p{N}-])\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+(?![\p{L}-])/gu;
const findFirms = (text: string): Array<{ start: number; end: number }> => {
  const firms: Array<{ start: number; end: number }> = [];
  for (const { start, end } of matchAll(text, FIRM)) {
    const precededBy = /\b(?:at|for|from|of|join|joined|with|by)\s+$/i.test(text.slice(Math.max(0, start - 8), start));
    if (ORG_PLACE_HEADS.has(wordAfter(text, end)) || precededBy) {
      firms.push({ start, end });
    }
  }
  for (const { start, end, match } of matchAll(text, HYPHEN_FIRM)) {
    const parts = match[0].split("-");
    // A double surname after a first name ("Catherine Zeta-Jones") is a person; on its own, a firm.
    if (parts.every((part) => !isCommonWord(part)) && !/\p{Lu}\p{Ll}+ $/u.test(text.slice(Math.max(0, start - 20), start))) {
      firms.push({ start, end });
    }
  }
  return firms;
};

/**
 * How names are found:
 * - "tagged": compromise's tagger gives people, places and organisations, our rules add to them;
 * - "lexicon": people by our rules and compromise's lexicon of names, without the tagger (no
 *   places; organisations only from our firm rules). The compliance pane's check uses it: places
 *   and organisations are low sensitivity, which the pane drops, and the tagger is three quarters
 *   of the PII check's time. On Presidio dev, person recall is 0.889 this way against 0.900 tagged,
 *   precision 0.910 against 0.914 (scripts/eval/pii-eval.ts).
 */
export type NameDetection = "tagged" | "lexicon";

type TaggedNames = Record<"people" | "places" | "organizations", ReturnType<typeof spansOf>>;
const NO_MATCHES: TaggedNames = { people: [], places: [], organizations: [] };

/** compromise's people, places and organisations in a text (none without its tagger). */
const taggedNames = (text: string, detection: NameDetection): TaggedNames => {
  if (detection === "lexicon") {
    return NO_MATCHES;
  }
  const doc = tagForNames(text);
  return {
    people: spansOf(doc.people().json({ offset: true }) as NlpMatch[]),
    places: spansOf(doc.places().json({ offset: true }) as NlpMatch[]),
    organizations: spansOf(doc.organizations().json({ offset: true }) as NlpMatch[]),
  };
};

/** Person, place and organisation names in one text (a paragraph); see NameDetection for what "lexicon" leaves out. */
export const detectNames = (text: string, detection: NameDetection = "tagged"): NameSpans => {
  const { people: nlpPeople, places: nlpPlaces, organizations: nlpOrgs } = taggedNames(text, detection);
  const firms = findFirms(text);
  const organizations = [...nlpOrgs.map(({ start, end }) => ({ start, end })), ...firms];
  const people: Array<{ start: number; end: number }> = [];
  const addPerson = (start: number, end: number) => {
    if (!overlapsAny(people, start, end) && !overlapsAny(organizations, start, end)) {
      people.push({ start, end });
    }
  };

  // compromise's people: drop honorifics and possessives, keep only capitalised words, whole hyphenated words.
  for (const span of nlpPeople) {
    const terms = span.terms.filter(
      (term) => !(term.tags ?? []).includes("Honorific") && !NOT_NAMES.has(term.text.toLowerCase().replace(/\.$/, "")),
    );
    const first = terms[0];
    const last = terms[terms.length - 1];
    if (!first || !last) {
      continue;
    }
    const start = first.offset.start;
    let end = last.offset.start + last.offset.length;
    end -= /['’]s$/.exec(text.slice(start, end))?.[0].length ?? 0;
    const value = text.slice(start, end);
    // Only capitalised words ("Sir bot" is not a name), not ALL-CAPS words (towns in addresses), whole hyphenated words, not next to a number.
    if (
      !terms.every((term) => /^\p{Lu}/u.test(term.text) && /\p{Ll}|^\p{Lu}\.?$/u.test(term.text)) ||
      /[-\p{L}]/u.test(text[start - 1] ?? "") ||
      /^-\p{L}/u.test(text.slice(end, end + 2))
    ) {
      continue;
    }
    const following = wordAfter(text, end);
    if (
      nextToNumber(text, start, end) ||
      looksLikePlace(terms.map((term) => term.text)) ||
      ORG_PLACE_HEADS.has(following) ||
      (STREET_DESIGNATORS.has(following) && /^ \p{Lu}/u.test(text.slice(end, end + 2)))
    ) {
      continue;
    }
    if (value.length > 1 && !terms.every((term) => isPlaceOrOrg(term.text))) {
      addPerson(start, end);
    }
  }

  const chunks = findChunks(text);
  const nameTokens = (chunk: Chunk) => chunk.tokens.filter((token) => NAME_WORD_ONLY.test(token.word));
  for (const chunk of chunks) {
    const words = nameTokens(chunk);
    const blocked =
      ORG_PLACE_HEADS.has(wordAfter(text, chunk.end)) ||
      (STREET_DESIGNATORS.has(wordAfter(text, chunk.end)) && /^ \p{Lu}/u.test(text.slice(chunk.end, chunk.end + 2))) ||
      nextToNumber(text, chunk.start, chunk.end) ||
      overlapsAny(nlpPlaces, chunk.start, chunk.end) ||
      (words.length >= 2 && looksLikePlace(words.map((token) => token.word)));
    const beforeChunk = text.slice(Math.max(0, chunk.start - 40), chunk.start);
    if (TITLE.test(beforeChunk)) {
      addPerson(chunk.start, chunk.end);
    } else if (blocked) {
      continue;
    } else if (words.length >= 2 || (words.length === 1 && chunk.tokens.length >= 2)) {
      addPerson(chunk.start, chunk.end);
    } else if (words.length === 1) {
      const afterChunk = text.slice(chunk.end, chunk.end + 40);
      const cue = NAME_CUE.test(beforeChunk);
      const speaker = lineStart(text, chunk.start) && /^:\s*\S/.test(afterChunk);
      const possessive = /^['’]s\s+\p{Ll}/u.test(afterChunk);
      const subject = sentenceStart(text, chunk.start) && PERSON_VERBS.test(afterChunk);
      const vocative =
        sentenceStart(text, chunk.start) &&
        /^,\s+(?:can|could|would|will|please|i|you|we|do|did|are|is|have|what|where|when|why|how)\b/i.test(afterChunk);
      const firstName = isKnownName(chunk.tokens[0]?.word ?? "") && !sentenceStart(text, chunk.start);
      if (cue || speaker || possessive || subject || vocative || firstName) {
        addPerson(chunk.start, chunk.end);
      }
    }
  }

  // Lists: "Eklund, Michael and Hodge" — one person makes the others persons too.
  for (const { start, end, match } of matchAll(text, NAME_LIST)) {
    if (overlapsAny(organizations, start, end)) {
      continue;
    }
    const members = matchAll(match[0], NAME_WORDS).map((found) => ({
      start: start + found.start,
      end: start + found.end,
      word: found.match[0],
    }));
    // "founders: Monjeau, Graves and Reed": after a word for people and a colon, common-looking surnames count too.
    const cued = LIST_CUE.test(text.slice(Math.max(0, start - 40), start));
    const subjects =
      sentenceStart(text, start) && /^\s+(?:were|are|have|had|went|met|founded|wrote|sang)\b/i.test(text.slice(end, end + 12));
    if (
      cued ||
      members.some((member) => overlapsAny(people, member.start, member.end) || isKnownName(member.word)) ||
      (subjects && members.every((member) => nameLike(member.word)))
    ) {
      for (const member of members) {
        if (nameLike(member.word) || isKnownName(member.word) || (cued && !NOT_NAMES.has(member.word.toLowerCase()))) {
          addPerson(member.start, member.end);
        }
      }
    }
  }

  // Places and organisations are proper names: every word capitalised ("visa", "the Spanish government" and "Russian place downtown" are not).
  const properName = ({ start, end }: { start: number; end: number }) => {
    const value = text.slice(start, end);
    return (
      value.length > 2 &&
      value.split(/\s+/).every((word) => /^[\p{Lu}\d&]/u.test(word) || /^(?:of|and|the|de|la|du|del|von|van|upon|on|y|e)$/.test(word))
    );
  };
  const dedupe = (spans: Array<{ start: number; end: number }>) =>
    spans.filter((span, index) => spans.findIndex((other) => other.start === span.start && other.end === span.end) === index);
  return {
    people: addMentions(text, people).map(({ start, end }) => ({ entityType: "person" as const, start, end })),
    places: dedupe(nlpPlaces.filter((place) => properName(place) && !overlapsAny(people, place.start, place.end))).map(
      ({ start, end }) => ({ entityType: "location" as const, start, end }),
    ),
    organizations: dedupe(organizations.filter((org) => properName(org) && !overlapsAny(people, org.start, org.end))).map(
      ({ start, end }) => ({ entityType: "organization" as const, start, end }),
    ),
  };
};

/** The name words of person spans ("Bonifacy Kaczmarek" → Bonifacy, Kaczmarek) that can be looked for elsewhere. */
export const personNameWords = (text: string, people: ReadonlyArray<{ start: number; end: number }>): Set<string> => {
  const words = new Set<string>();
  for (const { start, end } of people) {
    for (const { match } of matchAll(text.slice(start, end), NAME_WORDS)) {
      if (nameLike(match[0]) && match[0].length > 2) {
        words.add(match[0]);
      }
    }
  }
  return words;
};

/** Later or earlier mentions of a known person's name word ("… by Bonifacy Kaczmarek … Kaczmarek was …"). */
export const addMentions = (
  text: string,
  people: ReadonlyArray<{ start: number; end: number }>,
  known: ReadonlySet<string> = personNameWords(text, people),
): Array<{ start: number; end: number }> => {
  const all = [...people];
  if (known.size === 0) {
    return all;
  }
  for (const { start, end, match } of matchAll(text, STANDALONE_NAME_WORD)) {
    if (known.has(match[0]) && !overlapsAny(all, start, end)) {
      all.push({ start, end });
    }
  }
  return all.sort((a, b) => a.start - b.start);
};

const CAPITALISED_WORD = /\p{Lu}[\p{L}\p{M}'’-]*/gu;

/**
 * Whether a text can hold a name at all: a capitalised word other than "I" that is not simply the
 * common first word of a sentence. Lets plain prose skip compromise, which is most of the cost.
 */
export const mayContainNames = (text: string): boolean => {
  for (const { start, match } of matchAll(text, CAPITALISED_WORD)) {
    const word = match[0].replace(/['’]s$/, "");
    if (word === "I" || word.startsWith("I'") || word.startsWith("I’")) {
      continue;
    }
    if (!sentenceStart(text, start) || !isCommonWord(word)) {
      return true;
    }
  }
  return false;
};
