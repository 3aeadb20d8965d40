import { describe, expect, it } from "vitest";
import { LEARNING_LEVELS } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildPages, buildUser } from "../../../test/factories";
import { seededExercise } from "../../../test/learning-factories";
import { createTestApp } from "../../../test/test-app";

const app = await createTestApp();

const learner = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

const slotOf = async (api: Awaited<ReturnType<typeof learner>>["api"], key: string) =>
  (await api.getJourney()).levels.flatMap((level) => level.slots).find((slot) => slot.objectiveKey === key);

describe("the journey", () => {
  it("starts at 0.0 Beginner with 5, 4, 3, 3, 3 objective slots labelled 'x.y'", async () => {
    const { api } = await learner();
    const journey = await api.getJourney();
    expect(journey).toMatchObject({ currentLevel: 0, currentSubLevel: 0, level: "0.0", levelTitle: "Beginner", userBadge: 0, credits: 3 });
    expect(journey.questionnaireAnswered).toBe(false);
    expect(journey.levels.map((level) => level.slots.length)).toEqual(LEARNING_LEVELS.map((info) => info.slots));
    expect(journey.levels.map((level) => level.title)).toEqual([
      "Beginner",
      "Learner",
      "Enthusiast",
      "Articulator",
      "Story Teller",
      "Mentor",
    ]);
    expect(journey.levels.map((level) => level.state)).toEqual(["current", "ahead", "ahead", "ahead", "ahead", "ahead"]);
    expect(journey.levels[0]?.slots.map((slot) => slot.journeyLevel)).toEqual(["0.1", "0.2", "0.3", "0.4", "0.5"]);
    const first = journey.levels[0]?.slots[0];
    expect(first).toMatchObject({
      objectiveKey: "passExercise-describe-picture",
      status: "NotAttempted",
      actionLabel: "Start",
      title: "Pass an Exercise: Describe a Picture",
    });
    const { type } = await seededExercise(app.ctx, "describe-picture");
    expect(first?.path).toBe(`exercises?type=${type.id}`);
  });

  it("starts an objective: NotAttempted → pending, then Take action", async () => {
    const { api } = await learner();
    const slot = (await api.getJourney()).levels[0]?.slots[1];
    const started = await api.startObjective({ params: { id: slot?.id ?? "" } });
    expect(started).toMatchObject({ status: "pending", actionLabel: "Take action" });
    expect((await api.startObjective({ params: { id: slot?.id ?? "" } })).status).toBe("pending");
    expect(await failure(api.startObjective({ params: { id: crypto.randomUUID() } }))).toMatchObject({ status: 404 });
  });

  it("completes objectives from what the product already does: a document created, a grammar check", async () => {
    const { api } = await learner();
    expect((await slotOf(api, "createDocument"))?.status).toBe("NotAttempted");
    const document = await api.createDocument({ body: { title: "My first piece" } });
    expect(await slotOf(api, "createDocument")).toMatchObject({ status: "completed", documentId: document.id, actionLabel: null });
    await api.checkGrammar({ body: { blocks: [{ id: "p1", text: "The library opens at nine and closes at six." }] } });
    expect((await slotOf(api, "checkGrammar"))?.status).toBe("completed");
    const journey = await api.getJourney();
    expect(journey.currentSubLevel).toBe(2);
    expect(journey.level).toBe("0.2");
  });

  it("leaves objectives of levels ahead alone", async () => {
    const { api } = await learner();
    const document = await api.createDocument({ body: { title: "Draft" } });
    // saveDocument is planned at L1 for a learner without answers: saving at level 0 does not complete it.
    await api.replacePages({ params: { id: document.id }, body: { pages: buildPages("A saved paragraph.") } });
    const later = (await api.getJourney()).levels[1]?.slots.find((slot) => slot.objectiveKey === "saveDocument");
    expect(later?.status).toBe("NotAttempted");
  });
});

describe("the questionnaire", () => {
  it("offers the four goal areas with multiple-choice questions and skills", async () => {
    const { api } = await learner();
    const questionnaire = await api.getQuestionnaire();
    expect(questionnaire.areas.map((area) => area.area)).toEqual(["Professional", "Academic", "Personal", "Social Media Growth"]);
    for (const area of questionnaire.areas) {
      expect(area.questions.length).toBeGreaterThanOrEqual(3);
      expect(area.questions.every((question) => question.options.length >= 2)).toBe(true);
      expect(area.skills.length).toBeGreaterThanOrEqual(5);
    }
    expect(questionnaire.answers).toBeNull();
  });

  it("chooses the first objectives and exercises from the answers", async () => {
    const { api } = await learner();
    const result = await api.answerQuestionnaire({
      body: {
        goalArea: "Social Media Growth",
        answers: { "soc-platform": "soc-platform-linkedin", "soc-hardest": "soc-hardest-hook", "soc-goal": "soc-goal-sales" },
        skills: ["Hooks and headlines", "Not a skill"],
      },
    });
    const headline = await seededExercise(app.ctx, "headline-hook");
    expect(result.recommendedExerciseTypeIds[0]).toBe(headline.type.id);
    const level0 = result.journey.levels[0]?.slots.map((slot) => slot.objectiveKey) ?? [];
    expect(level0.slice(0, 3)).toEqual(["passExercise-describe-picture", "generateSocialPost", "generateHeadlines"]);
    expect(result.journey.questionnaireAnswered).toBe(true);
    const saved = await api.getQuestionnaire();
    expect(saved.answers).toEqual({
      goalArea: "Social Media Growth",
      answers: { "soc-platform": "soc-platform-linkedin", "soc-hardest": "soc-hardest-hook", "soc-goal": "soc-goal-sales" },
      skills: ["Hooks and headlines"],
    });
    const types = await api.listExerciseTypes();
    expect(types.items[0]).toMatchObject({ slug: "headline-hook", recommended: true });
  });

  it("keeps slots already started when the answers change", async () => {
    const { api } = await learner();
    const second = (await api.getJourney()).levels[0]?.slots[1];
    await api.startObjective({ params: { id: second?.id ?? "" } });
    const result = await api.answerQuestionnaire({ body: { goalArea: "Academic", answers: { "aca-hardest": "aca-hardest-grammar" } } });
    expect(result.journey.levels[0]?.slots[1]).toMatchObject({ id: second?.id, objectiveKey: second?.objectiveKey, status: "pending" });
  });
});
