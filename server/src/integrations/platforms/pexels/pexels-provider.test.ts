import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useProviderAgainstFake } from "../../../../test/platform-contract";
import type { PlatformError } from "../platform-error";
import type { StockOperations, TokenLinking } from "../provider";
import { PEXELS_DEFAULT_ENDPOINTS } from "./pexels-endpoints";
import { createPexelsProvider } from "./pexels-provider";

/** Pexels keys are 56 characters. */
const KEY = "563492ad6f91700001000001a1b2c3d4e5f60718293a4b5c6d7e8f90";
const OTHER_KEY = "563492ad6f91700001000001ffffffffffffffffffffffffffffffff";
/** The provider remembers a spent quota per key: the quota test spends this one's, not KEY's. */
const QUOTA_KEY = "563492ad6f91700001000001eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";

const under = useProviderAgainstFake(createPexelsProvider, PEXELS_DEFAULT_ENDPOINTS, (fake) => fake.fake.registerToken("pexels", KEY));

const linking = () => under.provider.linking as TokenLinking;
const stock = (): StockOperations => {
  if (!under.provider.stock) {
    throw new Error("Pexels searches stock");
  }
  return under.provider.stock;
};
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("expected a PlatformError"),
    (error: PlatformError) => error,
  );

describe("Pexels linking by API key", () => {
  it("refuses a key shorter than 56 characters before any call, with the invalid-token message", async () => {
    expect(linking()).toMatchObject({ kind: "token", minLength: 56 });
    expect(KEY).toHaveLength(56);
    expect(await rejection(linking().verify(KEY.slice(0, 55)))).toMatchObject({
      kind: "validation",
      message: "Invalid token: a Pexels API key has at least 56 characters. Paste the whole key.",
    });
    expect(under.fake.requests("pexels")).toEqual([]);
  });

  it("verifies with one authenticated search (the key as the Authorization header, no Bearer)", async () => {
    await linking().verify(KEY);
    const [request] = under.fake.requests("pexels");
    expect(request).toMatchObject({
      method: "GET",
      host: "api.pexels.com",
      path: "/v1/search",
      query: { query: "nature", per_page: "1" },
    });
    // The recorded header hides a bare key whole (a "Bearer" scheme would stay visible, and the fake refuses it).
    expect(request?.headers.authorization).toBe("***");
  });

  it("a key Pexels refuses is auth_expired", async () => {
    expect(await rejection(linking().verify(OTHER_KEY))).toMatchObject({ kind: "auth_expired", status: 401 });
  });

  it("the profile is a fixed 'Pexels API key' identity whose id comes from the key's SHA-256", async () => {
    const profile = await under.provider.profile({ accessToken: KEY });
    const fingerprint = createHash("sha256").update(KEY).digest("hex").slice(0, 32);
    expect(profile).toEqual({ platformUserId: `key-${fingerprint}`, username: "pexels", displayName: "Pexels API key", isPremium: false });
    expect(JSON.stringify(profile)).not.toContain(KEY);
    expect((await under.provider.profile({ accessToken: KEY })).platformUserId).toBe(profile.platformUserId);
    expect((await under.provider.profile({ accessToken: OTHER_KEY })).platformUserId).not.toBe(profile.platformUserId);
    expect(await under.provider.listTargets({ accessToken: KEY }, profile)).toEqual([]);
    expect(under.provider.publishing).toBeUndefined();
  });
});

