import { describe, expect, it } from "vitest";
import { passwordWeakness } from "./password-strength";

const owner = { email: "grace.hopper@example.test", fname: "Grace", lname: "Hopper" };

describe("passwordWeakness", () => {
  it.each(["password", "12345678", "qwertyuiop", "iloveyou", "P@ssw0rd", "letmein123", "abcdefgh", "trustno1trustno1", "wordloom1"])(
    "refuses the guessable %j and says why",
    async (password) => {
      const weakness = await passwordWeakness(password, owner);
      expect(weakness).toMatch(/^This password is too easy to guess\. .*Try a longer phrase/);
    },
  );

  it("names the common-password list in its reason", async () => {
    expect(await passwordWeakness("password", owner)).toContain("heavily used password");
  });

  it.each(["grace.hopper@example.test", "GRACE.HOPPER", "grace hopper", "Hopper", "gracehopper"])(
    "refuses a password equal to the e-mail or the name (%j)",
    async (password) => {
      expect(await passwordWeakness(password, owner)).toBe("Your password cannot be your e-mail address or your name.");
    },
  );

  it.each(["correct horse battery", "a perfectly fine password", "kitten-lamp-river", "Tr0ub4dor&3 again"])(
    "accepts a phrase of unrelated words or a strong string (%j)",
    async (password) => {
      expect(await passwordWeakness(password, owner)).toBeNull();
    },
  );
});
