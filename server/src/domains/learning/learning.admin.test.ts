import { describe, expect, it } from "vitest";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildAdmin, buildUser } from "../../../test/factories";
import { buildSubmission, seededExercise } from "../../../test/learning-factories";
import { createTestApp } from "../../../test/test-app";

const app = await createTestApp();
const admin = await buildAdmin(app.ctx);
const api = app.clientFor(admin.accessToken);

describe("the admin catalogue", () => {
  it("lists the seeded catalogue: at least 8 types across L0–L5 and 60 exercises", async () => {
    const { items } = await api.adminListExerciseTypes();
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((item) => item.minimumLevel.split(".")[0]))).toEqual(new Set(["0", "1", "2", "3", "4", "5"]));
    expect(items.reduce((sum, item) => sum + item.exerciseCount, 0)).toBeGreaterThanOrEqual(60);
  });

  it("creates, edits and removes a type and its exercises", async () => {
    const slug = `letters-${crypto.randomUUID().slice(0, 8)}`;
    const type = await api.adminCreateExerciseType({
      body: { slug, name: "Letters", timeAllowed: 600, wordLimit: 200, task: "Write a letter.", sourceKind: "text", minimumLevel: "1.2" },
    });
    expect(type).toMatchObject({ slug, minimumLevel: "1.2", extensionTime: 0, exerciseCount: 0, submissionCount: 0 });
    expect(
      await failure(
        api.adminCreateExerciseType({ body: { slug, name: "Again", timeAllowed: 600, wordLimit: 200, task: "x", sourceKind: "text" } }),
      ),
    ).toMatchObject({
      status: 409,
    });
    const updated = await api.adminUpdateExerciseType({ params: { id: type.id }, body: { name: "Letters home", credits: 4 } });
    expect(updated).toMatchObject({ name: "Letters home", credits: 4 });

    const exercise = await api.adminCreateExercise({
      params: { id: type.id },
      body: { title: "To a friend abroad", content: "Tell a friend about your town.", hint: "Start warmly." },
    });
    expect(exercise).toMatchObject({ title: "To a friend abroad", level: 0, hint: "Start warmly.", image: null });
    expect(await failure(api.adminCreateExercise({ params: { id: type.id }, body: { title: "To a friend abroad" } }))).toMatchObject({
      status: 409,
    });
    expect((await api.adminUpdateExercise({ params: { id: exercise.id }, body: { level: 2 } })).level).toBe(2);
    expect((await api.adminListExercises({ params: { id: type.id } })).items.map((item) => item.id)).toEqual([exercise.id]);
    expect(await api.adminDeleteExercise({ params: { id: exercise.id } })).toEqual({ ok: true });
    expect(await api.adminDeleteExerciseType({ params: { id: type.id } })).toEqual({ ok: true });
    expect(await failure(api.adminListExercises({ params: { id: type.id } }))).toMatchObject({ status: 404 });
  });

  it("keeps types and exercises that learners have used (409)", async () => {
    const learner = await buildUser(app.ctx);
    const submission = await buildSubmission(app.ctx, learner.user);
    const { type } = await seededExercise(app.ctx);
    expect(await failure(api.adminDeleteExercise({ params: { id: submission.exerciseId } }))).toMatchObject({ status: 409 });
    expect(await failure(api.adminDeleteExerciseType({ params: { id: type.id } }))).toMatchObject({ status: 409 });
  });

  it("is for admins only", async () => {
    const learner = await buildUser(app.ctx);
    expect(await failure(app.clientFor(learner.accessToken).adminListExerciseTypes())).toMatchObject({ status: 401 });
  });
});
