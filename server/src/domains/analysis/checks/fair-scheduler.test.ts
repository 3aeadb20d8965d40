import { describe, expect, it } from "vitest";
import { FairScheduler } from "./fair-scheduler";

/** A task that runs until `finish` is called, recording when it started. */
const manualTasks = () => {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const task = (name: string) => () => {
    started.push(name);
    return new Promise<string>((resolve) => finishers.set(name, () => resolve(name)));
  };
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the scheduler start what comes next.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, task, finish };
};

describe("FairScheduler", () => {
  it("takes turns between users, so one task of another user runs after at most one task of each", async () => {
    const scheduler = new FairScheduler(1, 0);
    const { started, task, finish } = manualTasks();
    for (let index = 0; index < 4; index += 1) {
      void scheduler.schedule(task(`big${index}`), { owner: "big", small: false });
    }
    void scheduler.schedule(task("other"), { owner: "other", small: false });
    expect(started).toEqual(["big0"]);
    await finish("big0");
    expect(started).toEqual(["big0", "other"]);
    await finish("other");
    await finish("big1");
    expect(started).toEqual(["big0", "other", "big1", "big2"]);
  });

  it("runs a small request's task in the express slot while big ones fill the general slots", async () => {
    const scheduler = new FairScheduler(1, 1);
    const { started, task, finish } = manualTasks();
    void scheduler.schedule(task("big0"), { owner: "a", small: false });
    void scheduler.schedule(task("big1"), { owner: "a", small: false });
    // The express slot does not take big tasks.
    expect(started).toEqual(["big0"]);
    const small = scheduler.schedule(task("small"), { owner: "b", small: true });
    expect(started).toEqual(["big0", "small"]);
    await finish("small");
    await expect(small).resolves.toBe("small");
    expect(scheduler.queued).toBe(1);
  });

  it("takes a cancelled task out of the queue and rejects it with the reason", async () => {
    const scheduler = new FairScheduler(1, 0);
    const { started, task, finish } = manualTasks();
    void scheduler.schedule(task("first"), { owner: "a", small: false });
    const cancel = new AbortController();
    const queued = scheduler.schedule(task("second"), { owner: "a", small: false, cancel: cancel.signal });
    cancel.abort(new Error("budget spent"));
    await expect(queued).rejects.toThrow("budget spent");
    expect(scheduler.queued).toBe(0);
    await finish("first");
    expect(started).toEqual(["first"]);
  });

  it("passes a task's failure to its caller and keeps serving the queue", async () => {
    const scheduler = new FairScheduler(1, 0);
    const failing = scheduler.schedule(() => Promise.reject(new Error("engine failed")), { owner: "a", small: false });
    const next = scheduler.schedule(() => Promise.resolve("next"), { owner: "a", small: false });
    await expect(failing).rejects.toThrow("engine failed");
    await expect(next).resolves.toBe("next");
  });

  it("gives a task its preferred lane when that lane is free, and any free lane it may use when not", async () => {
    const scheduler = new FairScheduler(2, 1);
    const lanes: Record<string, number> = {};
    const finishers = new Map<string, () => void>();
    const task = (name: string) => (lane: number) => {
      lanes[name] = lane;
      return new Promise<void>((resolve) => finishers.set(name, resolve));
    };
    void scheduler.schedule(task("prefers 1"), { owner: "a", small: false, lane: 1 });
    void scheduler.schedule(task("prefers 1 too"), { owner: "b", small: false, lane: 1 });
    void scheduler.schedule(task("small, prefers express"), { owner: "c", small: true, lane: 2 });
    expect(lanes).toEqual({ "prefers 1": 1, "prefers 1 too": 0, "small, prefers express": 2 });
    finishers.get("prefers 1")?.();
    await new Promise((resolve) => setImmediate(resolve));
    // A big task never takes the express lane, even when it prefers it.
    void scheduler.schedule(task("big, prefers express"), { owner: "d", small: false, lane: 2 });
    expect(lanes["big, prefers express"]).toBe(1);
    // Without a preference a small task takes a general lane first, as before lanes.
    finishers.get("small, prefers express")?.();
    finishers.get("big, prefers express")?.();
    await new Promise((resolve) => setImmediate(resolve));
    void scheduler.schedule(task("small"), { owner: "e", small: true });
    expect(lanes.small).toBe(1);
  });
});
