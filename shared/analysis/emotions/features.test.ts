import { describe, expect, it } from "vitest";
import { extractFeatures, featureValue, PLAIN_FEATURES, tokenizeForEmotions } from "./features";

const ALL = { bigrams: true, negation: true, cues: true };

describe("tokenizeForEmotions", () => {
  it("lower-cases, straightens apostrophes, shortens elongations and maps placeholders and numbers", () => {
    expect(tokenizeForEmotions("[NAME] SOOOO didn’t win 42 games!!!")).toEqual(["<name>", "soo", "didn't", "win", "<num>", "games", "!"]);
  });

  it("keeps emoji and question marks as tokens", () => {
    expect(tokenizeForEmotions("Really?? 😂")).toEqual(["really", "?", "😂"]);
  });
});

describe("extractFeatures", () => {
  it("gives unigrams and bigrams with sentence ends for the plain settings", () => {
    expect(extractFeatures("I love it", PLAIN_FEATURES)).toEqual([
      "w:i",
      "w:love",
      "w:it",
      "b:<s>_i",
      "b:i_love",
      "b:love_it",
      "b:it_</s>",
    ]);
  });

  it("marks words after a negation up to the next clause punctuation", () => {
    const features = extractFeatures("I'm not happy, honestly", ALL);
    expect(features).toContain("n:happy");
    expect(features).not.toContain("n:honestly");
    expect(features).not.toContain("n:not");
  });

  it("adds cue features for shouting, elongation, exclamations, questions and emoji", () => {
    const features = extractFeatures("WHAT is this sooo weird?! 😡", ALL);
    expect(features).toEqual(expect.arrayContaining(["c:caps", "c:elongated", "c:quest", "c:emoji"]));
    expect(extractFeatures("Great!", ALL)).toContain("c:excl");
  });

  it("lists each feature once", () => {
    const features = extractFeatures("no no no", ALL);
    expect(new Set(features).size).toBe(features.length);
  });

  it("gives feature vectors unit length", () => {
    expect(featureValue(4)).toBe(0.5);
    expect(featureValue(0)).toBe(0);
  });
});
