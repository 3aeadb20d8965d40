import vader from "vader-sentiment";
import { describe, expect, it } from "vitest";
import { lexiconValence, vaderCompound, vaderScores, vaderTokens } from "./vader";

const SENTENCES = [
  "The meeting starts at noon.",
  "I love this wonderful team!",
  "This movie is not great, but the acting was AMAZING!!",
  "The food was kind of okay, I guess... :(",
  "Honestly?! It was the worst (truly) experience — never again.",
  "“Good,” she said, “very good.”",
  "VADER is smart, handsome, and funny!!!",
  "At least it isn't a horrible book.",
];

describe("vaderScores", () => {
  it("equals the library's polarity_scores", () => {
    for (const sentence of SENTENCES) {
      expect(vaderScores(sentence)).toEqual(vader.SentimentIntensityAnalyzer.polarity_scores(sentence));
    }
  });

  it("scores real sentences", () => {
    expect(vaderCompound("I love this wonderful team!")).toBe(0.8478);
    expect(vaderCompound("The meeting starts at noon.")).toBe(0);
    expect(vaderCompound("This is a terrible, horrible mess and I hate it.")).toBe(-0.9153);
  });
});

describe("vaderTokens", () => {
  it("strips one leading or trailing mark when the rest is a word of the text", () => {
    expect(vaderTokens("Good, very good!! :) (truly)")).toEqual(["Good", "very", "good", ":)", "(truly)"]);
  });
});

describe("lexiconValence", () => {
  it("reads VADER's lexicon for one word", () => {
    expect(lexiconValence("good")).toBe(1.9);
    expect(lexiconValence("Hate")).toBe(-2.7);
    expect(lexiconValence("table")).toBe(0);
  });

  it("gives boosters no valence of their own", () => {
    expect(lexiconValence("very")).toBe(0);
  });
});
