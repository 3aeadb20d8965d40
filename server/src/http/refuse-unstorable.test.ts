import { describe, expect, it } from "vitest";
import { buildAdmin, buildDocument, buildPages, buildUser } from "../../test/factories";
import { createTestApp } from "../../test/test-app";

/** The inputs an outside probe found answering 500: each is now a 400 naming the field. */
const app = await createTestApp();

const issuesOf = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as { error: { code: string; details: { issues: { path: unknown[] }[] } } };
  expect(body.error.code).toBe("VALIDATION_FAILED");
  return body.error.details.issues.map((issue) => issue.path);
};

const json = (headers: Record<string, string> = {}) => ({ ...headers, "content-type": "application/json" });

describe("NUL and unpaired surrogates are refused in every string of a request", () => {
  it("in a document's sentence text, block id and link", async () => {
    const owner = await buildUser(app.ctx);
    const document = await buildDocument(app.ctx, owner.user);
    const pages = buildPages("Fine text.");
    const block = pages[0]?.blocks[0];
    if (!block?.sentences[0]) {
      throw new Error("no block");
    }
    block.sentences[0] = {
      ...block.sentences[0],
      text: "Bad\u0000text.",
      fragments: [{ text: "Bad\u0000text.", href: "https://a.test/\uD800" }],
    };
    const replaced = await app.app.inject({
      method: "PUT",
      url: `/api/documents/${document.id}/pages`,
      headers: json(owner.headers),
      payload: JSON.stringify({ pages }),
    });
    expect(issuesOf(replaced)).toEqual(
      expect.arrayContaining([
        ["body", "pages", 0, "blocks", 0, "sentences", 0, "text"],
        ["body", "pages", 0, "blocks", 0, "sentences", 0, "fragments", 0, "href"],
      ]),
    );
    const saved = await app.app.inject({
      method: "PATCH",
      url: `/api/documents/${document.id}/blocks`,
      headers: json(owner.headers),
      payload: JSON.stringify({
        baseVersion: document.version,
        upserted: [{ pageIndex: 0, position: 0, block: { ...block, id: "b\u0000" } }],
        removed: [],
      }),
    });
    expect(issuesOf(saved)).toContainEqual(["body", "upserted", 0, "block", "id"]);
  });

  it("in the admin sign-in e-mail (before the rate-limit store sees it) and the admin user search", async () => {
    const signIn = await app.app.inject({
      method: "POST",
      url: "/api/admin/auth/signin",
      headers: json(),
      payload: JSON.stringify({ email: "admin\u0000@example.test", password: "x" }),
    });
    expect(issuesOf(signIn)).toEqual([["body", "email"]]);
    const admin = await buildAdmin(app.ctx);
    const search = await app.app.inject({ method: "GET", url: "/api/admin/users?q=a%00b", headers: admin.headers });
    expect(issuesOf(search)).toEqual([["query", "q"]]);
  });

  it("in a webhook's path and in field names", async () => {
    const webhook = await app.app.inject({
      method: "POST",
      url: "/api/integrations/copyleaks/completed/scan%00id/secret",
      headers: json(),
      payload: JSON.stringify({ "key\u0000": "value" }),
    });
    expect(issuesOf(webhook)).toEqual(
      expect.arrayContaining([
        ["params", "scanId"],
        ["body", "key\uFFFD"],
      ]),
    );
  });

  it("in an upload's file name", async () => {
    const owner = await buildUser(app.ctx);
    const boundary = "unstorable";
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bad\u0000.txt"\r\nContent-Type: text/plain\r\n\r\nText.\r\n--${boundary}--\r\n`;
    const response = await app.app.inject({
      method: "POST",
      url: "/api/documents/import",
      headers: { ...owner.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(issuesOf(response)).toEqual([["file", "filename"]]);
  });
});
