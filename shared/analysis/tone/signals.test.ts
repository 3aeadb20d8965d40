import { describe, expect, it } from "vitest";
import { emotionalSignals } from "./emotional-signals";
import { factualSignals } from "./factual-signals";

const found = (sentence: string, signals: Array<{ kind: string; start: number; end: number }>) =>
  signals.map((signal) => `${signal.kind}:${sentence.slice(signal.start, signal.end)}`);

const factual = (sentence: string) => found(sentence, factualSignals(sentence));
const emotional = (sentence: string) => found(sentence, emotionalSignals(sentence));

describe("factualSignals", () => {
  it("finds attributions, names, percentages and dates", () => {
    expect(factual("According to the Office for National Statistics, unemployment fell to 4.2% in March 2024.")).toEqual([
      "attribution:According to",
      "name:Office for National Statistics",
      "percentage:4.2%",
      "date:March 2024",
    ]);
  });

  it("finds measures, money and citations", () => {
    expect(factual("The company hired 1,200 employees and spent $3.5 million on a new plant in Ohio.")).toEqual([
      "measure:1,200 employees",
      "measure:$3.5 million",
      "name:Ohio",
    ]);
    expect(factual("On 3 March, Dr. Smith reported that 12 patients recovered (Smith et al., 2021) [4].")).toEqual([
      "date:3 March",
      "name:Dr. Smith",
      "attribution:reported",
      "measure:12 patients",
      "citation:(Smith et al., 2021)",
      "citation:[4]",
    ]);
  });

  it("reads days, full dates, units and decades", () => {
    expect(factual("The bridge is 2.5 km long and was opened on Monday, May 5, 1998.")).toEqual([
      "measure:2.5 km",
      "date:Monday",
      "date:May 5, 1998",
    ]);
    expect(factual("Hope Williams joined the United Nations in the 1990s.")).toEqual([
      "name:Williams",
      "name:United Nations",
      "date:1990s",
    ]);
  });

  it("does not take sentence openers, quotation openers or “I” for names", () => {
    expect(factual("“Great job,” said the manager.")).toEqual(["attribution:said"]);
    expect(factual("Yesterday I walked home.")).toEqual([]);
  });
});

describe("emotionalSignals", () => {
  it("finds first-person feelings, emotive punctuation, emoticons and sentiment words", () => {
    expect(emotional("I absolutely love this place!!! It's so beautiful and the staff are amazing :)")).toEqual([
      "feeling:I absolutely love",
      "emotive:!!!",
      "sentiment:beautiful",
      "sentiment:amazing",
      "emotive::)",
    ]);
    expect(emotional("We're so excited to share our news... I can't believe it!")).toEqual([
      "feeling:We're so excited",
      "emotive:...",
      "feeling:I can't believe",
      "exclamation:!",
    ]);
  });

  it("finds intensifiers and strongly valenced words", () => {
    expect(emotional("The results were really terrible.")).toEqual(["intensifier:really", "sentiment:terrible"]);
  });

  it("skips mild or reporting words and names", () => {
    expect(emotional("Unemployment fell and growth was clear, like last year.")).toEqual([]);
    expect(emotional("She met Joy Adams in Paris.")).toEqual([]);
    expect(emotional("The meeting starts at noon.")).toEqual([]);
  });
});
