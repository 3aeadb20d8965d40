import type { Template, TemplateCatalogue, TemplateCategory } from "./types";

/** E-mails a team leader (or HR) sends to the team, written for Wordloom. */
const CATEGORIES: readonly TemplateCategory[] = [
  { name: "Team updates", description: "Announcements, changes and plans", subcategories: ["Announcements", "Changes"] },
  { name: "Recognition", description: "Thanks and praise the team has earned", subcategories: ["Praise", "Milestones"] },
  { name: "Meetings", description: "Invitations, agendas and follow-ups", subcategories: ["Invitations", "Follow-ups"] },
  { name: "People", description: "Welcomes, feedback and farewells", subcategories: ["Welcome", "Feedback", "Farewell"] },
];

const email = (id: string, category: string, subcategory: string, title: string, tags: readonly string[], text: string): Template => ({
  id: `email-leader-${id}`,
  title,
  message: text,
  tags,
  category,
  subcategory,
  type: "email-leader",
});

const TEMPLATES: readonly Template[] = [
  email(
    "project-launch",
    "Team updates",
    "Announcements",
    "Announcing a new project",
    ["announcement", "project"],
    `Subject: Kicking off [Project name]

Hi team,

I'm happy to share that we're starting [project name] on [start date]. The goal is to [goal in one sentence], so that [why it matters to customers or the company].

[Name] will lead the project, with [names or roles] on the core team. The first milestone is [milestone] by [date].

We'll meet on [day and time] to walk through the plan and answer questions. Until then, the brief is here: [link].

Thanks,
[Your name]`,
  ),
  email(
    "process-change",
    "Team updates",
    "Changes",
    "A change in how we work",
    ["change", "process"],
    `Subject: Change to [process] from [date]

Hi team,

From [date], we'll [the change: use a new tool, move the stand-up, change the approval step].

Why: [the reason, in one or two sentences].
What you need to do: [the action, with a deadline].
What stays the same: [what doesn't change].

I know changes like this take some getting used to. If something doesn't work for you, tell me by [date] and we'll adjust.

Thanks,
[Your name]`,
  ),
  email(
    "deadline-moved",
    "Team updates",
    "Changes",
    "A deadline has moved",
    ["deadline", "schedule"],
    `Subject: New date for [deliverable]: [new date]

Hi team,

The deadline for [deliverable] has moved from [old date] to [new date] because [reason].

This means [what changes for the team]. Please update your plans and let me know by [date] if the new date creates a conflict.

Thank you for your flexibility.

[Your name]`,
  ),
  email(
    "thank-team",
    "Recognition",
    "Praise",
    "Thanking the team after a big push",
    ["thanks", "recognition"],
    `Subject: Thank you for [the release, the launch, the quarter]

Hi team,

I want to say a proper thank you for the work on [project]. We [the result: shipped on time, hit the target, resolved 300 tickets], and that happened because of you.

A few moments that stood out: [name] [what they did]; [name] [what they did]; and everyone [what the whole team did].

Please take [a long lunch, Friday afternoon off, the evening] to recharge. You've earned it.

With thanks,
[Your name]`,
  ),
  email(
    "milestone",
    "Recognition",
    "Milestones",
    "Celebrating a milestone",
    ["milestone", "celebration"],
    `Subject: We reached [milestone]!

Hi everyone,

Today we reached [milestone: 1,000 customers, our first year, version 2.0]. When we started, [where you started], so this is a big moment.

Thank you to every one of you for [what it took]. Let's celebrate on [day] at [time and place].

Onwards,
[Your name]`,
  ),
  email(
    "meeting-invite",
    "Meetings",
    "Invitations",
    "Meeting invitation with agenda",
    ["meeting", "agenda"],
    `Subject: [Meeting name] on [date] at [time]

Hi team,

Please join [meeting name] on [date] at [time] in [room or link]. It will take [duration].

Agenda:
1. [Topic one] ([owner])
2. [Topic two] ([owner])
3. Questions and next steps

To prepare, please [read the document, bring numbers, think about one question] before the meeting.

Thanks,
[Your name]`,
  ),
  email(
    "meeting-follow-up",
    "Meetings",
    "Follow-ups",
    "Meeting follow-up with actions",
    ["meeting", "actions"],
    `Subject: Follow-up: [meeting name], [date]

Hi all,

Thanks for a productive meeting. Here is what we agreed:

Decisions:
- [Decision one]
- [Decision two]

Actions:
- [Owner]: [action] by [date]
- [Owner]: [action] by [date]

Next meeting: [date and time]. Reply if I missed anything.

[Your name]`,
  ),
  email(
    "welcome-new-hire",
    "People",
    "Welcome",
    "Welcoming a new team member",
    ["welcome", "onboarding"],
    `Subject: Please welcome [Name] to the team

Hi team,

I'm delighted to introduce [Name], who joins us on [date] as [role]. [Name] comes from [previous company or background], where [he/she/they] [a relevant achievement].

[Name] will be working on [first project], and [buddy's name] will be [his/her/their] onboarding buddy.

Please say hello and help [him/her/them] feel at home. Welcome aboard, [Name]!

[Your name]`,
  ),
  email(
    "feedback-request",
    "People",
    "Feedback",
    "Asking the team for feedback",
    ["feedback", "survey"],
    `Subject: How are we doing? Your feedback by [date]

Hi team,

I'd like to hear how things are going for you: what's working, what isn't, and what you'd change about [our process, meetings, tools, my leadership].

Please fill in this short form by [date]: [link]. It takes about [minutes] minutes and answers are anonymous.

I'll share what we learn and what we'll change at our meeting on [date].

Thank you,
[Your name]`,
  ),
  email(
    "farewell-colleague",
    "People",
    "Farewell",
    "Farewell to a departing colleague",
    ["farewell", "team"],
    `Subject: Farewell to [Name]

Hi everyone,

As some of you know, [Name]'s last day with us is [date]. [He/She/They] [is moving on to…, is retiring, is relocating].

Over [number] years, [Name] [key contributions]. Many of us will remember [a personal or funny memory].

Please join us for a farewell [coffee, lunch, drink] on [date] at [place]. [Name], thank you for everything, and good luck!

[Your name]`,
  ),
];

export const EMAIL_LEADER_CATALOGUE: TemplateCatalogue = {
  type: "email-leader",
  title: "Email Templates (Leader)",
  categories: CATEGORIES,
  templates: TEMPLATES,
};
