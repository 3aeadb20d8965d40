import { describe, expect, it } from "vitest";
import { rateDocument } from "./rate";
import { refineRating, type RefineMessages } from "./refine";
import { RatingSchema } from "./schemas";
import { EMOTIONAL } from "./test-texts";
import type { Rating } from "./types";

const measured = rateDocument({ title: "That summer", blocks: [{ id: "b", text: EMOTIONAL }] });

/** Every number of a rating, in a fixed order. */
const numbers = (rating: Rating): number[] => [
  rating.engagementQuotient,
  rating.document_score,
  rating.words,
  rating.sentences,
  rating.clarity_score.doc_clarity_score,
  rating.creative_score.doc_creative_score,
  rating.credible_score.doc_credible_score,
  rating.engaging_score.doc_engaging_score,
  ...[rating.clarity_score, rating.creative_score, rating.credible_score, rating.engaging_score].flatMap((group) =>
    group.details.map((item) => item.score),
  ),
];

describe("refineRating (the language-model hook)", () => {
  it("keeps the refined messages", async () => {
    const refine: RefineMessages = async (rating) => ({
      ...rating,
      clarity_score: {
        ...rating.clarity_score,
        doc_message: "Refined clarity.",
        details: rating.clarity_score.details.map((item) => ({ ...item, message: `Refined ${item.name}.` })),
      },
    });
    const refined = await refineRating(measured, refine);
    expect(refined.clarity_score.doc_message).toBe("Refined clarity.");
    expect(refined.clarity_score.details.map((item) => item.message)).toEqual(
      measured.clarity_score.details.map((item) => `Refined ${item.name}.`),
    );
    expect(refined.creative_score.doc_message).toBe(measured.creative_score.doc_message);
  });

  it("can never change a number, a score type or a name: they are copied back from the measured rating", async () => {
    const cheat: RefineMessages = async (rating) => {
      const changed = structuredClone(rating);
      changed.engagementQuotient = 10;
      changed.document_score = 10;
      changed.words = 1;
      changed.clarity_score.doc_clarity_score = 10;
      changed.credible_score.details = changed.credible_score.details.map((item) => ({
        ...item,
        score: 10,
        score_type: "good",
        message: "All fine!",
      }));
      changed.engaging_score.details.reverse();
      return changed;
    };
    const refined = await refineRating(measured, cheat);
    expect(numbers(refined)).toEqual(numbers(measured));
    expect(refined.credible_score.details.map((item) => item.score_type)).toEqual(
      measured.credible_score.details.map((item) => item.score_type),
    );
    expect(refined.credible_score.details.map((item) => item.message)).toEqual(["All fine!", "All fine!", "All fine!", "All fine!"]);
    expect(refined.engaging_score.details.map((item) => item.name)).toEqual(["emotions", "subjectivity", "uniqueness"]);
    expect(RatingSchema.parse(refined)).toEqual(refined);
  });

  it("does not let the hook mutate the measured rating", async () => {
    const before = structuredClone(measured);
    await refineRating(measured, async (rating) => {
      rating.clarity_score.doc_clarity_score = 0;
      rating.clarity_score.doc_message = "mutated";
      return rating;
    });
    expect(measured).toEqual(before);
  });

  it("keeps the measured messages when the hook fails, returns nothing useful or empty messages", async () => {
    expect(await refineRating(measured, async () => Promise.reject(new Error("model down")))).toEqual(measured);
    expect(await refineRating(measured, async () => ({}) as Rating)).toEqual(measured);
    const blank: RefineMessages = async (rating) => ({ ...rating, credible_score: { ...rating.credible_score, doc_message: "  " } });
    expect((await refineRating(measured, blank)).credible_score.doc_message).toBe(measured.credible_score.doc_message);
    expect(await refineRating(measured)).toBe(measured);
  });
});
