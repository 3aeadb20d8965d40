import { getMaxListeners } from "node:events";
import { describe, expect, it } from "vitest";
import type { AnalysisBlock, CheckSettings } from "@wordloom/shared/analysis";
import type { BlockResult, BlockTool } from "./block-tools";
import type { CheckPool, PoolSchedule } from "./check-pool";
import { CheckRunner, SMALL_REQUEST_CHARACTERS, taskCount } from "./check-runner";

const settings: CheckSettings = { dialect: "en-US" };

/** A pool that records what it is asked to check and answers one finding per block. */
const recordingPool = (threads = 2) => {
  const calls: Array<{ tool: BlockTool; texts: string[]; signal: AbortSignal | undefined }> = [];
  const pool = {
    threads,
    run: (
      tool: BlockTool,
      blocks: AnalysisBlock[],
      _settings: CheckSettings,
      signal?: AbortSignal,
    ): Promise<Record<string, BlockResult>> => {
      calls.push({ tool, texts: blocks.map((block) => block.text), signal });
      signal?.throwIfAborted();
      return Promise.resolve(Object.fromEntries(blocks.map((block) => [block.id, { findings: [{ blockId: block.id }] }])));
    },
    warm: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return { pool: pool as unknown as CheckPool, calls };
};

const page = (texts: string[]): AnalysisBlock[] => texts.map((text, index) => ({ id: `b${index}`, text }));

/** A pool whose tasks finish only when the test says so. */
const manualPool = () => {
  const started: string[][] = [];
  const finishers: Array<() => void> = [];
  const pool = {
    threads: 2,
    queued: 0,
    run: (_tool: BlockTool, blocks: AnalysisBlock[]): Promise<Record<string, BlockResult>> => {
      started.push(blocks.map((block) => block.id));
      return new Promise((resolve) =>
        finishers.push(() => resolve(Object.fromEntries(blocks.map((block) => [block.id, { findings: [] }])))),
      );
    },
  };
  const finishAll = async () => {
    finishers.splice(0).forEach((finish) => finish());
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { pool: pool as unknown as CheckPool, started, finishAll };
};

const heavyText = (label: string) => `${label} `.repeat(SMALL_REQUEST_CHARACTERS);

describe("CheckRunner: one heavy check at a time per user, and the time budget", () => {
  it("starts a user's second heavy check only when the first has answered; another user's starts at once", async () => {
    const { pool, started, finishAll } = manualPool();
    const runner = new CheckRunner(pool);
    const first = runner.run("grammar", [{ id: "a1", text: heavyText("one") }], settings, undefined, { owner: "alice" });
    const second = runner.run("grammar", [{ id: "a2", text: heavyText("two") }], settings, undefined, { owner: "alice" });
    const other = runner.run("grammar", [{ id: "b1", text: heavyText("three") }], settings, undefined, { owner: "bob" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started.flat().sort()).toEqual(["a1", "b1"]);
    await finishAll();
    await Promise.all([first, other]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started.flat()).toContain("a2");
    await finishAll();
    expect((await second).unchecked).toEqual([]);
  });

  it("answers at the deadline with the blocks done and lists the others", async () => {
    const { pool, finishAll } = manualPool();
    const runner = new CheckRunner(pool);
    const blocks = [
      { id: "x1", text: heavyText("four") },
      { id: "x2", text: heavyText("five") },
    ];
    const outcome = await runner.run("grammar", blocks, settings, undefined, { owner: "carol", deadline: Date.now() + 50 });
    expect(outcome.results).toEqual({});
    expect(outcome.unchecked.sort()).toEqual(["x1", "x2"]);
    // The work still running finishes in the background and fills the cache for the next check.
    await finishAll();
    const again = await runner.run("grammar", blocks, settings, undefined, { owner: "carol" });
    expect(again.unchecked).toEqual([]);
    expect(Object.keys(again.results).sort()).toEqual(["x1", "x2"]);
  });
});

describe("CheckRunner", () => {
  it("sends an edited block to the thread that checked it before, per user and tool", async () => {
    // Lanes given in turn, as a busy pool might: the runner must ask for the right one.
    let nextLane = 0;
    const asked: Array<{ texts: string[]; lane: number | undefined }> = [];
    const pool = {
      threads: 2,
      run: (_tool: BlockTool, blocks: AnalysisBlock[], _settings: CheckSettings, _signal?: AbortSignal, schedule?: PoolSchedule) => {
        asked.push({ texts: blocks.map((block) => block.text), lane: schedule?.lane });
        schedule?.onLane?.(schedule.lane ?? nextLane++ % 2);
        return Promise.resolve(Object.fromEntries(blocks.map((block) => [block.id, { findings: [] }])));
      },
    } as unknown as CheckPool;
    const runner = new CheckRunner(pool);
    const long = (label: string) => `${label} `.repeat(1_000);
    const before = page([long("one"), long("two"), long("three"), long("four")]);
    await runner.run("grammar", before, settings, undefined, { owner: "alice" });
    // Two batches, one per thread: b0 and b1 on lane 0, b2 and b3 on lane 1.
    expect(asked.map((call) => call.lane)).toEqual([undefined, undefined]);
    asked.length = 0;
    nextLane = 0;
    const edited = before.map((block) => (block.id === "b3" ? { ...block, text: `${block.text} More.` } : block));
    await runner.run("grammar", edited, settings, undefined, { owner: "alice" });
    expect(asked).toEqual([{ texts: [`${long("four")} More.`], lane: 1 }]);
    // Another user's block with the same id, or another tool's check of it, has no preferred lane.
    asked.length = 0;
    await runner.run("grammar", [{ id: "b3", text: "Bob's text." }], settings, undefined, { owner: "bob" });
    await runner.run("pii", edited.slice(3), settings, undefined, { owner: "alice" });
    expect(asked.map((call) => call.lane)).toEqual([undefined, undefined]);
  });

  it("checks every block once, then after an edit only the changed block", async () => {
    const { pool, calls } = recordingPool();
    const runner = new CheckRunner(pool);
    const before = page(["First paragraph.", "Second paragraph.", "Third paragraph.", "Fourth paragraph."]);
    await runner.run("grammar", before, settings);
    expect(calls.flatMap((call) => call.texts).sort()).toEqual(before.map((block) => block.text).sort());

    calls.length = 0;
    const after = before.map((block) => (block.id === "b2" ? { ...block, text: "Third paragraph, edited." } : block));
    const { results, unchecked } = await runner.run("grammar", after, settings);
    expect(unchecked).toEqual([]);
    expect(calls.map((call) => call.texts)).toEqual([["Third paragraph, edited."]]);
    expect(Object.keys(results).sort()).toEqual(["b0", "b1", "b2", "b3"]);
  });

  it("keys the cache by tool and settings as well as text", async () => {
    const { pool, calls } = recordingPool();
    const runner = new CheckRunner(pool);
    const blocks = page(["Colour or color."]);
    await runner.run("grammar", blocks, settings);
    await runner.run("grammar", blocks, { dialect: "en-GB" });
    await runner.run("pii", blocks, settings);
    await runner.run("grammar", blocks, settings);
    expect(calls.map((call) => call.tool)).toEqual(["grammar", "grammar", "pii"]);
  });

  it("re-addresses a cached result to the block asking for it, with its cell index", async () => {
    const { pool } = recordingPool();
    const runner = new CheckRunner(pool);
    await runner.run("grammar", [{ id: "original", text: "Same text." }], settings);
    const { results } = await runner.run("grammar", [{ id: "cell", text: "Same text.", cellIndex: 2 }], settings);
    expect(results.cell?.findings).toEqual([{ blockId: "cell", cellIndex: 2 }]);
  });

  it("spreads a long document over the pool's threads in order-preserving batches", async () => {
    const { pool, calls } = recordingPool(2);
    const runner = new CheckRunner(pool);
    await runner.run("offensive", page(Array.from({ length: 10 }, (_, index) => `Paragraph number ${index}.`)), settings);
    expect(calls).toHaveLength(2);
    expect(calls.flatMap((call) => call.texts)).toEqual(Array.from({ length: 10 }, (_, index) => `Paragraph number ${index}.`));
  });

  it("splits a very long document into more tasks than threads, of about equal length, so no thread idles", async () => {
    const { pool, calls } = recordingPool(2);
    const runner = new CheckRunner(pool);
    // 200 paragraphs of ~600 characters: ~120,000 characters, 10 tasks of ~12,000.
    const texts = Array.from({ length: 200 }, (_, index) => `Paragraph ${index}: ${"a sentence of plain words. ".repeat(22)}`);
    await runner.run("grammar", page(texts), settings);
    expect(calls.flatMap((call) => call.texts)).toEqual(texts);
    expect(calls.length).toBe(taskCount(texts.join("").length, 2));
    expect(calls.length).toBeGreaterThanOrEqual(9);
    const lengths = calls.map((call) => call.texts.join("").length);
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(1_300);
  });

  it("counts tasks: one per thread for short inputs, one per ~12,000 characters for long ones, a multiple of the threads", () => {
    expect(taskCount(500, 2)).toBe(2);
    expect(taskCount(24_000, 2)).toBe(2);
    expect(taskCount(24_001, 2)).toBe(4);
    expect(taskCount(60_000, 2)).toBe(6);
    expect(taskCount(140_000, 2)).toBe(12);
    expect(taskCount(140_000, 3)).toBe(12);
    expect(taskCount(500, 1)).toBe(1);
  });

  it("passes the request's signal to the pool and caches nothing from a cancelled check", async () => {
    const { pool, calls } = recordingPool();
    const runner = new CheckRunner(pool);
    const controller = new AbortController();
    controller.abort(new Error("The client closed the request."));
    await expect(runner.run("grammar", page(["Cancelled text."]), settings, controller.signal)).rejects.toThrow(
      "The client closed the request.",
    );
    expect(calls[0]?.signal).toBe(controller.signal);

    calls.length = 0;
    await runner.run("grammar", page(["Cancelled text."]), settings);
    expect(calls.map((call) => call.texts)).toEqual([["Cancelled text."]]);
  });

  it("lets every task of a long document listen for the request's abort without a leak warning", async () => {
    const { pool, calls } = recordingPool();
    const runner = new CheckRunner(pool);
    const controller = new AbortController();
    const paragraph = "A sentence of prose that is long enough to count. ".repeat(40);
    await runner.run("grammar", page(Array.from({ length: 60 }, (_, index) => `${index} ${paragraph}`)), settings, controller.signal);
    expect(calls.length).toBeGreaterThan(10);
    expect(getMaxListeners(controller.signal)).toBeGreaterThanOrEqual(calls.length);
  });
});
