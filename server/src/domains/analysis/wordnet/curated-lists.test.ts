import {
  ADJECTIVES_BY_CLASS,
  ADVERBS_BY_CLASS,
  MANNERS,
  NOUN_ADJECTIVES,
  STRONG_VERBS,
  VERB_ADVERBS,
  type WordNetPos,
} from "@wordloom/shared/analysis/refine";
import { describe, expect, it } from "vitest";
import { createWordNetThesaurus } from "./thesaurus";

/** The curated lists in shared/analysis/refine take their meanings from WordNet: every word must be in it, with the right part of speech. */
describe("curated Refine lists against WordNet", () => {
  const thesaurus = createWordNetThesaurus();
  const missing = async (entries: Array<[string, WordNetPos]>): Promise<string[]> => {
    const found = await Promise.all(
      entries.map(async ([word, pos]) => ((await thesaurus.lookup(word, pos)).length > 0 ? undefined : `${pos} ${word}`)),
    );
    return found.filter((item): item is string => item !== undefined);
  };

  it("collocations: nouns with adjectives, verbs with adverbs", async () => {
    const entries: Array<[string, WordNetPos]> = [
      ...Object.entries(NOUN_ADJECTIVES).flatMap(([noun, adjectives]) => [
        [noun, "noun"] as [string, WordNetPos],
        ...adjectives.map((adjective): [string, WordNetPos] => [adjective, "adjective"]),
      ]),
      ...Object.entries(VERB_ADVERBS).flatMap(([verb, adverbs]) => [
        [verb, "verb"] as [string, WordNetPos],
        ...adverbs.map((adverb): [string, WordNetPos] => [adverb, "adverb"]),
      ]),
    ];
    expect(await missing(entries)).toEqual([]);
  });

  it("general decorators name real WordNet classes and words", async () => {
    const classes = [...Object.keys(ADJECTIVES_BY_CLASS), ...Object.keys(ADVERBS_BY_CLASS)];
    expect(classes.every((name) => /^(noun|verb)\.[a-z]+$/.test(name))).toBe(true);
    const entries: Array<[string, WordNetPos]> = [
      ...Object.values(ADJECTIVES_BY_CLASS).flatMap((words) => words.map((word): [string, WordNetPos] => [word, "adjective"])),
      ...Object.values(ADVERBS_BY_CLASS).flatMap((words) => words.map((word): [string, WordNetPos] => [word, "adverb"])),
    ];
    expect(await missing(entries)).toEqual([]);
  });

  it("strong verbs: keys are verb + a known manner, replacements are verbs", async () => {
    const badKeys = Object.keys(STRONG_VERBS).filter((key) => {
      const [verb, manner, extra] = key.split(" ");
      return !verb || !manner || extra !== undefined || !(manner in MANNERS);
    });
    expect(badKeys).toEqual([]);
    const entries = Object.entries(STRONG_VERBS).flatMap(([key, verbs]) => [
      [key.split(" ")[0] ?? "", "verb"] as [string, WordNetPos],
      ...verbs.map((verb): [string, WordNetPos] => [verb, "verb"]),
    ]);
    expect(await missing(entries)).toEqual([]);
  });
});
