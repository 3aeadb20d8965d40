import { DataSet, englishDataset, englishRecommendedTransformers, pattern, RegExpMatcher, type PhraseContainer } from "obscenity";

export interface PhraseMetadata {
  originalWord: string;
}

/**
 * Innocent words and phrases obscenity flags (the Scunthorpe problem), added as whitelisted terms
 * of the phrase that fires on them. Whitelisted terms are matched on lower-cased text.
 */
const EXTRA_WHITELIST: Readonly<Record<string, readonly string[]>> = {
  cock: [
    "cockpit",
    "cock crow",
    "cock-crow",
    "cock-a-doodle",
    "cock a doodle",
    "cock and bull",
    "cock-and-bull",
    "weathercock",
    "stopcock",
    "ballcock",
  ],
  shit: ["shiitake", "shiite", "shiitake mushroom"],
  penis: ["penistone"],
  pussy: ["pussycat", "pussy cat", "pussy willow", "pussywillow", "pussyfoot", "pussy-foot"],
  sex: [
    "sex education",
    "sex ed",
    "sex discrimination",
    "sex ratio",
    "sex differences",
    "sex chromosome",
    "sex hormone",
    "sex offender",
    "sex and gender",
    "same sex",
    "same-sex",
    "opposite sex",
    "biological sex",
    "sex-based",
    "sex worker",
  ],
  cum: ["cum laude", "magna cum", "summa cum", "cumin", "cummerbund", "cum-ex"],
  tit: ["tit for tat", "tit-for-tat", "blue tit", "great tit", "coal tit", "marsh tit", "willow tit", "long-tailed tit", "crested tit"],
  dick: [
    "moby dick",
    "moby-dick",
    "dick van dyke",
    "philip k. dick",
    "philip k dick",
    "dick cheney",
    "dick tracy",
    "dick whittington",
    "dick turpin",
    "spotted dick",
  ],
  fuck: ["fukushima", "fu manchu"],
  nigger: ["niggard"],
  piss: ["pissarro"],
  twat: ["twatt"],
  retard: ["retardant", "retarder"],
  scat: ["scat sing", "scat-sing"],
  fag: ["fagin"],
  rape: ["rapeseed", "rape seed", "oilseed rape", "rapeseed oil"],
  cunt: ["scunthorpe"],
  ass: ["assassin", "bass", "class", "passage"],
};

/** Compounds obscenity does not know ("|ass" only fires at the start of a word). */
const EXTRA_PHRASES: ReadonlyArray<{ originalWord: string; patterns: ReturnType<typeof pattern>[] }> = [
  { originalWord: "jackass", patterns: [pattern`jackass`] },
  { originalWord: "dumbass", patterns: [pattern`dumbass`, pattern`dumass`] },
  { originalWord: "smartass", patterns: [pattern`smartass`] },
  { originalWord: "badass", patterns: [pattern`|badass`] },
  { originalWord: "wanker", patterns: [pattern`wanker`] },
];

/** englishDataset with our whitelisted terms and compounds. */
const buildOffensiveDataset = (): DataSet<PhraseMetadata> => {
  const originals = new Map<string, PhraseContainer<PhraseMetadata>>();
  const dataset = new DataSet<PhraseMetadata>().addAll(englishDataset).removePhrasesIf((phrase) => {
    const word = phrase.metadata?.originalWord;
    if (word !== undefined && word in EXTRA_WHITELIST) {
      originals.set(word, phrase);
      return true;
    }
    return false;
  });
  for (const [word, original] of originals) {
    dataset.addPhrase((builder) => {
      builder.setMetadata(original.metadata);
      for (const parsed of original.patterns) {
        builder.addPattern(parsed);
      }
      for (const term of [...original.whitelistedTerms, ...(EXTRA_WHITELIST[word] ?? [])]) {
        builder.addWhitelistedTerm(term);
      }
      return builder;
    });
  }
  for (const extra of EXTRA_PHRASES) {
    dataset.addPhrase((builder) => {
      builder.setMetadata({ originalWord: extra.originalWord });
      for (const parsed of extra.patterns) {
        builder.addPattern(parsed);
      }
      return builder;
    });
  }
  return dataset;
};

let cached: { dataset: DataSet<PhraseMetadata>; matcher: RegExpMatcher } | undefined;

/** The shared dataset and matcher, built on first use. */
export const offensiveMatcher = (): { dataset: DataSet<PhraseMetadata>; matcher: RegExpMatcher } => {
  if (!cached) {
    const dataset = buildOffensiveDataset();
    cached = { dataset, matcher: new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers }) };
  }
  return cached;
};

export interface RawOffensiveMatch {
  start: number;
  /** Exclusive (obscenity's endIndex is inclusive). */
  end: number;
  root: string;
}

/** obscenity's matches in a text, with exclusive ends and the phrase's originalWord. */
export const matchObscenity = (text: string): RawOffensiveMatch[] => {
  const { dataset, matcher } = offensiveMatcher();
  return matcher.getAllMatches(text, true).map((payload) => {
    const { phraseMetadata, startIndex, endIndex } = dataset.getPayloadWithPhraseMetadata(payload);
    return {
      start: startIndex,
      end: endIndex + 1,
      root: phraseMetadata?.originalWord ?? text.slice(startIndex, endIndex + 1).toLowerCase(),
    };
  });
};
