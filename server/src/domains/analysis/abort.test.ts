import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait-for";
import { ClientClosedRequest } from "../../http/abort-on-disconnect";

const app = await createTestApp();

describe("cancelling a check", () => {
  it("aborts the work in the check threads when the client goes away", async () => {
    await app.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.app.server.address() as AddressInfo;
    const { accessToken } = await buildUser(app.ctx);

    // Watch the signal the route hands to the check runner.
    const signals: AbortSignal[] = [];
    const run = app.ctx.checks.run.bind(app.ctx.checks);
    app.ctx.checks.run = (tool, blocks, settings, signal) => {
      if (signal) {
        signals.push(signal);
      }
      return run(tool, blocks, settings, signal);
    };

    const blocks = Array.from({ length: 200 }, (_, index) => ({
      id: `b${index}`,
      text: `Paragraph ${index} has a erors that the checker must looks at closely.`,
    }));
    const client = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/api/analysis/grammar`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ blocks }),
      signal: client.signal,
    });
    await waitFor(() => signals.length > 0);
    expect(signals[0]?.aborted).toBe(false);
    client.abort();
    await expect(request).rejects.toThrow();
    await waitFor(() => signals[0]?.aborted === true);
    expect(signals[0]?.reason).toBeInstanceOf(ClientClosedRequest);
  });
});