describe("Pexels stock search", () => {
  it("searches photos with page and per_page and credits the photographer", async () => {
    const result = await stock().search(KEY, { query: "mountain lake", kind: "photo", page: 2, perPage: 3 });
    expect(result.totalResults).toBe(240);
    expect(result.items).toHaveLength(3);
    const [first] = result.items;
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      kind: "photo",
      width: 4000,
      height: 6000,
      photographer: expect.stringMatching(/^Photographer \d+$/),
      photographerUrl: expect.stringMatching(/^https:\/\/www\.pexels\.com\/@photographer-\d+$/),
      pageUrl: expect.stringMatching(/^https:\/\/www\.pexels\.com\/photo\//),
      previewUrl: expect.stringContaining("h=350"),
      downloadUrl: expect.stringMatching(/^https:\/\/images\.pexels\.com\/photos\/\d+\/pexels-photo-\d+\.jpeg$/),
    });
    expect(under.fake.requests("pexels").at(-1)).toMatchObject({
      path: "/v1/search",
      query: { query: "mountain lake", page: "2", per_page: "3" },
    });
  });

  it("searches videos on /videos/search: the videographer is credited and the largest MP4 downloaded", async () => {
    const result = await stock().search(KEY, { query: "ocean", kind: "video", page: 1, perPage: 2 });
    expect(result.items).toHaveLength(2);
    expect(result.items[0]).toMatchObject({
      kind: "video",
      width: 1920,
      height: 1080,
      photographer: expect.stringMatching(/^Videographer \d+$/),
      photographerUrl: expect.stringMatching(/^https:\/\/www\.pexels\.com\/@videographer-\d+$/),
      previewUrl: expect.stringMatching(/preview-0\.jpg$/),
      downloadUrl: expect.stringMatching(/\/hd\.mp4$/),
    });
    expect(under.fake.requests("pexels").at(-1)).toMatchObject({ path: "/videos/search", query: { query: "ocean", per_page: "2" } });
  });

  it("caps per_page at 80 and refuses an empty query before any call", async () => {
    await stock().search(KEY, { query: "sky", kind: "photo", page: 1, perPage: 500 });
    expect(under.fake.requests("pexels").at(-1)?.query.per_page).toBe("80");
    const before = under.fake.requests("pexels").length;
    expect(await rejection(stock().search(KEY, { query: "  ", kind: "photo", page: 1, perPage: 5 }))).toMatchObject({
      kind: "validation",
    });
    expect(under.fake.requests("pexels")).toHaveLength(before);
  });
});

describe("Pexels rate limit and errors from the fake server", () => {
  it("a spent quota (X-Ratelimit-Remaining 0) is rate_limited until X-Ratelimit-Reset, without another call", async () => {
    under.fake.setOptions("pexels", { quota: 2 });
    under.fake.registerToken("pexels", QUOTA_KEY);
    await stock().search(QUOTA_KEY, { query: "a", kind: "photo", page: 1, perPage: 1 });
    await stock().search(QUOTA_KEY, { query: "b", kind: "photo", page: 1, perPage: 1 }); // remaining 0
    const calls = under.fake.requests("pexels").length;
    const error = await rejection(stock().search(QUOTA_KEY, { query: "c", kind: "photo", page: 1, perPage: 1 }));
    expect(error).toMatchObject({ kind: "rate_limited", retryable: true, platformCode: "remaining=0" });
    expect(((error.resetAt?.getTime() ?? 0) - Date.now()) / 60_000).toBeCloseTo(60, 0);
    expect(under.fake.requests("pexels")).toHaveLength(calls);
    // Another key has its own quota in Wordloom's memory; Pexels' 429 (no headers) holds an hour.
    under.fake.registerToken("pexels", OTHER_KEY);
    const refused = await rejection(stock().search(OTHER_KEY, { query: "c", kind: "photo", page: 1, perPage: 1 }));
    expect(refused).toMatchObject({ kind: "rate_limited", status: 429 });
    expect(((refused.resetAt?.getTime() ?? 0) - Date.now()) / 60_000).toBeCloseTo(60, 0);
  });

  it.each([
    { status: 400, json: { error: "query is invalid" }, kind: "validation" },
    { status: 401, json: { error: "Unauthorized" }, kind: "auth_expired" },
    { status: 403, json: { error: "Forbidden" }, kind: "auth_expired" },
    { status: 429, json: { error: "Too Many Requests" }, kind: "rate_limited" },
    { status: 500, json: { error: "Internal Server Error" }, kind: "server_error" },
    { status: 502, json: { error: "Bad Gateway" }, kind: "server_error" },
  ])("$status → $kind", async ({ status, json, kind }) => {
    under.fake.addFault({
      platform: "pexels",
      pathIncludes: "/search",
      mode: "respond",
      status,
      json,
      headers: status === 429 ? { "x-ratelimit-remaining": "0", "x-ratelimit-reset": "1900000000" } : undefined,
    });
    const error = await rejection(stock().search(KEY, { query: "sea", kind: "video", page: 1, perPage: 1 }));
    expect(error).toMatchObject({ kind, status, message: `Pexels: ${json.error}`, ambiguous: false });
    if (kind === "rate_limited") {
      expect(error.resetAt).toEqual(new Date(1_900_000_000 * 1000));
    }
  });

  it("a timeout is a network error, never ambiguous (a search creates nothing)", async () => {
    under.fake.addFault({ platform: "pexels", pathIncludes: "/v1/search", mode: "timeout" });
    expect(await rejection(stock().search(KEY, { query: "sea", kind: "photo", page: 1, perPage: 1 }))).toMatchObject({
      kind: "network",
      ambiguous: false,
    });
  });
});
