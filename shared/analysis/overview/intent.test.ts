import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { INTENT_VALUES, IntentResultSchema, type IntentSchema } from "../../model/analysis.overview";
import { detectIntent, intentComment } from "./intent";
import { INTENTS, type Intent } from "./intent-cues";
import { sentenceEvidence } from "./intent-signals";
import { tagText } from "./pos";
import { GRANDFATHER, HONEYBEES, LAUNCH, MARKET, QUESTIONS, REMOTE_WORK, SOURDOUGH } from "./test-texts";
import { matchTopic } from "./topic-match";

const intentsOf = (text: string, topic = "") => detectIntent({ topic, blocks: [{ id: "b1", text }] });
const evidence = (sentence: string) => sentenceEvidence(sentence, tagText(sentence));

describe("detectIntent: intents", () => {
  it("recognises each kind of writing", () => {
    expect(intentsOf(HONEYBEES).intent).toEqual(["informative"]);
    expect(intentsOf(SOURDOUGH).intent).toEqual(["instructional"]);
    expect(intentsOf(GRANDFATHER).intent).toEqual(["narrative"]);
    expect(intentsOf(LAUNCH).intent).toEqual(["promotional"]);
    expect(intentsOf(QUESTIONS).intent).toEqual(["inquisitive"]);
    expect(intentsOf(MARKET).intent).toEqual(["descriptive", "narrative"]);
    expect(intentsOf(REMOTE_WORK).intent).toEqual(["persuasive", "opinion", "informative"]);
  });

  it("scores each intent as the mean evidence over sentences", () => {
    const { scores } = intentsOf(SOURDOUGH);
    expect(Object.keys(scores).sort()).toEqual([...INTENTS].sort());
    expect(scores.instructional).toBe(0.83);
  });

  it("reads imperatives, including verbs the tagger calls nouns", () => {
    expect(evidence("First, mix the flour with the water.").instructional).toBe(1);
    expect(evidence("Click Save to keep your changes.").instructional).toBe(1);
    expect(evidence("Mixing the flour takes a minute.").instructional).toBe(0);
    // A call to action is promotional, not an instruction.
    expect(evidence("Sign up today and get 20% off.")).toMatchObject({ promotional: 1, instructional: 0 });
  });

  it("weighs narrative, opinion and question cues", () => {
    expect(evidence("Yesterday we walked to the harbour.").narrative).toBe(1);
    expect(evidence("The harbour is busy.").narrative).toBe(0);
    expect(evidence("I think the harbour is too busy.").opinion).toBe(1);
    expect(evidence("Is the harbour busy?")).toMatchObject({ inquisitive: 1, informative: 0 });
  });

  it("falls back to informative for a text with no sentences", () => {
    expect(intentsOf("").intent).toEqual(["informative"]);
  });
});

describe("detectIntent: matchscore and comment", () => {
  it("scores a text against its topic out of 10, one decimal", () => {
    const result = intentsOf(HONEYBEES, "How honeybees make honey");
    expect(result.matchscore).toBe(8.6);
    expect(IntentResultSchema.parse(result)).toEqual(result);
  });

  it("computes coverage, prominence and spread as documented", () => {
    const sentences = ["Bees make honey.", "Honey is sweet.", "Wax comes from bees.", "Bread needs flour."];
    // Topic "bees and cars": coverage 1/2. tf(bee) = 2 in 2 of 4 sentences: w = 2 ln 3;
    // largest two weights: honey (2 ln 3) and bee (2 ln 3): prominence = 2 ln 3 / 4 ln 3 = 0.5.
    // Spread: 2 of 4 sentences mention a topic word = 0.5 ≥ 0.3 → 1.
    // matchscore = 10 × (0.5 × 0.5 + 0.3 × 0.5 + 0.2 × 1) = 6.
    expect(matchTopic("bees and cars", sentences)).toEqual({ matchscore: 6, coverage: 0.5, prominence: 0.5, spread: 1, missing: ["cars"] });
  });

  it("says how well the text matches and what to change", () => {
    expect(intentsOf(HONEYBEES, "How honeybees make honey").comment).toBe(
      "The text matches “How honeybees make honey” well. It reads as informative.",
    );
    const offTopic = intentsOf(HONEYBEES, "Electric cars");
    expect(offTopic.matchscore).toBe(0);
    expect(offTopic.missingTopicWords).toEqual(["electric", "cars"]);
    expect(offTopic.comment).toBe(
      "The text drifts away from “Electric cars”. Write about “electric” and “cars”, which the text never mentions. Rewrite the opening around the topic, or change the title to fit the text. It reads as informative.",
    );
    const partial = intentsOf(MARKET, "A morning at the market");
    expect(partial.matchscore).toBe(5.3);
    expect(partial.comment).toContain(
      "The text only partly matches “A morning at the market”. Write about “morning”, which the text never mentions.",
    );
  });

  it("uses the title when there is no topic, and asks for one when there is neither", () => {
    expect(detectIntent({ title: "Honeybees", blocks: [{ id: "b1", text: HONEYBEES }] }).matchscore).toBeGreaterThan(7);
    const untitled = detectIntent({ blocks: [{ id: "b1", text: HONEYBEES }] });
    expect(untitled.matchscore).toBe(0);
    expect(untitled.comment).toBe("Add a title or topic to see how well the text matches it. It reads as informative.");
  });

  it("describes mixed intents", () => {
    const match = { matchscore: 9, coverage: 1, prominence: 1, spread: 1, missing: [] };
    expect(intentComment("Remote work", match, ["persuasive", "opinion"])).toBe(
      "The text matches “Remote work” well. It reads as mainly persuasive, with opinion passages.",
    );
  });

  it("shares its intent list with the result schema", () => {
    expect([...INTENT_VALUES]).toEqual([...INTENTS]);
    expectTypeOf<Intent>().toEqualTypeOf<z.output<typeof IntentSchema>>();
  });
});
