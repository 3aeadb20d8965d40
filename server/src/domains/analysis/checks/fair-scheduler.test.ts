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
});
