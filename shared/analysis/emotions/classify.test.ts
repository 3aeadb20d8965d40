import { describe, expect, it } from "vitest";
import { classifyEmotion, committedEmotionModel } from "./classify";
import { EMOTIONS, type Emotion } from "./labels";
import modelFile from "./model.json" with { type: "json" };

const sum = (scores: Record<Emotion, number>) => EMOTIONS.reduce((total, emotion) => total + scores[emotion], 0);

describe("classifyEmotion", () => {
  // Only sentences the committed model gets right with a clear margin (see the report on misses such as
  // "This makes me furious.", which comes out fear/anger at about 0.23 each).
  const clear: Array<[string, Emotion]> = [
    ["Stop lying to me, you idiot.", "anger"],
    ["This is so annoying.", "anger"],
    ["That is disgusting.", "disgust"],
    ["I'm terrified of what comes next.", "fear"],
    ["I am so scared.", "fear"],
    ["What a wonderful surprise, thank you so much!", "joy"],
    ["Thank you for your help.", "joy"],
    ["I'm so sad that he died.", "sadness"],
    ["I'm sorry for your loss.", "sadness"],
    ["Oh wow, really?", "surprise"],
    ["I'm confused, what do you mean?", "surprise"],
    ["He went to the store.", "neutral"],
    ["The report has four sections.", "neutral"],
  ];

  it.each(clear)("%s → %s", (text, emotion) => {
    expect(classifyEmotion(text).label).toBe(emotion);
  });

  it("returns probabilities for every emotion that sum to 1, the label being the most probable", () => {
    for (const [text] of clear) {
      const { label, scores } = classifyEmotion(text);
      expect(Object.keys(scores).sort()).toEqual([...EMOTIONS].sort());
      expect(sum(scores)).toBeCloseTo(1, 10);
      expect(Math.max(...Object.values(scores))).toBe(scores[label]);
    }
  });

  it("calls text with no known word neutral with certainty", () => {
    for (const text of ["", "   ", "… —", "zxqvj blorptang"]) {
      const { label, scores } = classifyEmotion(text);
      expect(label).toBe("neutral");
      expect(scores.neutral).toBe(1);
      expect(sum(scores)).toBe(1);
    }
  });

  it("loads a committed model that carries its GoEmotions attribution", () => {
    expect(modelFile.notice).toMatch(/GoEmotions.*Apache License 2\.0/);
    expect(modelFile.labels).toEqual([...EMOTIONS]);
    expect(committedEmotionModel().rows.size).toBe(modelFile.vocabulary.length);
  });
});
