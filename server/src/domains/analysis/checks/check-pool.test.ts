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
});
