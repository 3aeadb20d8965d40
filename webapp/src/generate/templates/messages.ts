import type { Template, TemplateCatalogue, TemplateCategory } from "./types";

/** Personal message templates written for Wordloom: short, warm and ready to personalise. */
const CATEGORIES: readonly TemplateCategory[] = [
  {
    name: "Celebrations",
    description: "Birthdays, anniversaries and achievements",
    subcategories: ["Birthday", "Anniversary", "Congratulations"],
  },
  { name: "Gratitude", description: "Thank-you notes for help, gifts and kindness", subcategories: ["Thank you", "Appreciation at work"] },
  { name: "Support", description: "Words for hard times", subcategories: ["Get well", "Condolences", "Encouragement"] },
  {
    name: "Everyday",
    description: "Invitations, apologies and staying in touch",
    subcategories: ["Invitations", "Apologies", "Keeping in touch"],
  },
];

const message = (id: string, category: string, subcategory: string, title: string, tags: readonly string[], text: string): Template => ({
  id: `message-${id}`,
  title,
  message: text,
  tags,
  category,
  subcategory,
  type: "message",
});

const TEMPLATES: readonly Template[] = [
  message(
    "birthday-friend",
    "Celebrations",
    "Birthday",
    "Birthday wishes for a close friend",
    ["birthday", "friend"],
    `Happy birthday, [Name]!

Another year of you being the person who [something they always do: makes everyone laugh, remembers every birthday, shows up]. I'm so glad our paths crossed [when or where you met].

I hope this year brings you [a wish: rest, adventure, the new job, more time by the sea], and at least one day as good as [a shared memory].

Let's celebrate properly soon: [plan or offer].

With love,
[Your name]`,
  ),
  message(
    "birthday-colleague",
    "Celebrations",
    "Birthday",
    "Birthday card for a colleague",
    ["birthday", "work"],
    `Happy birthday, [Name]!

Working with you makes [the team, Mondays, the project] so much better. Thank you for [something specific: your patience, your ideas, the coffee runs].

Wishing you a relaxing day and a year full of good things, inside and outside the office.

Best wishes,
[Your name]`,
  ),
  message(
    "anniversary-partner",
    "Celebrations",
    "Anniversary",
    "Anniversary note to my partner",
    ["anniversary", "love"],
    `[Name],

[Number] years ago, [how it started: we met at…, you said yes, we moved in]. I still remember [a small detail from that day].

Since then we have [something you have been through together], and you have [what they do that you love]. Every year I'm a little more sure that [what you feel].

Here's to [the next year, the next adventure, growing old together].

All my love,
[Your name]`,
  ),
  message(
    "work-anniversary",
    "Celebrations",
    "Anniversary",
    "Work anniversary congratulations",
    ["anniversary", "work"],
    `Congratulations on [number] years at [company], [Name]!

In that time you have [an achievement or contribution], and the team has come to rely on your [strength].

Thank you for everything you bring. Here's to the next chapter!

[Your name]`,
  ),
  message(
    "congrats-graduation",
    "Celebrations",
    "Congratulations",
    "Congratulations on graduating",
    ["graduation", "achievement"],
    `Congratulations, [Name]!

You did it: [degree or course] from [school]. I know how much work went into it, from [a late night, an exam, a project you remember] to [the final stretch].

Be proud of yourself today. Whatever comes next, [a wish for the future], you've already shown you can finish what you start.

So proud of you,
[Your name]`,
  ),
  message(
    "congrats-new-job",
    "Celebrations",
    "Congratulations",
    "Congratulations on the new job",
    ["new job", "career"],
    `Congratulations on the new role at [company], [Name]!

They are lucky to have you. Your [skill or quality] is exactly what [the team, the role] needs.

Enjoy the first weeks, ask all the questions, and let me know how it goes. Drinks on me when you've settled in!

[Your name]`,
  ),
  message(
    "thanks-help",
    "Gratitude",
    "Thank you",
    "Thank you for your help",
    ["thanks", "help"],
    `Dear [Name],

Thank you so much for [what they did: helping me move, looking after the kids, reading my draft]. You gave up [your weekend, your evening, your time] and it made a real difference.

Because of you, [the result]. I won't forget it, and I hope I can return the favour soon.

With gratitude,
[Your name]`,
  ),
  message(
    "thanks-gift",
    "Gratitude",
    "Thank you",
    "Thank you for the gift",
    ["thanks", "gift"],
    `Dear [Name],

Thank you for the [gift]. It was so thoughtful of you to remember [why it fits: that I love…, that I needed…].

I've already [how you've used it], and every time I do, I'll think of you.

Warmly,
[Your name]`,
  ),
  message(
    "appreciation-colleague",
    "Gratitude",
    "Appreciation at work",
    "Recognising a colleague's effort",
    ["appreciation", "work"],
    `Hi [Name],

I wanted to say thank you for [the specific work] on [project]. The way you [what they did well] made it possible for us to [the outcome].

It didn't go unnoticed. I've shared it with [manager or team] too.

Thanks again,
[Your name]`,
  ),
  message(
    "get-well",
    "Support",
    "Get well",
    "Get well soon",
    ["health", "support"],
    `Dear [Name],

I was so sorry to hear that you [are unwell, had surgery, are in hospital]. I'm thinking of you and hoping each day is a little easier than the one before.

Please don't worry about [work, the meeting, anything here]. If you need [groceries, company, a lift], just say the word.

Get well soon,
[Your name]`,
  ),
  message(
    "condolences",
    "Support",
    "Condolences",
    "Condolences on a loss",
    ["sympathy", "loss"],
    `Dear [Name],

I am so sorry for the loss of your [relationship, name]. [He/She/They] [a memory or quality: always made time for everyone, had the kindest laugh].

There are no right words, but please know that I'm thinking of you and your family. If there is anything I can do, whether it is [a practical offer], I'm here.

With deepest sympathy,
[Your name]`,
  ),
  message(
    "encouragement-exam",
    "Support",
    "Encouragement",
    "Good luck before a big day",
    ["encouragement", "good luck"],
    `[Name],

Good luck for [the exam, the interview, the race, the first day] on [day]! You've prepared for this: [something you've seen them do to prepare].

Whatever happens, I'm proud of how hard you've worked. Take a deep breath and show them what you can do.

Rooting for you,
[Your name]`,
  ),
  message(
    "encouragement-hard-time",
    "Support",
    "Encouragement",
    "Encouragement through a hard time",
    ["encouragement", "support"],
    `Hi [Name],

I know things have been hard lately with [the situation]. I just wanted you to know I'm thinking of you.

You've come through [a past challenge] before, and I've always admired your [strength or quality]. It's okay to not be okay for a while.

I'm here whenever you want to talk, or not talk, over [coffee, a walk, a call].

[Your name]`,
  ),
  message(
    "invitation-dinner",
    "Everyday",
    "Invitations",
    "Invitation to dinner",
    ["invitation", "dinner"],
    `Hi [Name],

We'd love to have you over for dinner on [day and date] at [time]. [Partner or host] is making [dish], and [other guests] will be there too.

Let me know if you can make it, and if there's anything you don't eat.

Hope to see you then!
[Your name]`,
  ),
  message(
    "apology",
    "Everyday",
    "Apologies",
    "A sincere apology",
    ["apology"],
    `[Name],

I'm sorry for [what you did]. It wasn't fair to you, and I understand why you felt [how they felt].

I should have [what you should have done]. From now on I will [what you will change].

I value [our friendship, working with you, us] too much to let this stand between us. I hope we can talk soon.

[Your name]`,
  ),
  message(
    "keep-in-touch",
    "Everyday",
    "Keeping in touch",
    "It's been too long",
    ["reconnect", "friendship"],
    `Hi [Name],

It's been far too long! I was [what reminded you of them] the other day and thought of you straight away.

How are things with [their work, family, move, project]? Over here, [a short update from you].

Would you be up for [a call, coffee, a walk] sometime [this month, when you're next in town]?

[Your name]`,
  ),
];

export const MESSAGE_CATALOGUE: TemplateCatalogue = {
  type: "message",
  title: "Message Templates",
  categories: CATEGORIES,
  templates: TEMPLATES,
};
