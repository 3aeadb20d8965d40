import { describe, expect, it } from "vitest";
import { mailBatches, MAIL_RECIPIENTS_PER_MESSAGE } from "./mail-batches";

const addresses = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}@example.com`);

describe("mail batches", () => {
  it("keeps a mail of at most 100 recipients as one message", () => {
    const mail = { to: addresses("to", 10), cc: addresses("cc", 10), bcc: addresses("bcc", 80), subject: "Hi", html: "<p>Hi</p>" };
    expect(mailBatches(mail, "me@example.com")).toEqual([mail]);
  });

  it("splits To 10 + Cc 10 + Bcc 100 into messages of at most 100, each Bcc once and To only in the first", () => {
    const mail = { to: addresses("to", 10), cc: addresses("cc", 10), bcc: addresses("bcc", 100), subject: "Hi", html: "<p>Hi</p>" };
    const batches = mailBatches(mail, "me@example.com");
    expect(batches).toHaveLength(2);
    for (const batch of batches) {
      expect(batch.to.length + (batch.cc?.length ?? 0) + (batch.bcc?.length ?? 0)).toBeLessThanOrEqual(MAIL_RECIPIENTS_PER_MESSAGE);
    }
    expect(batches[1]).toMatchObject({ to: ["me@example.com"], cc: [] });
    expect(batches.flatMap((batch) => batch.bcc ?? []).sort()).toEqual([...mail.bcc].sort());
  });
});
