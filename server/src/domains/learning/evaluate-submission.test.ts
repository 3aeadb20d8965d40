import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { buildUser } from "../../../test/factories";
import { buildSubmission } from "../../../test/learning-factories";
import { createTestApp } from "../../../test/test-app";
import { evaluateSubmission } from "./evaluate-submission";
import { learningSubmissions } from "./learning.tables";

/** The engines failing (a bug, a missing model file): the evaluation must end in `failed`, not hang in `submit`. */
const failingEngine = () => Promise.reject(new Error("engine unavailable"));

const app = await createTestApp();

describe("evaluation job: submit → failed", () => {
  it("marks the submission failed with the spec's message, and resubmitting is allowed again", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const row = await buildSubmission(app.ctx, user, { status: "submit", content: "A text that cannot be assessed right now." });
    await evaluateSubmission(app.ctx, row.id, failingEngine);
    const api = app.clientFor(accessToken);
    const failed = await api.getSubmission({ params: { id: row.id } });
    expect(failed).toMatchObject({ status: "failed", remarks: LEARNING_MESSAGES.unableToEvaluate, assessment: null, result: null });
    expect(failed.can).toMatchObject({ resubmit: true, reload: true, smartEdit: false });
    expect((await api.listSubmissions()).items.map((item) => item.id)).toEqual([row.id]);
  });

  it("leaves a submission that is no longer waiting alone", async () => {
    const { user } = await buildUser(app.ctx);
    const row = await buildSubmission(app.ctx, user, { status: "pending" });
    await evaluateSubmission(app.ctx, row.id, failingEngine);
    const [stored] = await app.ctx.db.select().from(learningSubmissions).where(eq(learningSubmissions.id, row.id));
    expect(stored).toMatchObject({ status: "pending", remarks: "" });
  });
});
