import { describe, expect, it } from "vitest";
import { buildDocument, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { apiFailure as failure } from "../../../test/api-failure";

const app = await createTestApp();

const ESSAY = [
  "Honey bees pollinate many of the crops we eat. Farmers rent hives every spring to pollinate almond orchards.",
  "The varroa mite weakens bee colonies across the world. Beekeepers treat their hives against the mite each autumn.",
  "Healthy bee colonies need varied flowers and clean water. Planting wildflowers near farms helps the bees survive the winter.",
];
const blocks = ESSAY.map((text, index) => ({ id: `p${index}`, text }));

const analyst = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

describe("overview, summary, intent and keywords", () => {
  it("counts a saved document's pages, paragraphs, sentences and words", async () => {
    const { user, api } = await analyst();
    const document = await buildDocument(app.ctx, user, { title: "Bees", paragraphs: ESSAY });
    const counts = await api.documentOverview({ body: { docId: document.id } });
    expect(counts).toMatchObject({ pages: document.pages.length, paragraphs: 3, sentences: 6 });
    expect(counts.words).toBe(ESSAY.join(" ").split(/\s+/).length);
    expect(counts.readingTime.label).toBe("< 1 min");
  });

  it("detects intent and scores the match against the topic, or the document's title", async () => {
    const { user, api } = await analyst();
    const onTopic = await api.detectIntent({ body: { blocks, topic: "How honey bees and beekeepers keep colonies healthy" } });
    const offTopic = await api.detectIntent({ body: { blocks, topic: "Electric cars and battery prices" } });
    expect(onTopic.matchscore).toBeGreaterThan(offTopic.matchscore);
    expect(onTopic.intent.length).toBeGreaterThan(0);
    const document = await buildDocument(app.ctx, user, { title: "Honey bee colonies", paragraphs: ESSAY });
    const byTitle = await api.detectIntent({ body: { docId: document.id } });
    expect(byTitle.matchscore).toBeGreaterThan(offTopic.matchscore);
  });

  it("summarises 5 sentences or more and refuses fewer with the spec's rule", async () => {
    const { api } = await analyst();
    const summary = await api.summarizeDocument({ body: { blocks } });
    expect(summary.sentences.length).toBeGreaterThan(0);
    expect(summary.sentenceCount).toBe(6);
    for (const sentence of summary.sentences) {
      const block = blocks.find((item) => item.id === sentence.blockId);
      expect(block?.text.slice(sentence.start, sentence.end)).toBe(sentence.text);
    }
    const short = await failure(api.summarizeDocument({ body: { blocks: [{ id: "a", text: "One. Two. Three. Four." }] } }));
    expect(short).toMatchObject({ status: 422, code: "NOT_ENOUGH_CONTENT", message: "Summary needs at least 5 sentences." });
  });

  it("summarises a writing-exercise submission of fewer than 5 sentences (spec: 'or a submissionId')", async () => {
    const { user, api } = await analyst();
    const submission = await buildDocument(app.ctx, user, {
      paragraphs: ["Bees pollinate crops. Honey is their store of food."],
      submissionId: "7c1e2d3a-1b2c-4d5e-8f90-123456789abc",
    });
    const summary = await api.summarizeDocument({ body: { docId: submission.id } });
    expect(summary.sentenceCount).toBe(2);
    expect(summary.sentences.length).toBeGreaterThan(0);
  });

  it("extracts keywords above the minimum word count and says the minimum below it", async () => {
    const { api } = await analyst();
    const { keywords } = await api.extractKeywords({ body: { blocks } });
    expect(keywords.map((keyword) => keyword.keyword.toLowerCase())).toEqual(expect.arrayContaining([expect.stringContaining("bee")]));
    const few = await failure(api.extractKeywords({ body: { blocks: [{ id: "a", text: "Too few words here." }] } }));
    expect(few).toMatchObject({
      status: 422,
      code: "NOT_ENOUGH_CONTENT",
      message: "You need a minimum of 50 words to generate a keyword.",
    });
  });
});

describe("idioms and refine", () => {
  it("finds idioms in the text, suggests ones that fit, and refuses more than 500 words", async () => {
    const { api } = await analyst();
    const result = await api.suggestIdioms({
      body: { blocks: [{ id: "a", text: "Finishing the report was a piece of cake. We decided to leave early and go home." }] },
    });
    expect(result.found.map((idiom) => idiom.text)).toContain("a piece of cake");
    expect(result.suggestions.ok).toBe(true);
    const long = Array.from({ length: 501 }, () => "word").join(" ");
    const error = await failure(api.suggestIdioms({ body: { blocks: [{ id: "a", text: long }] } }));
    expect(error).toMatchObject({ status: 422, code: "TOO_MANY_WORDS", message: "Too many words to process!" });
  });

  it("ranks similar words from WordNet, and suggests decorators and enhancers for a block", async () => {
    const { api } = await analyst();
    const similar = await api.similarWords({
      body: { word: "walked", text: "She walked slowly to the station in the rain.", title: "A rainy morning" },
    });
    expect(similar.syns.length).toBeGreaterThan(0);
    expect(similar.syns.every((syn) => syn.meaning.length > 0)).toBe(true);
    const block = { id: "b", text: "He walked slowly to the old house and made a decision." };
    const { enhancers } = await api.suggestEnhancers({ body: { block } });
    expect(enhancers.map((item) => block.text.slice(item.start, item.end))).toEqual(
      expect.arrayContaining(["walked slowly", "made a decision"]),
    );
    const { decorators } = await api.suggestDecorators({ body: { block } });
    expect(decorators.length).toBeGreaterThan(0);
  });
});
