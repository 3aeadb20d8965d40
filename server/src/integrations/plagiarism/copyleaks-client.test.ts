import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeCopyleaks } from "../../../test/fake-copyleaks";
import { CopyleaksClient, type FileSubmission } from "./copyleaks-client";
import { ProviderError } from "./provider-error";

const EMAIL = "client@example.test";
const API_KEY = "11111111-2222-4333-8444-555555555555";
const copyleaks = await startFakeCopyleaks({ email: EMAIL, apiKey: API_KEY });

/** A server that must never be reached: a redirect pointing here must not be followed. */
let elsewhereHits = 0;
const elsewhere = createServer((_request, response) => {
  elsewhereHits += 1;
  response.end();
});
await new Promise<void>((resolve) => elsewhere.listen(0, "127.0.0.1", resolve));
const elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;

afterAll(async () => {
  await copyleaks.close();
  elsewhere.closeAllConnections();
  await new Promise((resolve) => elsewhere.close(resolve));
});

const submission: FileSubmission = {
  text: "Naïve café text — with “quotes”.",
  filename: "wordloom-check.txt",
  statusWebhookUrl: "https://wordloom.example/api/integrations/copyleaks/{STATUS}/scan-1/secret",
  sandbox: false,
};
const client = (overrides: Partial<ConstructorParameters<typeof CopyleaksClient>[0]> = {}) =>
  new CopyleaksClient({ email: EMAIL, apiKey: API_KEY, idUrl: copyleaks.idUrl, apiUrl: copyleaks.apiUrl, ...overrides });
const noSignal = new AbortController().signal;

describe("CopyleaksClient", () => {
  it("sends the documented login and submit requests", async () => {
    await client().submitFile("scan-1", submission, noSignal);
    const login = copyleaks.logins().at(-1);
    expect(login).toMatchObject({ method: "POST", path: "/v3/account/login/api" });
    expect(JSON.parse(login?.body ?? "")).toEqual({ email: EMAIL, key: API_KEY });
    const submitted = copyleaks.submissions.at(-1);
    expect(submitted).toEqual({
      scanId: "scan-1",
      authorization: expect.stringMatching(/^Bearer token-\d+$/),
      base64: Buffer.from(submission.text, "utf8").toString("base64"),
      filename: "wordloom-check.txt",
      properties: { webhooks: { status: submission.statusWebhookUrl }, sandbox: false },
    });
    expect(copyleaks.requests.at(-1)).toMatchObject({ server: "api", method: "PUT", path: "/v3/scans/submit/file/scan-1" });
  });

  it("keeps the token in memory until it is due for renewal", async () => {
    let now = Date.now();
    const cached = client({ now: () => now });
    const before = copyleaks.logins().length;
    await cached.submitFile("scan-2", submission, noSignal);
    await cached.submitFile("scan-3", submission, noSignal);
    expect(copyleaks.logins()).toHaveLength(before + 1);
    now += 48 * 60 * 60 * 1000;
    await cached.submitFile("scan-4", submission, noSignal);
    expect(copyleaks.logins()).toHaveLength(before + 2);
  });

  it("shares one login between concurrent submissions", async () => {
    const shared = client();
    const before = copyleaks.logins().length;
    await Promise.all([shared.submitFile("scan-5", submission, noSignal), shared.submitFile("scan-6", submission, noSignal)]);
    expect(copyleaks.logins()).toHaveLength(before + 1);
  });

  it("fails a refused login without ever putting the API key in the error", async () => {
    const secretKey = "99999999-8888-4777-8666-555555555555";
    const error = await client({ apiKey: secretKey })
      .submitFile("scan-7", submission, noSignal)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(String((error as Error).message)).toBe("Copyleaks login answered HTTP 401");
    expect(JSON.stringify(error)).not.toContain(secretKey);
  });

  it("never follows a redirect, so the token and the text never reach another host", async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(307, { location: `${elsewhereUrl}/v3/scans/submit/file/scan-8` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    const apiUrl = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
    try {
      await expect(client({ apiUrl }).submitFile("scan-8", submission, noSignal)).rejects.toThrow(/redirect \(HTTP 307\)/);
      await expect(client({ idUrl: apiUrl }).submitFile("scan-9", submission, noSignal)).rejects.toThrow(/login answered a redirect/);
      expect(elsewhereHits).toBe(0);
    } finally {
      redirecting.closeAllConnections();
      await new Promise((resolve) => redirecting.close(resolve));
    }
  });

  it("reports a refused submission with the provider's status", async () => {
    copyleaks.failNextSubmit(409);
    await expect(client().submitFile("scan-10", submission, noSignal)).rejects.toThrow(/submit answered HTTP 409/);
  });

  it("stops when the caller's signal aborts", async () => {
    const controller = new AbortController();
    controller.abort(new Error("client went away"));
    await expect(client().submitFile("scan-11", submission, controller.signal)).rejects.toThrow("client went away");
  });
});
