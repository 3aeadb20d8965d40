import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { isPublicAddress } from "../../integrations/safe-fetch";
import { createBrandVoiceFromUrl } from "./create-from-url";

const app = await createTestApp();

const server = createServer((request, response) => {
  if (request.url === "/about") {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(`<html><head><title>Ledgerly | Home</title><meta name="description" content="Bookkeeping software for small businesses. Simple, fast, calm."></head>
      <body><h1>Books that balance themselves</h1><h2>Automatic receipts</h2><h2>Cash flow forecasts</h2>
      <p>We help founders save four hours a month by matching every receipt.</p><script>alert(1)</script></body></html>`);
    return;
  }
  response.writeHead(404);
  response.end();
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.address() as AddressInfo).port;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The fixture site answers as "ledgerly.test" on loopback, which the test lets through. */
const fixture = {
  resolve: async () => [{ address: "127.0.0.1", family: 4 as const }],
  isAllowedAddress: (address: string) => address === "127.0.0.1" || isPublicAddress(address),
};

describe("createBrandVoiceFromUrl", () => {
  it("drafts and saves a brand voice from the page's readable text", async () => {
    const { user } = await buildUser(app.ctx);
    const voice = await createBrandVoiceFromUrl(app.ctx, user, `http://ledgerly.test:${port}/about`, fixture);
    expect(voice).toMatchObject({
      title: "Ledgerly",
      niche: "Bookkeeping software for small businesses.",
      brandPromise: "Books that balance themselves",
      howIHelp: "We help founders save four hours a month by matching every receipt.",
      contentFocus: "Automatic receipts, Cash flow forecasts",
      targetAudience: { segment: "small businesses" },
      sourceUrl: `http://ledgerly.test:${port}/about`,
    });
    expect(voice.contentPillars.slice(0, 2)).toEqual(["Automatic Receipts", "Cash Flow Forecasts"]);
    expect(JSON.stringify(voice)).not.toContain("alert");
  });

  it("answers 400 with a reason for pages it cannot read", async () => {
    const { user } = await buildUser(app.ctx);
    await expect(createBrandVoiceFromUrl(app.ctx, user, `http://ledgerly.test:${port}/missing`, fixture)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      details: { reason: "HTTP_ERROR" },
    });
    await expect(createBrandVoiceFromUrl(app.ctx, user, "http://10.0.0.8/", fixture)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Please add a valid Url to generate!",
    });
  });
});
