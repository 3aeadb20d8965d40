/**
 * Starting templates of the Mail Setup popup (mail posts, spec 4 §2 and mailSendData.templateSelected):
 * each fills the mail's subject and text. `{title}` is replaced by the post's title (or a neutral
 * phrase when it has none). Pure data plus one function; the popup asks before replacing text the
 * user wrote (`applyMailTemplate` answers which fields would be overwritten).
 */
export interface MailTemplate {
  key: string;
  name: string;
  description: string;
  subject: string;
  body: string;
}

export const MAIL_TEMPLATES: readonly MailTemplate[] = [
  {
    key: "newsletter",
    name: "Newsletter",
    description: "A regular update with a few highlights.",
    subject: "{title}: this month's highlights",
    body: [
      "Hello,",
      "",
      "Here is what is new this month.",
      "",
      "• Highlight one: a sentence on what happened and why it matters.",
      "• Highlight two: a sentence on what happened and why it matters.",
      "• Highlight three: a sentence on what happened and why it matters.",
      "",
      "Thank you for reading. Reply to this mail if you have questions or ideas for the next issue.",
      "",
      "Best regards,",
    ].join("\n"),
  },
  {
    key: "announcement",
    name: "Announcement",
    description: "News to share: a launch, a change or a milestone.",
    subject: "Announcing {title}",
    body: [
      "Hello,",
      "",
      "We are pleased to announce {title}.",
      "",
      "What it is: one or two sentences.",
      "What it means for you: one or two sentences.",
      "When: the date it takes effect.",
      "",
      "Find out more: add a link here.",
      "",
      "Best regards,",
    ].join("\n"),
  },
  {
    key: "event_invitation",
    name: "Event invitation",
    description: "Invite people to an event and ask them to reply.",
    subject: "You're invited: {title}",
    body: [
      "Hello,",
      "",
      "We would love to see you at {title}.",
      "",
      "Date and time: add the date and time.",
      "Place: add the address or the meeting link.",
      "Agenda: a line on what will happen.",
      "",
      "Please reply by add a date to let us know whether you can come.",
      "",
      "Looking forward to seeing you,",
    ].join("\n"),
  },
  {
    key: "follow_up",
    name: "Follow-up",
    description: "Thank people after a meeting or an event and name the next step.",
    subject: "Following up on {title}",
    body: [
      "Hello,",
      "",
      "Thank you for your time at {title}.",
      "",
      "As discussed, the next steps are:",
      "• First step, and who takes it.",
      "• Second step, and by when.",
      "",
      "Let me know if I missed anything.",
      "",
      "Best regards,",
    ].join("\n"),
  },
];

export type MailTemplateKey = (typeof MAIL_TEMPLATES)[number]["key"];

export const findMailTemplate = (key: string | null | undefined): MailTemplate | undefined =>
  MAIL_TEMPLATES.find((template) => template.key === key);

const fill = (text: string, title: string) => text.replaceAll("{title}", title.trim() || "our news");

/** A template's subject and text for a post with this title. */
export const mailTemplateText = (template: MailTemplate, title: string): { subject: string; body: string } => ({
  subject: fill(template.subject, title),
  body: fill(template.body, title),
});

/**
 * What choosing `template` does to the mail's current subject and text. A field is replaceable
 * without asking when it is empty, is the default subject (the post's title), or is exactly what a
 * template (any of them, for this title) wrote; otherwise it holds the user's own words and is
 * listed in `overwrites`. `filled` is the result when the user agrees to replace everything;
 * `keepingMine` replaces only the fields that are not the user's.
 */
export const applyMailTemplate = (
  template: MailTemplate,
  current: { subject: string; body: string },
  title: string,
): {
  filled: { subject: string; body: string };
  keepingMine: { subject: string; body: string };
  overwrites: ("subject" | "body")[];
} => {
  const next = mailTemplateText(template, title);
  const written = MAIL_TEMPLATES.map((candidate) => mailTemplateText(candidate, title));
  const subjectIsMine =
    current.subject.trim() !== "" &&
    current.subject.trim() !== title.trim() &&
    current.subject !== next.subject &&
    !written.some((text) => text.subject === current.subject);
  const bodyIsMine = current.body.trim() !== "" && current.body !== next.body && !written.some((text) => text.body === current.body);
  return {
    filled: next,
    keepingMine: { subject: subjectIsMine ? current.subject : next.subject, body: bodyIsMine ? current.body : next.body },
    overwrites: [...(subjectIsMine ? (["subject"] as const) : []), ...(bodyIsMine ? (["body"] as const) : [])],
  };
};
