import { describe, expect, it } from "vitest";
import { JobLimit } from "./job-limit";

describe("JobLimit", () => {
  it("runs at most the limit at once, the rest in order, and frees a slot when a job fails", async () => {
    const limit = new JobLimit(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const job =
      (id: number, fail = false) =>
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        order.push(id);
        if (fail) {
          throw new Error(`job ${id} failed`);
        }
        return id;
      };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => limit.run(job(id, id === 2))));
    expect(peak).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled", "fulfilled"]);
  });
});
