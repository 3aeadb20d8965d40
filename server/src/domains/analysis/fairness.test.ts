import { describe, expect, it } from "vitest";
import { DEFAULT_CHECK_SETTINGS } from "@wordloom/shared/analysis";
import { buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait-for";

// One general check thread and one express thread, and a budget far shorter than the worst case
// needs (20 paragraphs of "a. a. a. …", each seconds of grammar checking on one thread).
const BUDGET_MS = 8_000;
const app = await createTestApp({
  env: { ANALYSIS_THREADS: "1", ANALYSIS_EXPRESS_THREADS: "1", ANALYSIS_TIME_BUDGET_MS: String(BUDGET_MS) },
});

const signedIn = async () => app.clientFor((await buildUser(app.ctx)).accessToken);

describe("analysis that one user cannot monopolise", () => {
  it("answers another user's one-sentence check while a worst-case check runs, and stops the worst case at its budget", async () => {
    const [heavyUser, smallUser] = await Promise.all([signedIn(), signedIn()]);
    // Both threads load their engines first, so the race below is between the checks, not engine loads.
    await app.ctx.checks.warm(DEFAULT_CHECK_SETTINGS);

    // A different letter per paragraph: the same text twice would come from the engines' caches.
    const worstBlocks = Array.from({ length: 20 }, (_, index) => ({
      id: `worst${index}`,
      text: `${String.fromCharCode(97 + index)}. `.repeat(6_666),
    }));
    const finished: string[] = [];
    const worst = heavyUser.checkGrammar({ body: { blocks: worstBlocks } }).then((answer) => {
      finished.push("worst");
      return answer;
    });
    // The worst case holds the general thread and has more tasks queued behind it.
    await waitFor(() => app.ctx.checks.queued > 0);

    const small = await smallUser.checkGrammar({ body: { blocks: [{ id: "s1", text: "The lock on the shed were broken." }] } });
    finished.push("small");
    expect(small.results.s1?.length).toBeGreaterThan(0);
    expect(small.partial).toBeUndefined();

    const answer = await worst;
    expect(finished).toEqual(["small", "worst"]);
    // It stopped at the budget: what was checked, plus the flag and the blocks left out.
    expect(answer.partial).toBe(true);
    const unchecked = answer.uncheckedBlockIds ?? [];
    expect(unchecked.length).toBeGreaterThan(0);
    expect([...Object.keys(answer.results), ...unchecked].sort()).toEqual(worstBlocks.map((block) => block.id).sort());
    // Its tasks still waiting were taken out of the queue.
    expect(app.ctx.checks.queued).toBe(0);
  }, 120_000);

  it("refuses a paragraph with a run of more than 1,000 characters without a space, naming the field", async () => {
    const api = await signedIn();
    const response = await api
      .checkGrammar({ body: { blocks: [{ id: "p1", text: `Fine words, then ${"x".repeat(1_001)}` }] } })
      .catch((error: unknown) => error);
    expect(response).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect(JSON.stringify((response as { details?: unknown }).details)).toContain("characters without a space");
  });
});
