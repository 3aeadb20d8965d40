import { followPointers, type Synset, type Thesaurus } from "./thesaurus";

/** A suggestion WordNet itself links to the word, with its meaning when known. */
export interface LinkedWord {
  word: string;
  meaning: string | undefined;
}

/** -ly words in glosses that are not manners ("only", "usually", "family"). */
const NOT_MANNER = new Set([
  "only",
  "usually",
  "especially",
  "typically",
  "chiefly",
  "mainly",
  "mostly",
  "early",
  "family",
  "rarely",
  "generally",
  "normally",
  "really",
  "actually",
  "nearly",
  "partly",
  "largely",
  "fully",
  "particularly",
  "formerly",
  "originally",
  "supply",
  "apply",
  "reply",
  "fly",
  "rely",
  "ally",
  "belly",
  "jelly",
  "holy",
  "ugly",
  "lonely",
  "likely",
  "unlikely",
  "daily",
  "weekly",
  "yearly",
  "monthly",
  "frequently",
  "often",
  "repeatedly",
  "primarily",
  "completely",
  "entirely",
  "directly",
  "eventually",
  "finally",
  "initially",
  "previously",
  "subsequently",
  "simultaneously",
  "temporarily",
  "permanently",
  "formally",
  "informally",
  "figuratively",
  "literally",
  "metaphorically",
  "certainly",
  "probably",
  "possibly",
  "merely",
  "simply",
  "solely",
  "exactly",
  "approximately",
  "briefly",
]);

/** Adjectives a noun names an attribute of (WordNet "=": speed → fast, slow; size → large, small). */
export const attributeAdjectives = async (thesaurus: Thesaurus, sense: Synset): Promise<LinkedWord[]> => {
  const related = await followPointers(thesaurus, sense, ["attribute"]);
  return related.flatMap(({ synset }) => synset.words.map((word) => ({ word: word.lemma, meaning: synset.definition })));
};

/**
 * Manner adverbs for a verb, read from the definitions of its troponyms: walk's troponyms include
 * amble "walk leisurely", trudge "walk heavily and firmly", so walk gets leisurely, heavily,
 * firmly. Adverbs named by more troponyms come first.
 */
export const mannerAdverbs = async (thesaurus: Thesaurus, sense: Synset, limit = 40): Promise<LinkedWord[]> => {
  const troponyms = await followPointers(thesaurus, sense, ["hyponym"], { limit });
  const counts = new Map<string, number>();
  for (const { synset } of troponyms) {
    for (const match of synset.definition.toLowerCase().matchAll(/\b[a-z]{3,}ly\b/g)) {
      if (!NOT_MANNER.has(match[0])) {
        counts.set(match[0], (counts.get(match[0]) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => ({ word, meaning: undefined }));
};
