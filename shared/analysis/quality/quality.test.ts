import { beforeAll, describe, expect, it } from "vitest";
import { aggregateQuality, blockQuality, scoreQuality } from "./quality";
import { loadSyllableDictionary } from "./syllables";

const EXERCISE = {
  id: "p1",
  text: "Regular exercise improves your health and your mood. Doctors recommend at least thirty minutes of activity each day. Walking, swimming, and running are popular choices.",
};
const HABITS = {
  id: "p2",
  text: "However, many people struggle to find the time. Short walks after meals are a simple start, because they fit into a busy schedule.",
};
const HEADING = { id: "h1", text: "Introduction", type: "heading-one" };

describe("blockQuality", () => {
  beforeAll(async () => {
    await loadSyllableDictionary();
  });

  it("scores readability per sentence from exact counts", () => {
    const quality = blockQuality(EXERCISE);
    // 8 words, 13 syllables: 0.39 × 8 + 11.8 × 13/8 − 15.59 = 6.705 → 100 − 3.295 × 100/14 = 76.46
    expect(quality.grade).toEqual([6.71, 9.55, 9.05]);
    expect(quality.readScore).toEqual([76.5, 96.8, 93.2]);
    expect(quality.counts.text).toEqual({ words: 25, sentences: 3, syllables: 44 });
  });

  it("scores repetitiveness, uniqueness and connectives per block", () => {
    const exercise = blockQuality(EXERCISE);
    expect(exercise.repetitiveness).toBe(100);
    // 25 words, TTR 23/25 never falls to 0.72: partial factor 0.08/0.28 → MTLD 87.5 → 77.5
    expect(exercise.uniqueness).toBe(77.5);
    expect(exercise.connectives).toBe(88);
    const habits = blockQuality(HABITS);
    expect(habits.counts.connectives).toEqual({ sentences: 2, connected: 2 });
    expect(habits.connectives).toBe(94);
  });

  it("gives null scores to a block without words", () => {
    expect(blockQuality({ id: "e", text: " … " })).toMatchObject({
      readScore: [null],
      repetitiveness: null,
      uniqueness: null,
      connectives: null,
    });
    expect(blockQuality({ id: "e", text: "" }).readScore).toEqual([]);
  });
});

describe("document quality", () => {
  beforeAll(async () => {
    await loadSyllableDictionary();
  });

  it("computes the document from the blocks' summed counts", () => {
    const { document } = scoreQuality([EXERCISE, HABITS]);
    // 48 words, 5 sentences, 78 syllables: 0.39 × 48/5 + 11.8 × 78/48 − 15.59 = 7.331.
    // MTLD: 48 words over the blocks' partial factors 0.2857 + 0.1553 = 108.8 → uniqueness 98.8.
    // Connectives: 2 of 5 sentences linked (40%) → 100.
    expect(document).toEqual({
      readScore: 80.9,
      grade: 7.33,
      repetitiveness: 100,
      uniqueness: 98.8,
      connectives: 100,
      readTime: 1,
      words: 48,
      sentences: 5,
    });
  });

  it("recomputes the same document from cached block results", () => {
    const fresh = scoreQuality([EXERCISE, HEADING, HABITS]);
    const cached = [blockQuality(EXERCISE), blockQuality(HEADING), blockQuality(HABITS)];
    expect(aggregateQuality(cached)).toEqual(fresh.document);
    expect(Object.keys(fresh.blocks)).toEqual(["p1", "h1", "p2"]);
  });

  it("scores headings but leaves them out of the document", () => {
    const heading = blockQuality(HEADING);
    expect(heading.prose).toBe(false);
    expect(heading.readScore).toEqual([0]);
    expect(scoreQuality([EXERCISE, HEADING, HABITS]).document).toEqual(scoreQuality([EXERCISE, HABITS]).document);
  });

  it("has null scores and no reading time for an empty document", () => {
    expect(scoreQuality([{ id: "e", text: "" }]).document).toEqual({
      readScore: null,
      grade: null,
      repetitiveness: null,
      uniqueness: null,
      connectives: null,
      readTime: 0,
      words: 0,
      sentences: 0,
    });
  });
});
