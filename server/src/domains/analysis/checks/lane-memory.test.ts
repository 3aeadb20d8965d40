import { describe, expect, it } from "vitest";
import { LaneMemory } from "./lane-memory";

const blocks = (...ids: string[]) => ids.map((id) => ({ id, text: `text of ${id}` }));

describe("LaneMemory", () => {
  it("prefers the lane most of a batch's blocks were last checked on, per scope", () => {
    const memory = new LaneMemory();
    memory.remember("alice grammar", blocks("a", "b"), 0);
    memory.remember("alice grammar", blocks("c"), 1);
    expect(memory.preferredLane("alice grammar", blocks("a"))).toBe(0);
    expect(memory.preferredLane("alice grammar", blocks("c", "a", "b"))).toBe(0);
    expect(memory.preferredLane("alice grammar", blocks("new"))).toBeUndefined();
    // Another user's blocks, or another tool's, with the same ids are another scope.
    expect(memory.preferredLane("bob grammar", blocks("a"))).toBeUndefined();
    expect(memory.preferredLane("alice pii", blocks("a"))).toBeUndefined();
    // A block checked again elsewhere moves.
    memory.remember("alice grammar", blocks("a"), 1);
    expect(memory.preferredLane("alice grammar", blocks("a", "b", "c"))).toBe(1);
  });

  it("forgets the least recently checked blocks past its limit", () => {
    const memory = new LaneMemory(2);
    memory.remember("s", blocks("a"), 0);
    memory.remember("s", blocks("b"), 1);
    memory.remember("s", blocks("a"), 0);
    memory.remember("s", blocks("c"), 1);
    expect(memory.size).toBe(2);
    expect(memory.preferredLane("s", blocks("b"))).toBeUndefined();
    expect(memory.preferredLane("s", blocks("a"))).toBe(0);
  });
});
