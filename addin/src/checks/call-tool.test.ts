import { describe, expect, it, vi } from "vitest";
import { ANALYSIS_LIMITS } from "@wordloom/shared/model";
import type { ApiClient } from "@wordloom/shared/api";
import { callTool, requestBatches } from "./call-tool";

describe("requestBatches", () => {
  it("keeps every request within the API's block and character limits, cutting over-long paragraphs", () => {
    const long = "Lorem ipsum. ".repeat(Math.ceil((ANALYSIS_LIMITS.maxBlockChars + 50) / 13));
    const count = Math.ceil((ANALYSIS_LIMITS.maxTotalChars / ANALYSIS_LIMITS.maxBlockChars) * 1.5);
    const blocks = Array.from({ length: count }, (_, index) => ({ id: `p${index}`, text: long }));
    const batches = requestBatches(blocks);
    expect(batches.flat()).toHaveLength(count);
    for (const batch of batches) {
      expect(batch.reduce((total, block) => total + block.text.length, 0)).toBeLessThanOrEqual(ANALYSIS_LIMITS.maxTotalChars);
      expect(batch.every((block) => block.text.length === ANALYSIS_LIMITS.maxBlockChars)).toBe(true);
    }
    expect(batches.length).toBeGreaterThan(1);
  });

  it("blanks runs without a space longer than the API takes, keeping the offsets of the rest", () => {
    const text = `Before ${"x".repeat(ANALYSIS_LIMITS.maxTokenChars + 1)} after.`;
    const [[block] = []] = requestBatches([{ id: "p0", text }]);
    expect(block?.text).toHaveLength(text.length);
    expect(block?.text.slice(0, 7)).toBe("Before ");
    expect(block?.text.slice(-7)).toBe(" after.");
    expect(block?.text.trim()).toBe(`Before${" ".repeat(ANALYSIS_LIMITS.maxTokenChars + 3)}after.`);
  });

  it("sends table paragraphs as table rows with their cell index", () => {
    expect(requestBatches([{ id: "p0", text: "Cell", type: "table-row", cellIndex: 2 }])).toEqual([
      [{ id: "p0", text: "Cell", type: "table-row", cellIndex: 2 }],
    ]);
  });
});

describe("callTool", () => {
  it("skips text without letters or digits for grammar", async () => {
    const checkGrammar = vi.fn(async () => ({ results: {} }));
    const client = { checkGrammar } as unknown as ApiClient;
    const report = await callTool(client, "grammar", [{ id: "p0", text: "— … —" }]);
    expect(report).toEqual({ kind: "grammar", findings: [] });
    expect(checkGrammar).not.toHaveBeenCalled();
    await callTool(client, "grammar", [
      { id: "p0", text: "— … —" },
      { id: "p1", text: "Words here" },
    ]);
    expect(checkGrammar).toHaveBeenCalledWith({ body: { blocks: [{ id: "p1", text: "Words here" }] } }, { signal: undefined });
  });

  it("asks the grammar check for style suggestions only when they are wanted", async () => {
    const checkGrammar = vi.fn(async () => ({ results: {} }));
    const client = { checkGrammar } as unknown as ApiClient;
    await callTool(client, "grammar", [{ id: "p0", text: "In order to win" }], undefined, { includeStyle: true });
    expect(checkGrammar).toHaveBeenLastCalledWith(
      { body: { blocks: [{ id: "p0", text: "In order to win" }], includeStyle: true } },
      { signal: undefined },
    );
    await callTool(client, "grammar", [{ id: "p0", text: "In order to win" }], undefined, { includeStyle: false });
    expect(checkGrammar).toHaveBeenLastCalledWith({ body: { blocks: [{ id: "p0", text: "In order to win" }] } }, { signal: undefined });
  });
});
