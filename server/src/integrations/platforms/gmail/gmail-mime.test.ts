import { describe, expect, it } from "vitest";
import { leaves, parseMime, parseParams } from "../../../../../scripts/fake-platforms/mime-parse";
import { composeMail, type OutgoingMail } from "./gmail-mime";

const mail: OutgoingMail = {
  from: "me@example.com",
  to: ["a@example.com", "b@example.org"],
  cc: ["c@example.com"],
  subject: "Spring launch 🌷 — façade",
  html: "<p>Hello <b>world</b> — ünïcode</p>",
  date: new Date("2026-03-01T09:30:00Z"),
};
const parse = (message: Buffer) => parseMime(message.toString("latin1"));

describe("composeMail", () => {
  it("writes an HTML message with RFC 2047 subject, CRLF lines and base64 lines of at most 76 characters", async () => {
    const message = await composeMail({ ...mail, html: "x".repeat(500) });
    const text = message.toString("latin1");
    expect(text).toContain("From: me@example.com\r\nTo: a@example.com, b@example.org\r\nCc: c@example.com\r\n");
    expect(text).toContain("\r\nDate: Sun, 01 Mar 2026 09:30:00 +0000\r\n");
    expect(text).toContain("\r\nMIME-Version: 1.0\r\n");
    expect(text.split("\r\n").every((line) => line.length <= 998)).toBe(true);
    expect(
      text
        .split("\r\n\r\n")[1]
        ?.split("\r\n")
        .every((line) => line.length <= 76),
    ).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    const parsed = parse(message);
    expect(parsed.type).toBe("text/html");
    expect(parsed.headers.get("subject")).toBe("Spring launch 🌷 — façade");
    expect(parsed.body.toString("utf8")).toBe("x".repeat(500));
  });

  it("puts attachments in multipart/mixed with their names and exact bytes", async () => {
    const bytes = new Uint8Array(1000).map((_, index) => index % 256);
    const parsed = parse(
      await composeMail({
        ...mail,
        attachments: [
          { fileName: "brochure.pdf", mimeType: "application/pdf", bytes },
          { fileName: "plan für März.txt", mimeType: "text/plain", bytes: new TextEncoder().encode("plan") },
        ],
      }),
    );
    expect(parsed.type).toBe("multipart/mixed");
    const [html, pdf, text] = leaves(parsed);
    expect(html?.body.toString("utf8")).toBe(mail.html);
    expect(pdf?.type).toBe("application/pdf");
    expect(parseParams(pdf?.headers.get("content-disposition") ?? "")).toEqual({
      type: "attachment",
      params: new Map([["filename", "brochure.pdf"]]),
    });
    expect([...(pdf?.body ?? [])]).toEqual([...bytes]);
    expect(text?.params.get("name")).toBe("plan für März.txt");
    expect(parseParams(text?.headers.get("content-disposition") ?? "").params.get("filename")).toBe("plan für März.txt");
    expect(text?.body.toString("utf8")).toBe("plan");
  });

  it("refuses header injection and addresses that are not addresses", async () => {
    await expect(composeMail({ ...mail, subject: "Hi\r\nBcc: victim@example.com" })).rejects.toThrow(/one line/);
    await expect(composeMail({ ...mail, to: ["a@example.com\r\nBcc: x@example.com"] })).rejects.toThrow(/not an e-mail address/);
    await expect(composeMail({ ...mail, to: ["Someone <a@example.com>"] })).rejects.toThrow(/not an e-mail address/);
    await expect(
      composeMail({ ...mail, attachments: [{ fileName: "a\nb", mimeType: "text/plain", bytes: new Uint8Array(1) }] }),
    ).rejects.toThrow(/one line/);
    await expect(
      composeMail({ ...mail, attachments: [{ fileName: "a", mimeType: "text/plain\r\nX: y", bytes: new Uint8Array(1) }] }),
    ).rejects.toThrow(/MIME type/);
  });

  it("keeps Bcc in the message, where Gmail reads it from", async () => {
    const parsed = parse(await composeMail({ ...mail, bcc: ["hidden@example.com"] }));
    expect(parsed.headers.get("bcc")).toBe("hidden@example.com");
  });
});
