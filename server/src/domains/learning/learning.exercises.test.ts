import { describe, expect, it } from "vitest";
import { LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildAdmin, buildUser } from "../../../test/factories";
import { setFeatureUsage } from "../../../test/feature-usage";
import { seededExercise } from "../../../test/learning-factories";
import { createTestApp } from "../../../test/test-app";
import { progressSlots } from "./journey";

const app = await createTestApp();

const learner = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

/** Completes every slot of the levels below `level`, as if the learner had done their actions. */
const reachLevel = async (userId: string, level: number) => {
  for (let current = 0; current < level; current += 1) {
    await progressSlots(app.ctx, userId, () => true, { status: "completed" });
  }
};

describe("exercise types", () => {
  it("lists the seeded catalogue with levels, locks and empty progress for a new learner", async () => {
    const { api } = await learner();
    const list = await api.listExerciseTypes();
    expect(list).toMatchObject({ level: "0.0", levelTitle: "Beginner", credits: 3 });
    expect(list.items.length).toBeGreaterThanOrEqual(9);
    const bySlug = Object.fromEntries(list.items.map((item) => [item.slug, item]));
    expect(bySlug["describe-picture"]).toMatchObject({
      locked: false,
      levelTitle: "Beginner",
      cardImage: "/learning/cards/describe-picture.svg",
    });
    expect(bySlug["headline-hook"]?.locked).toBe(false);
    expect(bySlug["formal-email"]).toMatchObject({ locked: true, minimumLevel: "1.0", levelTitle: "Learner" });
    expect(bySlug["peer-feedback"]).toMatchObject({ locked: true, minimumLevel: "5.0", levelTitle: "Mentor" });
    expect(bySlug["describe-picture"]?.progress).toEqual({ attempts: 0, passed: 0, slots: ["empty", "empty", "empty", "empty", "empty"] });
    // Unlocked types come first.
    const firstLocked = list.items.findIndex((item) => item.locked);
    expect(list.items.slice(firstLocked).every((item) => item.locked)).toBe(true);
  });

  it("serves the card images and pictures as static SVG", async () => {
    const card = await app.app.inject({ method: "GET", url: "/learning/cards/describe-picture.svg" });
    expect(card.statusCode).toBe(200);
    expect(card.headers["content-type"]).toContain("image/svg+xml");
    expect(card.body).toContain("<svg");
    expect((await app.app.inject({ method: "GET", url: "/learning/pictures/park.svg" })).statusCode).toBe(200);
    expect((await app.app.inject({ method: "GET", url: "/learning/LICENSE.md" })).statusCode).toBe(404);
  });

  it("picks one exercise for a picture type and up to three topics for a text type", async () => {
    const { api } = await learner();
    const picture = await seededExercise(app.ctx, "describe-picture");
    const pickedPicture = await api.pickExercise({ params: { id: picture.type.id } });
    expect(pickedPicture.exercises).toHaveLength(1);
    expect(pickedPicture.exercises[0]?.image).toMatch(/^\/learning\/pictures\/[a-z-]+\.svg$/);
    expect(pickedPicture.exercises[0]?.hasHint).toBe(true);
    expect(pickedPicture.exercises[0]).not.toHaveProperty("hint");

    const text = await seededExercise(app.ctx, "headline-hook");
    const pickedText = await api.pickExercise({ params: { id: text.type.id } });
    expect(pickedText.exercises).toHaveLength(3);
    expect(new Set(pickedText.exercises.map((exercise) => exercise.id)).size).toBe(3);
    // Level-1 exercises are not offered at level 0.
    expect(
      pickedText.exercises.every(
        (exercise) => !["Students build a weather station", "A town without plastic bags"].includes(exercise.title),
      ),
    ).toBe(true);
  });

  it("refuses a locked type (409 with its level) and an unknown one (404)", async () => {
    const { api } = await learner();
    const email = await seededExercise(app.ctx, "formal-email");
    expect(await failure(api.pickExercise({ params: { id: email.type.id } }))).toMatchObject({
      status: 409,
      message: LEARNING_MESSAGES.typeLocked("1.0"),
    });
    expect(await failure(api.createSubmission({ body: { exerciseTypeId: email.type.id, exerciseId: email.exercise.id } }))).toMatchObject({
      status: 409,
    });
    expect(await failure(api.pickExercise({ params: { id: crypto.randomUUID() } }))).toMatchObject({ status: 404 });
  });

  it("answers 'No exercises found for this type yet!' for a type without exercises", async () => {
    const { api } = await learner();
    const admin = await buildAdmin(app.ctx);
    const type = await app.clientFor(admin.accessToken).adminCreateExerciseType({
      body: {
        slug: `empty-${crypto.randomUUID().slice(0, 8)}`,
        name: "Empty",
        timeAllowed: 300,
        wordLimit: 100,
        task: "Write.",
        sourceKind: "text",
      },
    });
    expect(await failure(api.pickExercise({ params: { id: type.id } }))).toMatchObject({
      status: 404,
      message: LEARNING_MESSAGES.noExercisesForType,
    });
  });

  it("unlocks the next level's types once the level's objectives are complete", async () => {
    const { api, user } = await learner();
    const email = await seededExercise(app.ctx, "formal-email");
    expect(await failure(api.pickExercise({ params: { id: email.type.id } }))).toMatchObject({ status: 409 });
    await reachLevel(user.id, 1);
    expect((await api.listExerciseTypes()).level).toBe("1.0");
    expect((await api.pickExercise({ params: { id: email.type.id } })).exercises.length).toBeGreaterThan(0);
    const summary = await seededExercise(app.ctx, "summarise-passage");
    expect(await failure(api.pickExercise({ params: { id: summary.type.id } }))).toMatchObject({ status: 409 });
  });
});

describe("starting an exercise", () => {
  it("creates a pending submission at the learner's level and marks its objective pending", async () => {
    const { api } = await learner();
    const { type, exercise } = await seededExercise(app.ctx, "describe-picture");
    const created = await api.createSubmission({ body: { exerciseTypeId: type.id, exerciseId: exercise.id } });
    expect(created).toMatchObject({ status: "pending", forLevel: "0.0", objective: "passExercise-describe-picture" });
    const journey = await api.getJourney();
    expect(journey.levels[0]?.slots.find((slot) => slot.objectiveKey === "passExercise-describe-picture")).toMatchObject({
      status: "pending",
      subId: created.id,
      actionLabel: "Take action",
    });
  });

  it("refuses an exercise of another type (404)", async () => {
    const { api } = await learner();
    const picture = await seededExercise(app.ctx, "describe-picture");
    const headline = await seededExercise(app.ctx, "headline-hook");
    expect(
      await failure(api.createSubmission({ body: { exerciseTypeId: picture.type.id, exerciseId: headline.exercise.id } })),
    ).toMatchObject({
      status: 404,
      message: LEARNING_MESSAGES.exerciseNotFound,
    });
  });

  it("is the writing lessons feature: 403 FEATURE_LIMIT once its allowance is used up", async () => {
    const { api, user } = await learner();
    await setFeatureUsage(app.ctx.db, user.id, "WritingLessons", { allowedUsage: 1, usageCount: 1 });
    const { type, exercise } = await seededExercise(app.ctx, "describe-picture");
    expect(await failure(api.createSubmission({ body: { exerciseTypeId: type.id, exerciseId: exercise.id } }))).toMatchObject({
      status: 403,
      code: "FEATURE_LIMIT",
    });
  });
});
