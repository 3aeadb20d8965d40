import { describe, expect, it } from "vitest";
import { EventBus } from "./event-bus";

describe("EventBus", () => {
  it("runs every handler of an event in subscription order and waits for them", async () => {
    const bus = new EventBus();
    const calls: string[] = [];
    bus.on("trash.emptied", async ({ count }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      calls.push(`first ${count}`);
    });
    bus.on("trash.emptied", async ({ count }) => {
      calls.push(`second ${count}`);
    });
    await bus.emit("trash.emptied", { actorId: "user", count: 3 });
    expect(calls).toEqual(["first 3", "second 3"]);
    expect(bus.listenerCount("trash.emptied")).toBe(2);
  });

  it("does nothing for an event nobody listens to", async () => {
    await expect(new EventBus().emit("document.deleted", { actorId: "a", documentId: "b", title: "c" })).resolves.toBeUndefined();
  });

  it("fails the emit when a handler fails, as a direct call would", async () => {
    const bus = new EventBus();
    bus.on("profile.updated", async () => {
      throw new Error("listener failed");
    });
    await expect(bus.emit("profile.updated", { userId: "u", fields: [] })).rejects.toThrow("listener failed");
  });
});
