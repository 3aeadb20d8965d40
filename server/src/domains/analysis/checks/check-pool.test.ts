import { afterAll, describe, expect, it } from "vitest";
import { CheckPool } from "./check-pool";
import type { BlockResult } from "./block-tools";

const pool = new CheckPool(1);
afterAll(() => pool.close());

describe("CheckPool", () => {
  it("runs a check in a worker thread", async () => {
    const results = await pool.run<BlockResult>("legal", [{ id: "a", text: "The tenant and/or the landlord shall pay." }], {
      dialect: "en-US",
    });
    expect(results.a?.findings.length).toBeGreaterThan(0);
  });

  it("stops a running check when its signal aborts", async () => {
    const blocks = Array.from({ length: 400 }, (_, index) => ({
      id: `b${index}`,
      text: `Paragraph ${index} has a erors that the checker must looks at closely, said Anna Kowalska.`,
    }));
    const controller = new AbortController();
    const started = performance.now();
    const task = pool.run<BlockResult>("pii", blocks, { dialect: "en-US" }, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(task).rejects.toMatchObject({ name: "AbortError" });
    expect(performance.now() - started).toBeLessThan(5_000);
    // The pool replaces the stopped thread and keeps working.
    const after = await pool.run<BlockResult>("legal", [{ id: "a", text: "Hereinafter the said party shall pay." }], { dialect: "en-US" });
    expect(after.a?.findings.length).toBeGreaterThan(0);
  });

  it("runs each task on the lane it was given: its preferred lane when that is free", async () => {
    // One general lane (0) and one express lane (1); a small task may use either.
    const given: number[] = [];
    const block = [{ id: "a", text: "Hereinafter the said party shall pay." }];
    for (const lane of [1, 0, 1]) {
      await pool.run<BlockResult>("legal", block, { dialect: "en-US" }, undefined, {
        owner: "alice",
        small: true,
        lane,
        onLane: (ran) => given.push(ran),
      });
    }
    expect(given).toEqual([1, 0, 1]);
  });

  it("reports its engines lazy until warmed, warming while they load, then ready", async () => {
    const warming = new CheckPool(1, 0);
    try {
      expect(warming.warmth).toBe("lazy");
      const warm = warming.warm({ dialect: "en-US" });
      expect(warming.warmth).toBe("warming");
      await warm;
      expect(warming.warmth).toBe("ready");
    } finally {
      await warming.close();
    }
  });
});
