import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEARNING_MESSAGES, WELCOME_CREDITS } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildUser } from "../../../test/factories";
import { buildSubmission, seededExercise } from "../../../test/learning-factories";
import { createTestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait-for";
import { documents } from "../documents/documents.tables";
import { learningJourneys, learningSubmissions } from "./learning.tables";

const app = await createTestApp({ workers: true });

const learner = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

const GOOD_DESCRIPTION = [
  "The picture shows a sunny park on a Saturday morning. A tall tree stands on the left, and its wide green leaves give shade to a wooden bench.",
  "In the middle of the park, a young child in a blue shirt is flying a bright red kite high above the grass. Next to the pond on the right, a brown dog runs happily across the lawn.",
  "The sky is clear and light blue, and the sun shines warmly. Everything in the scene feels calm, cheerful and full of life, so I think the family will stay there until lunch.",
].join("\n");

const OTHER_DESCRIPTION = [
  "On the left of the picture there is an old tree with a thick trunk. Beside it, somebody has left a wooden bench in the shade.",
  "A girl holds the string of a red kite that dances in the wind, while a small brown dog chases a ball near the water.",
  "Because the sun is bright and the grass is green, the whole morning looks peaceful and warm.",
].join("\n");

const startDescribePicture = async (api: Awaited<ReturnType<typeof learner>>["api"]) => {
  const { type, exercise } = await seededExercise(app.ctx, "describe-picture");
  return api.createSubmission({ body: { exerciseTypeId: type.id, exerciseId: exercise.id } });
};

const evaluated = async (api: Awaited<ReturnType<typeof learner>>["api"], id: string) => {
  await waitFor(async () => ["evaluated", "failed"].includes((await api.getSubmission({ params: { id } })).status), 60_000);
  return api.getSubmission({ params: { id } });
};

describe("submissions: pending → submit → evaluated", () => {
  it("creates a pending submission, submits it and the evaluation job scores it with details", async () => {
    const { api } = await learner();
    const pending = await startDescribePicture(api);
    expect(pending).toMatchObject({ status: "pending", content: "", forLevel: "0.0", result: null, score: null, assessment: null });
    expect(pending.can).toMatchObject({ submit: true, resubmit: true, hint: true, takeExtension: true, smartEdit: false, reload: false });
    expect((await api.listSubmissions()).items).toEqual([]);

    const submitted = await api.submitSubmission({ params: { id: pending.id }, body: { content: GOOD_DESCRIPTION, completeTime: 312 } });
    expect(submitted).toMatchObject({ status: "submit", completeTime: 312 });
    expect(submitted.can.reload).toBe(true);

    const result = await evaluated(api, pending.id);
    expect(result.status).toBe("evaluated");
    const assessment = result.assessment;
    if (!assessment) {
      throw new Error("expected an assessment");
    }
    expect(assessment.grammar.max).toBe(20);
    expect(assessment.content.max).toBe(30);
    for (const part of [assessment.creative, assessment.engaging, assessment.credible, assessment.clarity, assessment.originality]) {
      expect(part.max).toBe(10);
      expect(part.score).toBeGreaterThanOrEqual(0);
      expect(part.details.summary.length).toBeGreaterThan(0);
    }
    expect(result.score).toBe(assessment.totals.overall);
    expect(assessment.totals.overall).toBeCloseTo(assessment.grammar.score + assessment.content.score + assessment.totals.expression, 1);
    expect(result.result).toEqual({
      passed:
        assessment.totals.overall >= 60 &&
        assessment.totals.expression >= 25 &&
        assessment.totals.grammar >= 10 &&
        assessment.totals.content >= 15,
    });
    expect(result.remarks.length).toBeGreaterThan(0);
    expect(result.can).toMatchObject({ smartEdit: true, reload: false, resubmit: false, submit: false });
    expect((await api.listSubmissions()).items.map((item) => item.id)).toEqual([pending.id]);
  }, 90_000);

  it("scores the same text the same way twice (deterministic)", async () => {
    const first = await learner();
    const second = await learner();
    const a = await startDescribePicture(first.api);
    const b = await startDescribePicture(second.api);
    await first.api.submitSubmission({ params: { id: a.id }, body: { content: OTHER_DESCRIPTION, completeTime: 100 } });
    const one = await evaluated(first.api, a.id);
    // The second learner writes the same text: only originality (now a peer's text) may differ.
    await second.api.submitSubmission({ params: { id: b.id }, body: { content: OTHER_DESCRIPTION, completeTime: 100 } });
    const two = await evaluated(second.api, b.id);
    expect(two.assessment?.grammar).toEqual(one.assessment?.grammar);
    expect(two.assessment?.content).toEqual(one.assessment?.content);
    expect(two.assessment?.clarity).toEqual(one.assessment?.clarity);
    expect(one.assessment?.originality.score).toBe(10);
    expect(two.assessment?.originality.score).toBe(0);
    expect(two.assessment?.originality.details.items[0]?.label).toBe("Like another submission");
  }, 90_000);

  it("cuts the text at the word limit", async () => {
    const { api } = await learner();
    const pending = await startDescribePicture(api);
    const long = Array.from({ length: 400 }, (_, index) => `word${index}`).join(" ");
    const submitted = await api.submitSubmission({ params: { id: pending.id }, body: { content: long, completeTime: 5 } });
    expect(submitted.content.split(" ")).toHaveLength(150);
  });

  it("refuses a second submit (409) and resubmits only pending or failed submissions", async () => {
    const { api, user } = await learner();
    const pending = await startDescribePicture(api);
    await api.submitSubmission({ params: { id: pending.id }, body: { content: GOOD_DESCRIPTION, completeTime: 10 } });
    expect(
      await failure(api.submitSubmission({ params: { id: pending.id }, body: { content: "Again.", completeTime: 10 } })),
    ).toMatchObject({
      status: 409,
      message: LEARNING_MESSAGES.alreadySubmitted,
    });
    await evaluated(api, pending.id);
    expect(await failure(api.resubmitSubmission({ params: { id: pending.id } }))).toMatchObject({
      status: 409,
      message: LEARNING_MESSAGES.cannotResubmit,
    });

    const failed = await buildSubmission(app.ctx, user, {
      status: "failed",
      content: GOOD_DESCRIPTION,
      remarks: LEARNING_MESSAGES.unableToEvaluate,
    });
    const resubmitted = await api.resubmitSubmission({ params: { id: failed.id } });
    expect(resubmitted.status).toBe("submit");
    expect((await evaluated(api, failed.id)).status).toBe("evaluated");

    const stillPending = await startDescribePicture(api);
    expect((await api.resubmitSubmission({ params: { id: stillPending.id } })).status).toBe("submit");
  }, 90_000);
});

describe("hint and extension", () => {
  it("charges 1 credit for the hint once, and refuses it without a credit", async () => {
    const { api, user } = await learner();
    const pending = await startDescribePicture(api);
    const hint = await api.getHint({ params: { id: pending.id } });
    expect(hint.hint.length).toBeGreaterThan(0);
    expect(hint.credits).toBe(WELCOME_CREDITS - 1);
    expect(hint.submission.hintUsed).toBe(true);
    expect((await api.getHint({ params: { id: pending.id } })).credits).toBe(WELCOME_CREDITS - 1);

    await app.ctx.db.update(learningJourneys).set({ credits: 0 }).where(eq(learningJourneys.userId, user.id));
    const other = await startDescribePicture(api);
    expect(await failure(api.getHint({ params: { id: other.id } }))).toMatchObject({
      status: 409,
      message: LEARNING_MESSAGES.notEnoughCreditsForHint,
    });
    await api.submitSubmission({ params: { id: other.id }, body: { content: "Short.", completeTime: 1 } });
    expect(await failure(api.getHint({ params: { id: other.id } }))).toMatchObject({ status: 409 });
  });

  it("gives the extension once while writing and charges its delay penalty on the result", async () => {
    const { api } = await learner();
    const { type } = await seededExercise(app.ctx, "describe-picture");
    const pending = await startDescribePicture(api);
    const extension = await api.takeExtension({ params: { id: pending.id } });
    expect(extension).toMatchObject({ extensionSeconds: type.extensionTime, submission: { extensionUsed: true } });
    expect(await failure(api.takeExtension({ params: { id: pending.id } }))).toMatchObject({
      status: 409,
      message: LEARNING_MESSAGES.extensionUnavailable,
    });
    await api.submitSubmission({ params: { id: pending.id }, body: { content: GOOD_DESCRIPTION, completeTime: type.timeAllowed + 30 } });
    const result = await evaluated(api, pending.id);
    expect(result.assessment?.delayPenalty).toMatchObject({ score: type.delayPenalty, max: type.delayPenalty });
    expect(result.credits).toBe(Math.max(0, (result.result?.passed ? type.credits : 0) - type.delayPenalty));
  }, 90_000);
});

describe("smart edit", () => {
  it("opens an evaluated submission's text in a new document, once", async () => {
    const { api, user } = await learner();
    const row = await buildSubmission(app.ctx, user, {
      status: "evaluated",
      content: "First paragraph.\nSecond paragraph.",
      passed: true,
      score: 70,
    });
    const opened = await api.smartEditSubmission({ params: { id: row.id } });
    const document = await api.getDocument({ params: { id: opened.documentId } });
    expect(document.pages[0]?.blocks.map((block) => block.sentences[0]?.text)).toEqual(["First paragraph.", "Second paragraph."]);
    expect((await api.smartEditSubmission({ params: { id: row.id } })).documentId).toBe(opened.documentId);
    const pending = await buildSubmission(app.ctx, user);
    expect(await failure(api.smartEditSubmission({ params: { id: pending.id } }))).toMatchObject({ status: 409 });
    const [stored] = await app.ctx.db.select().from(learningSubmissions).where(eq(learningSubmissions.id, row.id));
    expect(stored?.documentId).toBe(opened.documentId);
    const [linked] = await app.ctx.db.select().from(documents).where(eq(documents.id, opened.documentId));
    expect(linked?.submissionId).toBe(row.id);
  });
});
