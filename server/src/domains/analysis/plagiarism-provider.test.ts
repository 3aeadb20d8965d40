import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { plagiarismProviderScans } from "./plagiarism-provider.tables";
import { createProviderScan, findProviderScan } from "../../integrations/plagiarism/provider-scans";
import { indexDocumentFingerprints } from "./plagiarism-index";
import { completedWebhook, errorWebhook, freePort, startFakeCopyleaks } from "../../../test/fake-copyleaks";
import { buildDocument, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";

const EMAIL = "wordloom@example.test";
const API_KEY = "00000000-0000-4000-8000-00000000c0de";
const TIMEOUT_SECONDS = 3;

const copyleaks = await startFakeCopyleaks({ email: EMAIL, apiKey: API_KEY });
afterAll(() => copyleaks.close());
const port = await freePort();
const app = await createTestApp({
  env: {
    PLAGIARISM_PROVIDER: "copyleaks",
    COPYLEAKS_EMAIL: EMAIL,
    COPYLEAKS_API_KEY: API_KEY,
    COPYLEAKS_SANDBOX: "true",
    COPYLEAKS_ID_URL: copyleaks.idUrl,
    COPYLEAKS_API_URL: `${copyleaks.apiUrl}/`,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}/`,
    PLAGIARISM_PROVIDER_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
  },
});
// Copyleaks calls back over HTTP, so this app listens where PUBLIC_BASE_URL says.
await app.app.listen({ port, host: "127.0.0.1" });

const WORDS =
  "amber anchor apple arrow autumn badge bakery banner basket beacon berry blanket border bottle branch bridge bucket butter cabin candle canyon carpet castle cellar chapel cherry chimney circle cliff clover comet copper cotton crater cricket crystal dagger desert dragon eagle ember engine fabric falcon feather fern fiddle field forest fossil fountain garden garnet glacier goblet granite gravel harbor harvest hazel helmet".split(
    " ",
  );

/** Random words, so no other test's text shares its 5-word runs. */
const uniqueText = (words = 60) =>
  Array.from({ length: words }, () => WORDS[Math.floor(Math.random() * WORDS.length)] ?? "amber").join(" ") + ".";

const checker = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

/** Text that is also a public, indexed document, so the corpus check finds it. */
const publishedText = async () => {
  const author = await buildUser(app.ctx);
  const text = uniqueText();
  const source = await buildDocument(app.ctx, author.user, { title: "Harbour notes", visibility: "public", paragraphs: [text] });
  await indexDocumentFingerprints(app.ctx.db, source.id);
  return text;
};

const WEBHOOK_URL = new RegExp(
  `^http://127\\.0\\.0\\.1:${port}/api/integrations/copyleaks/\\{STATUS\\}/([0-9a-f-]{36})/([A-Za-z0-9_-]{43})$`,
);

beforeEach(() => {
  copyleaks.afterSubmit = () => "silent";
});

describe("plagiarism with Copyleaks configured", () => {
  it("logs in, submits the text as documented, and merges the completed webhook's web sources", async () => {
    copyleaks.afterSubmit = ({ scanId }) => ({
      status: "completed",
      body: completedWebhook(scanId, {
        totalWords: 61,
        aggregatedScore: 42.6,
        internet: [
          { title: "Lighthouse keepers of the north", url: "https://example.org/keepers", matchedWords: 30 },
          { title: "A passing mention", url: "https://example.org/mention", matchedWords: 3 },
          { title: "Bad link", url: "javascript:alert(1)", matchedWords: 20 },
        ],
        database: [{ title: "", matchedWords: 12 }],
      }),
    });
    const { user, api } = await checker();
    const text = uniqueText();
    const result = await api.checkPlagiarism({
      body: {
        blocks: [
          { id: "a", text: `  ${text}` },
          { id: "b", text: "" },
        ],
      },
    });

    const [login] = copyleaks.logins();
    expect(login).toMatchObject({ method: "POST", path: "/v3/account/login/api" });
    expect(login?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(login?.body ?? "")).toEqual({ email: EMAIL, key: API_KEY });

    const submission = copyleaks.submissions.at(-1);
    expect(submission).toBeDefined();
    const submit = copyleaks.requests.filter((request) => request.server === "api").at(-1);
    expect(submit).toMatchObject({ method: "PUT", path: `/v3/scans/submit/file/${submission?.scanId}` });
    expect(submit?.headers.authorization).toMatch(/^Bearer token-\d+$/);
    expect(Buffer.from(submission?.base64 ?? "", "base64").toString("utf8")).toBe(text);
    expect(submission?.filename).toMatch(/\.txt$/);
    expect(submission?.properties.sandbox).toBe(true);
    const url = WEBHOOK_URL.exec(submission?.properties.webhooks.status ?? "");
    expect(url?.[1]).toBe(submission?.scanId);

    // Only the secret's SHA-256 is stored, with the user and the outcome.
    const scan = await findProviderScan(app.ctx.db, submission?.scanId ?? "");
    expect(scan).toMatchObject({
      userId: user.id,
      status: "completed",
      secretHash: createHash("sha256")
        .update(url?.[2] ?? "")
        .digest("hex"),
    });
    expect(copyleaks.deliveries.at(-1)?.status).toBe(200);

    expect(result.score).toBe(43);
    expect(result.label).toBe("Plagiarised - 43%");
    expect(result.sources).toEqual([
      { kind: "web", score: 49.2, description: "Lighthouse keepers of the north", url: "https://example.org/keepers" },
      { kind: "web", score: 32.8, description: "Bad link", url: null },
      { kind: "web", score: 19.7, description: "A document in the Copyleaks database", url: null },
    ]);
    expect(result.results).toEqual({ a: [], b: [] });
  });

  it("keeps the larger corpus score, lists corpus sources first and keeps their highlighted spans", async () => {
    copyleaks.afterSubmit = ({ scanId }) => ({
      status: "completed",
      body: completedWebhook(scanId, {
        totalWords: 61,
        aggregatedScore: 20,
        internet: [{ title: "Elsewhere", url: "https://example.org/e", matchedWords: 12 }],
      }),
    });
    const text = await publishedText();
    const { api } = await checker();
    const result = await api.checkPlagiarism({ body: { blocks: [{ id: "copy", text }] } });
    expect(result.score).toBeGreaterThanOrEqual(90);
    expect(result.label).toBe(`Plagiarised - ${result.score}%`);
    expect(result.sources.map((source) => source.kind)).toEqual(["public", "web"]);
    expect(result.results.copy?.length).toBeGreaterThan(0);
    expect(result.results.copy?.every((span) => span.sourceIndexes.every((index) => index === 0))).toBe(true);
  });

  it("answers Not Calculated after an error webhook, still returning the corpus matches", async () => {
    copyleaks.afterSubmit = () => ({ status: "error", body: errorWebhook(402, "Insufficient credits") });
    const text = await publishedText();
    const { api } = await checker();
    const result = await api.checkPlagiarism({ body: { blocks: [{ id: "copy", text }] } });
    expect(result).toMatchObject({ score: null, label: "Not Calculated" });
    expect(result.sources[0]).toMatchObject({ kind: "public", description: expect.stringContaining("Harbour notes") });
    expect(result.results.copy?.length).toBeGreaterThan(0);
    const scan = await findProviderScan(app.ctx.db, copyleaks.submissions.at(-1)?.scanId ?? "");
    expect(scan).toMatchObject({ status: "error", result: { reason: expect.stringContaining("Insufficient credits") } });
  });

  it("answers Not Calculated when no webhook arrives within the timeout", async () => {
    const { api } = await checker();
    const started = Date.now();
    const result = await api.checkPlagiarism({ body: { blocks: [{ id: "a", text: uniqueText() }] } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 100);
    expect(result).toMatchObject({ score: null, label: "Not Calculated", sources: [] });
    const scan = await findProviderScan(app.ctx.db, copyleaks.submissions.at(-1)?.scanId ?? "");
    expect(scan).toMatchObject({ status: "error", result: { reason: `no result within ${TIMEOUT_SECONDS} s` } });
  });

  it("answers Not Calculated when Copyleaks refuses the submission", async () => {
    copyleaks.failNextSubmit(402);
    const { api } = await checker();
    const result = await api.checkPlagiarism({ body: { blocks: [{ id: "a", text: uniqueText() }] } });
    expect(result).toMatchObject({ score: null, label: "Not Calculated" });
  });

  it("reuses the access token, and logs in again once a submit answers 401", async () => {
    copyleaks.afterSubmit = ({ scanId }) => ({
      status: "completed",
      body: completedWebhook(scanId, { totalWords: 61, aggregatedScore: 0 }),
    });
    const { api } = await checker();
    const logins = copyleaks.logins().length;
    await api.checkPlagiarism({ body: { blocks: [{ id: "a", text: uniqueText() }] } });
    expect(copyleaks.logins()).toHaveLength(logins);

    copyleaks.expireTokens();
    const submits = copyleaks.requests.filter((request) => request.server === "api").length;
    const result = await api.checkPlagiarism({ body: { blocks: [{ id: "a", text: uniqueText() }] } });
    expect(result).toMatchObject({ score: 0, label: "Plagiarised - 0%" });
    expect(copyleaks.logins()).toHaveLength(logins + 1);
    const retried = copyleaks.requests.filter((request) => request.server === "api").slice(submits);
    expect(retried.map((request) => request.headers.authorization)).toEqual([expect.any(String), `Bearer token-${logins + 1}`]);
    expect(retried[0]?.headers.authorization).not.toBe(retried[1]?.headers.authorization);
  });

  it("does not send empty text to Copyleaks", async () => {
    const { api } = await checker();
    const submits = copyleaks.submissions.length;
    const result = await api.checkPlagiarism({ body: { blocks: [{ id: "a", text: "   " }] } });
    expect(result).toMatchObject({ score: 0, label: "Plagiarised - 0%" });
    expect(copyleaks.submissions).toHaveLength(submits);
  });
});

describe("POST /api/integrations/copyleaks/:status/:scanId/:secret", () => {
  const pendingScan = async () => {
    const { user } = await buildUser(app.ctx);
    const id = crypto.randomUUID();
    await createProviderScan(app.ctx, { id, userId: user.id, secret: "the-right-secret" });
    return id;
  };
  const post = (
    status: string,
    id: string,
    secret: string,
    body: unknown = completedWebhook(id, { totalWords: 10, aggregatedScore: 50 }),
  ) => app.app.inject({ method: "POST", url: `/api/integrations/copyleaks/${status}/${id}/${secret}`, payload: body as object });

  it("refuses a forged secret or an unknown scan with 404, changing nothing", async () => {
    const id = await pendingScan();
    const forged = await post("completed", id, "a-guessed-secret");
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect((await post("completed", crypto.randomUUID(), "the-right-secret")).statusCode).toBe(404);
    expect(await findProviderScan(app.ctx.db, id)).toMatchObject({ status: "pending", result: null });
  });

  it("settles a scan once: the first completed or error webhook wins, later ones are acknowledged", async () => {
    const id = await pendingScan();
    const completed = await post("completed", id, "the-right-secret");
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual({ received: true });
    expect((await post("error", id, "the-right-secret", errorWebhook(1, "late"))).statusCode).toBe(200);
    const [scan] = await app.ctx.db.select().from(plagiarismProviderScans).where(eq(plagiarismProviderScans.id, id));
    expect(scan).toMatchObject({ status: "completed", result: { aggregatedScore: 50, sources: [] } });
  });

  it("acknowledges creditsChecked and indexed without settling, and records an unreadable completed body as an error", async () => {
    const id = await pendingScan();
    expect((await post("creditsChecked", id, "the-right-secret", { status: 2, credits: 1 })).statusCode).toBe(200);
    expect((await post("indexed", id, "the-right-secret", { status: 3 })).statusCode).toBe(200);
    expect(await findProviderScan(app.ctx.db, id)).toMatchObject({ status: "pending" });
    expect((await post("completed", id, "the-right-secret", { status: 0 })).statusCode).toBe(200);
    expect(await findProviderScan(app.ctx.db, id)).toMatchObject({ status: "error" });
  });

  it("answers an unknown status with a validation error", async () => {
    const id = await pendingScan();
    const response = await post("exported", id, "the-right-secret", {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  });
});
