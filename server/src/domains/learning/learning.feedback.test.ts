import { afterAll, describe, expect, it } from "vitest";
import { assessWriting } from "@wordloom/shared/analysis/assessment";
import { startFakeOpenAi } from "../../../../scripts/fake-openai";
import { buildUser } from "../../../test/factories";
import { seededExercise } from "../../../test/learning-factories";
import { createTestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait-for";

const REPLY = "You describe the scene clearly. Next time, vary how your sentences begin.";
const fake = await startFakeOpenAi({ delayMs: 1, reply: REPLY });
afterAll(() => fake.close());

const app = await createTestApp({
  workers: true,
  env: { LLM_PROVIDER: "openai-compatible", LLM_BASE_URL: fake.baseUrl, LLM_MODEL: "fake-model", LLM_MAX_RETRIES: "1" },
});

const TEXT =
  "A small cabin stands at the foot of snowy mountains. Smoke rises from its chimney, and a narrow path leads to the wooden door.\nPine trees surround the cabin, so it looks warm and safe in the cold valley.";

describe("written feedback with a model", () => {
  it("adds the model's feedback after the evaluation and leaves Wordloom's scores as they are", async () => {
    const signed = await buildUser(app.ctx);
    const api = app.clientFor(signed.accessToken);
    const { type, exercise } = await seededExercise(app.ctx, "describe-picture");
    const pending = await api.createSubmission({ body: { exerciseTypeId: type.id, exerciseId: exercise.id } });
    await api.submitSubmission({ params: { id: pending.id }, body: { content: TEXT, completeTime: 200 } });
    await waitFor(async () => (await api.getSubmission({ params: { id: pending.id } })).feedback !== null, 60_000);
    const result = await api.getSubmission({ params: { id: pending.id } });
    expect(result.feedback).toBe(REPLY);
    const offline = await assessWriting({
      text: TEXT,
      topic: exercise.title,
      task: type.task,
      source: exercise.content,
      expectedIntents: type.expectedIntents,
      wordLimit: type.wordLimit,
      peers: [],
      extensionUsed: false,
      delayPenalty: type.delayPenalty,
    });
    expect(result.assessment).toEqual(offline);
    const sent = JSON.stringify(fake.requests.at(-1)?.body ?? {});
    expect(sent).toContain("A small cabin stands at the foot of snowy mountains.");
  }, 90_000);
});
