import { beforeAll, describe, expect, it } from "vitest";
import { warmUpHarper } from "../grammar";
import { assessWriting, type AssessmentInput } from "./index";

const SOURCE =
  "Most of what we learn in a day is forgotten within a week. The psychologist Hermann Ebbinghaus found that forgetting is fastest in the first hours after learning. Reviewing material at growing intervals keeps it in memory far longer than reading it many times in one sitting. Many language apps schedule reviews in exactly this way, a method known as spaced repetition.";

const base: AssessmentInput = {
  text: "",
  topic: "Why we forget",
  task: "Summarise the passage in your own words.",
  source: SOURCE,
  expectedIntents: ["informative"],
  wordLimit: 90,
  peers: [],
  extensionUsed: false,
  delayPenalty: 2,
};

const GOOD_SUMMARY =
  "We forget most new information within days, and we lose it fastest in the first hours.\nEbbinghaus showed that reviews spread out over growing gaps keep knowledge much longer than cramming. Because of this, many learning apps now use spaced repetition to plan reviews.";

const WEAK_SUMMARY = "we forgets things fast. ebbinghaus say review help. apps use it they is good";

describe("assessment (golden)", { timeout: 60_000 }, () => {
  // The engines load their models and WebAssembly on first use.
  beforeAll(async () => {
    await warmUpHarper("en-US");
    await assessWriting({ ...base, text: "A first sentence to load the engines." });
  }, 120_000);

  it("gives the same scores for the same text", async () => {
    const first = await assessWriting({ ...base, text: GOOD_SUMMARY });
    const second = await assessWriting({ ...base, text: GOOD_SUMMARY });
    expect(second).toEqual(first);
  });

  it("keeps its scores for a known summary (update deliberately with the engine version)", async () => {
    const result = await assessWriting({ ...base, text: GOOD_SUMMARY });
    expect(result.engine).toBe("wordloom-assess-1");
    expect(result.totals).toMatchInlineSnapshot(`
      {
        "content": 26.8,
        "expression": 36.7,
        "grammar": 20,
        "overall": 83.5,
      }
    `);
  });

  it("explains each score with the sentences and findings behind it", async () => {
    const result = await assessWriting({ ...base, text: WEAK_SUMMARY });
    expect(result.grammar.details.items.length).toBeGreaterThan(0);
    expect(result.grammar.details.items[0]?.sentence).toBeTruthy();
    expect(result.content.details.items.map((item) => item.label)).toEqual([
      "Topic",
      "Purpose",
      "Source",
      "Length",
      "Sentences",
      "Paragraphs",
      "Connectors",
      "Sentence length",
    ]);
    expect(result.clarity.details.items.length).toBeGreaterThan(0);
  });

  it("ranks a careful summary above a weak one", async () => {
    const good = await assessWriting({ ...base, text: GOOD_SUMMARY });
    const weak = await assessWriting({ ...base, text: WEAK_SUMMARY });
    expect(good.totals.grammar).toBeGreaterThan(weak.totals.grammar);
    expect(good.totals.overall).toBeGreaterThan(weak.totals.overall);
  });

  it("finds text copied from the source or from another learner", async () => {
    const copied = await assessWriting({ ...base, text: SOURCE });
    expect(copied.originality.score).toBe(0);
    expect(copied.originality.details.items[0]?.label).toBe("From the source");
    const own = await assessWriting({ ...base, text: GOOD_SUMMARY });
    expect(own.originality.score).toBe(10);
    const peer = await assessWriting({ ...base, text: GOOD_SUMMARY, peers: [GOOD_SUMMARY] });
    expect(peer.originality.score).toBe(0);
  });

  it("scores an empty text zero and charges the delay penalty only with the extension", async () => {
    const empty = await assessWriting({ ...base, text: "   " });
    expect(empty.totals).toEqual({ overall: 0, grammar: 0, content: 0, expression: 0 });
    const late = await assessWriting({ ...base, text: GOOD_SUMMARY, extensionUsed: true });
    expect(late.delayPenalty).toMatchObject({ score: 2, max: 2 });
    expect(empty.delayPenalty.score).toBe(0);
  });

  it("gives an off-topic text a lower relevance", async () => {
    const onTopic = await assessWriting({ ...base, text: GOOD_SUMMARY });
    const offTopic = await assessWriting({
      ...base,
      text: "My favourite football team won the cup last night. The match was exciting and the fans sang until midnight in the square.",
    });
    const topic = (result: typeof onTopic) => result.content.details.items.find((item) => item.label === "Topic")?.points ?? 0;
    expect(topic(offTopic)).toBeLessThan(topic(onTopic));
  });
});
