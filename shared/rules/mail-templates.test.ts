import { describe, expect, it } from "vitest";
import { CAMPAIGN_LIMITS } from "./campaign-limits";
import { MAIL_TEMPLATES, applyMailTemplate, findMailTemplate, mailTemplateText } from "./mail-templates";

/** A template that exists. */
const pick = (key: string) => {
  const template = findMailTemplate(key);
  if (!template) {
    throw new Error(`no template ${key}`);
  }
  return template;
};

const newsletter = pick("newsletter");
const invitation = pick("event_invitation");

describe("mail templates", () => {
  it("offers newsletter, announcement, event invitation and follow-up, each with a subject that fits", () => {
    expect(MAIL_TEMPLATES.map((template) => template.key)).toEqual(["newsletter", "announcement", "event_invitation", "follow_up"]);
    for (const template of MAIL_TEMPLATES) {
      const text = mailTemplateText(template, "Spring launch");
      expect(text.subject).toContain("Spring launch");
      expect(text.subject.length).toBeLessThanOrEqual(CAMPAIGN_LIMITS.mail.subjectChars);
      expect(text.body).not.toContain("{title}");
      expect(text.body.length).toBeLessThanOrEqual(CAMPAIGN_LIMITS.maxContentChars);
    }
    expect(findMailTemplate("nope")).toBeUndefined();
    expect(findMailTemplate(null)).toBeUndefined();
  });

  it("fills a post without a title with a neutral phrase", () => {
    expect(mailTemplateText(pick("announcement"), "  ").subject).toBe("Announcing our news");
  });

  it("fills empty fields and the default subject (the post's title) without asking", () => {
    const result = applyMailTemplate(newsletter, { subject: "Spring launch", body: "" }, "Spring launch");
    expect(result.overwrites).toEqual([]);
    expect(result.keepingMine).toEqual(mailTemplateText(newsletter, "Spring launch"));
  });

  it("replaces another template's untouched text without asking", () => {
    const before = mailTemplateText(newsletter, "Spring launch");
    const result = applyMailTemplate(invitation, before, "Spring launch");
    expect(result.overwrites).toEqual([]);
    expect(result.keepingMine).toEqual(mailTemplateText(invitation, "Spring launch"));
  });

  it("names the user's own words and keeps them unless the user agrees", () => {
    const mine = { subject: "My own subject", body: "Dear friends, my own words." };
    const result = applyMailTemplate(newsletter, mine, "Spring launch");
    expect(result.overwrites).toEqual(["subject", "body"]);
    expect(result.keepingMine).toEqual(mine);
    expect(result.filled).toEqual(mailTemplateText(newsletter, "Spring launch"));

    const edited = { ...mailTemplateText(newsletter, "Spring launch"), body: `${mailTemplateText(newsletter, "Spring launch").body} PS` };
    const partly = applyMailTemplate(invitation, edited, "Spring launch");
    expect(partly.overwrites).toEqual(["body"]);
    expect(partly.keepingMine).toEqual({ subject: mailTemplateText(invitation, "Spring launch").subject, body: edited.body });
  });
});
