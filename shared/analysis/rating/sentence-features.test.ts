import { describe, expect, it } from "vitest";
import { sentenceFeatures } from "./sentence-features";

describe("sentenceFeatures", () => {
  it("counts first- and second-person words, not the country", () => {
    expect(sentenceFeatures("I think we're ready, and my team agrees with me.")).toMatchObject({ firstPerson: 4, secondPerson: 0 });
    expect(sentenceFeatures("The US and the UK signed it.").firstPerson).toBe(0);
    expect(sentenceFeatures("You can do it if you trust yourself.").secondPerson).toBe(3);
  });

  it("knows who a sentence is about and whether it points back", () => {
    expect(sentenceFeatures("He told me a story about his childhood.").persons.sort()).toEqual(["he", "i"]);
    expect(sentenceFeatures("This shows how rivers shape cities.").refersBack).toBe(true);
    expect(sentenceFeatures("And they never came back.").refersBack).toBe(true);
    expect(sentenceFeatures("Rivers shape cities.").refersBack).toBe(false);
  });

  it.each([
    ["Start today.", true],
    ["Don't wait for the perfect moment.", true],
    ["So, take a deep breath and begin.", true],
    ["Let's get started.", true],
    ["Please keep the door closed.", true],
    ["Change is hard.", false],
    ["Start when?", false],
    ["The start was slow.", false],
  ])("imperative %j → %s", (sentence, expected) => {
    expect(sentenceFeatures(sentence).imperative).toBe(expected);
  });

  it("finds goal and benefit language", () => {
    expect(sentenceFeatures("You can achieve your goals step by step.").benefit).toBe(4);
    expect(sentenceFeatures("The river flows east.").benefit).toBe(0);
  });

  it("finds humour cues (heuristic), but not narrated laughter", () => {
    expect(sentenceFeatures("Plot twist: the printer works, lol 😂").humor).toEqual(["plot twist", "lol", "😂"]);
    expect(sentenceFeatures("No pun intended ;)").humor).toEqual(["no pun intended", ";)"]);
    expect(sentenceFeatures("We laughed until our stomachs hurt.").humor).toEqual([]);
  });

  it("finds sarcasm cues (heuristic): stock phrases, scare quotes, praise then annoyance", () => {
    expect(sentenceFeatures("Yeah, right, that will work.").sarcasm).toEqual(["yeah right"]);
    expect(sentenceFeatures('Our "urgent" project has been urgent since 2019.').sarcasm).toEqual(['"urgent"']);
    expect(sentenceFeatures("Great, another meeting that could have been an email.").sarcasm).toEqual(["Great"]);
    expect(sentenceFeatures("Great work on the launch, everyone.").sarcasm).toEqual([]);
    expect(sentenceFeatures('She said, "We will leave at noon whatever the weather does."').sarcasm).toEqual([]);
  });

  it("finds stock AI-style phrases, longest first", () => {
    expect(sentenceFeatures("In today's fast-paced world, it is important to note that teams must delve deeper.").stock).toEqual([
      "in today's fast-paced world",
      "it is important to note",
      "delve",
    ]);
    expect(sentenceFeatures("Communication plays a crucial role.").stock).toEqual(["plays a crucial role"]);
  });

  it("counts opinion and sentiment words", () => {
    expect(sentenceFeatures("I think this is the best and most beautiful bridge.").subjective).toBe(3);
    expect(sentenceFeatures("The bridge is 300 metres long.").subjective).toBe(0);
  });

  it("keeps content trigrams and distinct content stems", () => {
    const features = sentenceFeatures("The new policy helps the team and the policies help the company.");
    expect(features.stems).toEqual(expect.arrayContaining(["new", "policy", "help", "team", "company"]));
    expect(features.trigrams).toContain("the new policy");
    expect(features.words).toBe(12);
  });
});
