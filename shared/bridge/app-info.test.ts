import { describe, expect, it, vi } from "vitest";
import { ADDIN_APP_INFO_PATH, fetchAddinAppInfo } from "./app-info";

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("fetchAddinAppInfo", () => {
  it("asks past every cache: no-store and a new cache-busting query each time", async () => {
    const fetchImpl = vi.fn(async () => answer(200, { appVersion: "0.1.0+abc", paneOrigins: ["https://pane.example.com"] }));
    const now = vi.spyOn(Date, "now").mockReturnValueOnce(1_000).mockReturnValueOnce(2_000);
    try {
      await expect(fetchAddinAppInfo("https://word.example.com", fetchImpl)).resolves.toEqual({
        appVersion: "0.1.0+abc",
        paneOrigins: ["https://pane.example.com"],
      });
      await fetchAddinAppInfo("https://word.example.com", fetchImpl);
    } finally {
      now.mockRestore();
    }
    expect(fetchImpl.mock.calls).toEqual([
      [`https://word.example.com${ADDIN_APP_INFO_PATH}?t=1000`, { cache: "no-store" }],
      [`https://word.example.com${ADDIN_APP_INFO_PATH}?t=2000`, { cache: "no-store" }],
    ]);
  });

  it("answers null for an error status, a body that is not appInfo, or a failed request", async () => {
    await expect(fetchAddinAppInfo("https://a.example", async () => answer(404, { appVersion: "1" }))).resolves.toBeNull();
    await expect(fetchAddinAppInfo("https://a.example", async () => answer(200, { version: "1" }))).resolves.toBeNull();
    await expect(
      fetchAddinAppInfo("https://a.example", async () => answer(200, { appVersion: "1", webappOrigin: "not a url" })),
    ).resolves.toBeNull();
    await expect(
      fetchAddinAppInfo("https://a.example", async () => {
        throw new TypeError("offline");
      }),
    ).resolves.toBeNull();
  });
});
