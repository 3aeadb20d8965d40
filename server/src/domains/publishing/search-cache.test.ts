import { describe, expect, it } from "vitest";
import { SearchCache } from "./search-cache";

const idsOf = (...ids: string[]) => Promise.resolve(ids);

describe("SearchCache", () => {
  it("gives a search's ids back until its TTL has passed", async () => {
    let now = 1_000;
    const cache = new SearchCache(5_000, 10, () => now);
    cache.set("1:10:pond", idsOf("a", "b"));
    now += 4_999;
    expect(await cache.get("1:10:pond")).toEqual(["a", "b"]);
    now += 1;
    expect(cache.get("1:10:pond")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps at most its maximum of searches, dropping the oldest first", async () => {
    const cache = new SearchCache(5_000, 2, () => 0);
    cache.set("a", idsOf("1"));
    cache.set("b", idsOf("2"));
    cache.set("a", idsOf("3"));
    cache.set("c", idsOf("4"));
    expect(cache.get("b")).toBeUndefined();
    expect(await cache.get("a")).toEqual(["3"]);
    expect(await cache.get("c")).toEqual(["4"]);
  });

  it("forgets everything on clear, and an entry only while it still holds the same query", async () => {
    const cache = new SearchCache(5_000, 10, () => 0);
    const first = idsOf("1");
    cache.set("a", first);
    cache.set("b", idsOf("2"));
    const second = idsOf("3");
    cache.set("a", second);
    cache.delete("a", first);
    expect(await cache.get("a")).toEqual(["3"]);
    cache.delete("a", second);
    expect(cache.get("a")).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
