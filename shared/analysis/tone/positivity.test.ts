import { describe, expect, it } from "vitest";
import { aggregatePositivity, blockPositivity, negativityLevel, positivityGrade, positivityOf, scorePositivity } from "./positivity";

describe("positivityOf ((polarity + 1) × 50)", () => {
  it("maps −1..1 to 0..100 with neutral at 50", () => {
    expect(positivityOf(-1)).toBe(0);
    expect(positivityOf(0)).toBe(50);
    expect(positivityOf(1)).toBe(100);
  });
});

describe("positivityGrade (≥ 50 good, ≥ 30 ok, else poor)", () => {
  it("grades at the spec's edges", () => {
    expect(positivityGrade(50)).toBe("good");
    expect(positivityGrade(49.9)).toBe("ok");
    expect(positivityGrade(30)).toBe("ok");
    expect(positivityGrade(29.9)).toBe("poor");
  });
});

describe("negativityLevel", () => {
  it("flags somewhat negative from −0.35", () => {
    expect(negativityLevel(-0.34)).toBeNull();
    expect(negativityLevel(-0.35)).toBe("somewhat");
  });

  it("flags highly negative from −0.6 and extremely negative from −0.8", () => {
    expect(negativityLevel(-0.59)).toBe("somewhat");
    expect(negativityLevel(-0.6)).toBe("highly");
    expect(negativityLevel(-0.79)).toBe("highly");
    expect(negativityLevel(-0.8)).toBe("extremely");
    expect(negativityLevel(-1)).toBe("extremely");
  });
});

describe("blockPositivity", () => {
  it("scores each sentence from VADER and wink", () => {
    const result = blockPositivity({
      id: "b1",
      text: "I love this wonderful team! The service was bad. This is a terrible, horrible mess and I hate it.",
    });
    // VADER 0.8478, wink 0.685 → polarity 0.7664 → 88.3; VADER −0.5423, wink −0.6 → 21.4; −0.9153, −0.672 → 10.3.
    expect(result.positivity).toEqual([88.3, 21.4, 10.3]);
    expect(result.sentences.map((sentence) => sentence.negativity)).toEqual([null, "somewhat", "highly"]);
    expect(result.sentences[2]).toMatchObject({ start: 49, end: 97, compound: -0.9153, polarity: -0.7936 });
  });

  it("gives sentences without letters or digits no score", () => {
    expect(blockPositivity({ id: "b2", text: "Fine. ***" }).positivity).toEqual([expect.any(Number), null]);
  });
});

describe("document positivity", () => {
  const blocks = [
    { id: "a", text: "I love this wonderful team! The service was bad. This is a terrible, horrible mess and I hate it." },
    { id: "b", text: "You are a fucking idiot. The meeting starts at noon." },
  ];

  it("averages every sentence and grades the average", () => {
    // (88.3 + 21.4 + 10.3 + 18.6 + 50) / 5 = 37.72
    expect(scorePositivity(blocks).document).toEqual({
      avgPositivity: 37.7,
      grade: "ok",
      sentences: 5,
      negative: { somewhat: 1, highly: 2, extremely: 0 },
    });
  });

  it("recomputes the same document from cached block results", () => {
    expect(aggregatePositivity(blocks.map(blockPositivity))).toEqual(scorePositivity(blocks).document);
  });

  it("has no average for an empty document", () => {
    expect(scorePositivity([{ id: "e", text: "" }]).document).toEqual({
      avgPositivity: null,
      grade: null,
      sentences: 0,
      negative: { somewhat: 0, highly: 0, extremely: 0 },
    });
  });
});
