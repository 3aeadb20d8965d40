import { describe, expect, it } from "vitest";
import { createMemoryStorage } from "./frame-storage";

describe("the framed route's memory storage", () => {
  it("behaves like Storage for the session store's calls", () => {
    const storage = createMemoryStorage();
    storage.setItem("a", "1");
    storage.setItem("b", "2");
    expect(storage.getItem("a")).toBe("1");
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe("b");
    storage.removeItem("a");
    expect(storage.getItem("a")).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
