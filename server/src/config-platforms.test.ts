import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("platform settings from the environment", () => {
  it("reads each provider's client, endpoint overrides and the Gmail test-users switch", () => {
    const config = loadConfig({
      YOUTUBE_CLIENT_ID: "yt-id",
      YOUTUBE_CLIENT_SECRET: "yt-secret",
      GMAIL_CLIENT_ID: "gm-id",
      PLATFORM_YOUTUBE_UPLOAD_URL: "http://127.0.0.1:4010/upload",
      GMAIL_TEST_USERS_ONLY: "false",
    });
    expect(config.platforms.clients.youtube).toEqual({ clientId: "yt-id", clientSecret: "yt-secret" });
    expect(config.platforms.clients.gmail).toEqual({ clientId: "gm-id" });
    expect(config.platforms.endpointOverrides.youtube).toEqual({ upload: "http://127.0.0.1:4010/upload" });
    expect(config.platforms.options?.gmail).toEqual({ testUsersOnly: "false" });
    expect(loadConfig({}).platforms.options?.gmail).toBeUndefined();
  });
});
