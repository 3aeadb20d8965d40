import { englishDataset } from "obscenity";
import { describe, expect, it } from "vitest";
import { findOffensiveWords } from "./check";
import { REPLACEMENTS, replacementsFor, rootOf } from "./replacements";

describe("replacement map", () => {
  it("covers every root of obscenity's English dataset and about 70 more", () => {
    const roots = new Set<string>();
    englishDataset.removePhrasesIf((phrase) => {
      if (phrase.metadata?.originalWord) {
        roots.add(phrase.metadata.originalWord);
      }
      return false;
    });
    for (const root of roots) {
      expect(REPLACEMENTS[root], root).toBeDefined();
    }
    expect(Object.keys(REPLACEMENTS).length).toBeGreaterThanOrEqual(70);
  });

  it("never suggests a word that is flagged itself", () => {
    for (const [root, replacements] of Object.entries(REPLACEMENTS)) {
      for (const replacement of replacements) {
        expect(findOffensiveWords(replacement), `${root} → ${replacement}`).toEqual([]);
      }
    }
  });

  it("picks the longest root a word contains, else the detector's", () => {
    expect(rootOf("bullshit", "shit")).toBe("bullshit");
    expect(rootOf("asshole", "ass")).toBe("asshole");
    expect(rootOf("ashole", "ass")).toBe("asshole");
    expect(rootOf("ck", "fuck")).toBe("fuck");
    expect(replacementsFor("asshole", "Asshole")).toEqual(["Jerk", "Fool"]);
    expect(replacementsFor("unknown", "x")).toEqual([]);
  });
});
