import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakePlatforms, type FakePlatforms } from "./server";

// The fake Google refuses what Google would refuse, so the providers' contract tests mean something.
let fake: FakePlatforms;
beforeAll(async () => {
  fake = await startFakePlatforms(0);
});
afterAll(async () => {
  await fake.close();
});
beforeEach(async () => {
  await fetch(`${fake.baseUrl}/_reset`, { method: "POST" });
});

const KIB256 = 256 * 1024;
const at = (path: string) => `${fake.baseUrl}/${path}`;

function token(platform: "youtube" | "gmail") {
  const value = `${platform}-access-test`;
  fake.registerToken(platform, value);
  return { authorization: `Bearer ${value}` };
}

async function uploadSession(total: number) {
  const response = await fetch(at("www.googleapis.com/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status"), {
    method: "POST",
    headers: {
      ...token("youtube"),
      "content-type": "application/json",
      "x-upload-content-length": String(total),
      "x-upload-content-type": "video/mp4",
    },
    body: JSON.stringify({ snippet: { title: "t" }, status: { privacyStatus: "private" } }),
  });
  expect(response.status).toBe(200);
  return response.headers.get("location") ?? "";
}

const put = (url: string, range: string, bytes: number) =>
  fetch(url, {
    method: "PUT",
    headers: { ...token("youtube"), "content-type": "video/mp4", "content-range": range },
    body: new Uint8Array(bytes),
  });

describe("the fake Google", () => {
  it("refuses a consent request without offline access", async () => {
    const query = new URLSearchParams({
      response_type: "code",
      client_id: "c",
      redirect_uri: "http://127.0.0.1:1/cb",
      state: "s",
      scope: "https://www.googleapis.com/auth/youtube.upload",
      prompt: "consent",
    });
    const page = await fetch(at(`accounts.google.com/o/oauth2/v2/auth?${query}`));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("access_type must be offline");
  });

  it("takes upload chunks only in order and in 256 KiB multiples, and answers a status query", async () => {
    const total = 2 * KIB256 + 1;
    const session = await uploadSession(total);
    expect((await put(session, `bytes 0-999/${total}`, 1000)).status).toBe(400);
    expect((await put(session, `bytes ${KIB256}-${2 * KIB256 - 1}/${total}`, KIB256)).status).toBe(400);
    const first = await put(session, `bytes 0-${KIB256 - 1}/${total}`, KIB256);
    expect(first.status).toBe(308);
    expect(first.headers.get("range")).toBe(`bytes=0-${KIB256 - 1}`);
    const query = await fetch(session, { method: "PUT", headers: { ...token("youtube"), "content-range": `bytes */${total}` } });
    expect(query.status).toBe(308);
    expect(query.headers.get("range")).toBe(`bytes=0-${KIB256 - 1}`);
    expect((await put(session, `bytes ${KIB256}-${total - 1}/${total}`, KIB256 + 1)).status).toBe(200);
  });

  it("refuses a Gmail raw that is not a MIME message, or whose From is not the signed-in address", async () => {
    const send = (message: string) =>
      fetch(at("gmail.googleapis.com/gmail/v1/users/me/messages/send"), {
        method: "POST",
        headers: { ...token("gmail"), "content-type": "application/json" },
        body: JSON.stringify({ raw: Buffer.from(message, "utf8").toString("base64url") }),
      });
    const noBlankLine = await send("To: a@example.com\r\nSubject: s");
    expect(noBlankLine.status).toBe(400);
    expect(JSON.stringify(await noBlankLine.json())).toContain("invalidArgument");
    const otherSender = await send(
      "From: someone@example.com\r\nTo: a@example.com\r\nSubject: s\r\nDate: Sun, 01 Mar 2026 09:30:00 +0000\r\nMIME-Version: 1.0\r\nContent-Type: text/html\r\n\r\n<p>x</p>",
    );
    expect(otherSender.status).toBe(400);
    const ok = await send(
      "From: fake.gmail@example.com\r\nTo: a@example.com\r\nSubject: s\r\nDate: Sun, 01 Mar 2026 09:30:00 +0000\r\nMIME-Version: 1.0\r\nContent-Type: text/html\r\n\r\n<p>x</p>",
    );
    expect(ok.status).toBe(200);
    expect(fake.posts("gmail")[0]?.payload).toMatchObject({ to: ["a@example.com"], subject: "s", html: "<p>x</p>", attachments: [] });
  });
});
