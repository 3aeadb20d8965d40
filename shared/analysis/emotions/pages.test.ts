import { describe, expect, it } from "vitest";
import { emotionsForBlocks } from "./blocks";
import type { EmotionValue } from "./percentages";
import { documentEmotions, pageEmotions } from "./pages";

const total = (values: readonly EmotionValue[]) => values.reduce((sum, entry) => sum + entry.value, 0);
const top = (values: readonly EmotionValue[]) => values.reduce((best, entry) => (entry.value > best.value ? entry : best));
const neutralOnly = (values: readonly EmotionValue[]) => values.filter((entry) => entry.value > 0);

describe("emotionsForBlocks", () => {
  it("classifies every sentence and locates it in its block", () => {
    const text = "I'm so sad that he died. Thank you for your help.";
    const sentences = emotionsForBlocks([{ id: "b1", text }]);
    expect(sentences.map((sentence) => [sentence.sentenceIndex, sentence.label, sentence.words])).toEqual([
      [0, "sadness", 6],
      [1, "joy", 5],
    ]);
    for (const sentence of sentences) {
      expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
      expect(sentence.blockId).toBe("b1");
    }
  });
});

describe("pageEmotions", () => {
  it("gives neutral 100 for an empty page", () => {
    expect(neutralOnly(pageEmotions([]).document)).toEqual([{ name: "neutral", value: 100 }]);
    expect(neutralOnly(pageEmotions([{ id: "b1", text: "" }], 3).document)).toEqual([{ name: "neutral", value: 100 }]);
    expect(pageEmotions([], 3).pageIndex).toBe(3);
  });

  it("gives percentages summing to 100 led by the page's dominant emotion", () => {
    const page = pageEmotions([
      { id: "b1", text: "Thank you for your help. What a wonderful surprise, thank you so much! He went to the store." },
    ]);
    expect(total(page.document)).toBe(100);
    expect(top(page.document).name).toBe("joy");
  });

  it("weights sentences by their length in words", () => {
    const long = "I'm so sad that he died and I miss him every single day of my life.";
    const short = "Thank you!";
    const page = pageEmotions([{ id: "b1", text: `${long} ${short}` }]);
    expect(top(page.document).name).toBe("sadness");
  });
});

describe("documentEmotions", () => {
  it("gives each page its index and mix, and the document the mix of all its sentences", () => {
    const sad = [{ id: "a", text: "I'm so sad that he died. I'm sorry for your loss." }];
    const joyful = [{ id: "b", text: "Thank you for your help." }];
    const result = documentEmotions([sad, [], joyful]);
    expect(result.pages.map((page) => [page.pageIndex, top(page.document).name])).toEqual([
      [0, "sadness"],
      [1, "neutral"],
      [2, "joy"],
    ]);
    expect(neutralOnly(result.pages[1]?.document ?? [])).toEqual([{ name: "neutral", value: 100 }]);
    expect(total(result.document)).toBe(100);
    expect(top(result.document).name).toBe("sadness");
  });

  it("defaults to neutral 100 for a document without text", () => {
    expect(neutralOnly(documentEmotions([]).document)).toEqual([{ name: "neutral", value: 100 }]);
  });
});
