import type { Template, TemplateCatalogue, TemplateCategory } from "./types";

/** E-mails an employee sends to a manager, written for Wordloom. */
const CATEGORIES: readonly TemplateCategory[] = [
  { name: "Requests", description: "Time off, resources and flexibility", subcategories: ["Time off", "Resources"] },
  { name: "Updates", description: "Progress reports and heads-ups", subcategories: ["Progress", "Problems"] },
  { name: "Career", description: "Growth, feedback and reviews", subcategories: ["Development", "Feedback"] },
  { name: "Etiquette", description: "Thanks, apologies and resignations", subcategories: ["Thanks", "Apologies", "Resignation"] },
];

const email = (id: string, category: string, subcategory: string, title: string, tags: readonly string[], text: string): Template => ({
  id: `email-subordinate-${id}`,
  title,
  message: text,
  tags,
  category,
  subcategory,
  type: "email-subordinate",
});

const TEMPLATES: readonly Template[] = [
  email(
    "leave-request",
    "Requests",
    "Time off",
    "Requesting annual leave",
    ["leave", "time off"],
    `Subject: Leave request: [start date] to [end date]

Hi [Manager's name],

I'd like to request annual leave from [start date] to [end date] ([number] working days).

Before I go, I'll [finish or hand over the work]. While I'm away, [colleague] has agreed to cover [tasks], and I'll leave notes in [place].

Please let me know if these dates work for the team.

Thank you,
[Your name]`,
  ),
  email(
    "sick-day",
    "Requests",
    "Time off",
    "Calling in sick",
    ["sick", "absence"],
    `Subject: Off sick today, [date]

Hi [Manager's name],

I'm unwell today and won't be able to work. I expect to be back [tomorrow, on date], and I'll let you know if that changes.

[Colleague] can help with [urgent task]; [the meeting or deadline] may need to move.

Thank you for understanding,
[Your name]`,
  ),
  email(
    "resource-request",
    "Requests",
    "Resources",
    "Asking for a tool or training",
    ["request", "budget"],
    `Subject: Request: [tool, course or equipment]

Hi [Manager's name],

I'd like to ask for [the item], which costs [price].

At the moment, [the problem: a task takes hours, a skill is missing]. With [the item], I could [the benefit, with a number if you have one].

I've compared [alternatives] and this one is the best fit because [reason]. Could we discuss it at our next one-to-one?

Thanks,
[Your name]`,
  ),
  email(
    "weekly-update",
    "Updates",
    "Progress",
    "Weekly progress update",
    ["status", "report"],
    `Subject: Weekly update, week of [date]

Hi [Manager's name],

Here's where things stand:

Done this week:
- [Accomplishment]
- [Accomplishment]

Next week:
- [Plan]
- [Plan]

Blockers: [none, or what you need and from whom].

Happy to go into detail at our next check-in.

[Your name]`,
  ),
  email(
    "problem-heads-up",
    "Updates",
    "Problems",
    "Flagging a problem early",
    ["risk", "escalation"],
    `Subject: Heads-up: [issue] may affect [deadline or project]

Hi [Manager's name],

I want to flag an issue early: [what happened].

Impact: [what it affects and by how much].
What I've done so far: [steps taken].
Options: [option A] or [option B]. I'd recommend [option], because [reason].

Could you let me know by [date] which way you'd like to go, or whether we should talk it through?

Thanks,
[Your name]`,
  ),
  email(
    "development-conversation",
    "Career",
    "Development",
    "Asking to talk about my growth",
    ["career", "growth"],
    `Subject: Time to talk about my development?

Hi [Manager's name],

Could we set aside [30 minutes] in the next few weeks to talk about my development?

I'm especially interested in [a skill, a responsibility, a role], and I'd value your view on what I'd need to get there. I've been thinking about [an idea: a project, a course, mentoring].

Let me know a time that suits you.

Thanks,
[Your name]`,
  ),
  email(
    "feedback-ask",
    "Career",
    "Feedback",
    "Asking for feedback on my work",
    ["feedback"],
    `Subject: Your feedback on [project or presentation]

Hi [Manager's name],

Now that [the project] is finished, I'd really appreciate your honest feedback. In particular:

- What went well that I should keep doing?
- What one thing would have made it better?

Reply whenever suits you, or we can cover it at our next one-to-one.

Thank you,
[Your name]`,
  ),
  email(
    "thanks-manager",
    "Etiquette",
    "Thanks",
    "Thanking my manager",
    ["thanks", "appreciation"],
    `Subject: Thank you

Hi [Manager's name],

I wanted to thank you for [what they did: backing me in the meeting, the flexibility last month, the advice on…].

It made a real difference: [the effect]. I appreciate having a manager who [quality].

Best,
[Your name]`,
  ),
  email(
    "apology-mistake",
    "Etiquette",
    "Apologies",
    "Owning a mistake",
    ["apology", "mistake"],
    `Subject: My mistake on [task], and how I'm fixing it

Hi [Manager's name],

I made a mistake on [task]: [what happened]. I'm sorry for the trouble it caused [for the team, the client].

I've already [the fix], and to stop it happening again I will [the change].

If you'd like to discuss it, I'm available [when].

[Your name]`,
  ),
  email(
    "resignation",
    "Etiquette",
    "Resignation",
    "Resignation letter",
    ["resignation", "notice"],
    `Subject: Resignation, [Your name]

Dear [Manager's name],

Please accept this e-mail as formal notice of my resignation from my role as [role]. My last working day will be [date], in line with my [notice period].

Thank you for the opportunities I've had here, especially [something you valued]. I've learned a great deal from you and the team.

Over the coming weeks I'll do everything I can to hand over smoothly, including [handover plan].

Kind regards,
[Your name]`,
  ),
];

export const EMAIL_SUBORDINATE_CATALOGUE: TemplateCatalogue = {
  type: "email-subordinate",
  title: "Email Templates (Subordinate)",
  categories: CATEGORIES,
  templates: TEMPLATES,
};
