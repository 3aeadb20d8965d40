import type { EmailRole } from "@wordloom/shared/api";

interface EmailSlots {
  recipient: string;
  sender: string;
  /** A date phrase from the request, or "[date]". */
  when: string;
  /** What the request is about, or "[topic]". */
  subject: string;
}

interface EmailIntent {
  id: string;
  pattern: RegExp;
  write: (slots: EmailSlots) => { subject: string; body: string };
}

/** Workplace e-mails by intent and role, written for Wordloom; the first matching intent wins. */
export const EMAIL_INTENTS: Record<EmailRole, readonly EmailIntent[]> = {
  leader: [
    {
      id: "welcome",
      pattern: /\b(?:welcome|onboard|new (?:hire|joiner|member|colleague)|joining)/i,
      write: ({ recipient, sender, when }) => ({
        subject: "Welcome to the team!",
        body: `Hi ${recipient},\n\nA warm welcome to the team! We're glad to have you with us. Your first day is ${when}; [buddy's name] will show you around and help you get set up.\n\nIn your first weeks you'll meet the people you'll work with most, get access to our tools, and agree your first goals with me. Please ask anything, any time — there are no silly questions.\n\nLooking forward to working together,\n${sender}`,
      }),
    },
    {
      id: "appreciation",
      pattern: /\b(?:appreciat|thank|recogni|great work|well done|kudos|congratulat)/i,
      write: ({ recipient, sender, subject }) => ({
        subject: `Thank you for your work on ${subject}`,
        body: `Hi ${recipient},\n\nI want to recognise the work you did on ${subject}. [What they did, specifically] made a real difference: [the result it had].\n\nThis is exactly the kind of ownership that moves us forward. Thank you.\n\nBest,\n${sender}`,
      }),
    },
    {
      id: "meeting",
      pattern: /\b(?:meeting|call|sync|catch up|1:1|one-on-one|huddle)/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Meeting: ${subject}`,
        body: `Hi ${recipient},\n\nLet's meet ${when} to discuss ${subject}.\n\nAgenda:\n1. Where we are\n2. Open questions and decisions\n3. Next steps and owners\n\nPlease come with [what to prepare]. If the time doesn't work, let me know and we'll find another.\n\nThanks,\n${sender}`,
      }),
    },
    {
      id: "deadline",
      pattern: /\b(?:deadline|remind|due)\b/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Reminder: ${subject} due ${when}`,
        body: `Hi ${recipient},\n\nA quick reminder that ${subject} is due ${when}. If anything is blocking you or you need support to get there, tell me today so we can sort it out together.\n\nThanks for keeping this on track,\n${sender}`,
      }),
    },
    {
      id: "feedback",
      pattern: /\b(?:feedback|performance|review|improve)/i,
      write: ({ recipient, sender, when }) => ({
        subject: "Let's talk about your progress",
        body: `Hi ${recipient},\n\nI'd like to set aside time ${when} to talk about how things are going. I'll share what's going well — [strength] — and one area where I think you can grow: [area]. I'd also like to hear what support you need from me.\n\nThis is a conversation, not a verdict; please bring your own view too.\n\nBest,\n${sender}`,
      }),
    },
    {
      id: "event",
      pattern: /\b(?:outing|event|party|celebration|offsite|team lunch|team dinner)/i,
      write: ({ recipient, sender, when }) => ({
        subject: "Team get-together",
        body: `Hi ${recipient},\n\nYou've all worked hard, so let's take time to celebrate! Join us ${when} at [place] for [activity].\n\nPlease reply by [RSVP date] so we can plan, and let me know about any dietary needs.\n\nSee you there,\n${sender}`,
      }),
    },
    {
      id: "announcement",
      pattern: /\b(?:announce|change|policy|new process|restructur|update)/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Update: ${subject}`,
        body: `Hi ${recipient},\n\nI want to share an update on ${subject}. Starting ${when}, [what changes].\n\nWhy: [the reason]. What it means for you: [the impact on the team's work].\n\nI know changes raise questions; I'll cover them at [meeting], and my door is open before then.\n\nThanks,\n${sender}`,
      }),
    },
  ],
  subordinate: [
    {
      id: "sick",
      pattern: /\b(?:sick|unwell|ill\b|doctor|fever)/i,
      write: ({ recipient, sender, when }) => ({
        subject: `Sick leave ${when}`,
        body: `Hi ${recipient},\n\nI'm unwell and won't be able to work ${when}. I'll keep an eye on urgent messages if I can; [colleague] can cover [urgent task] in the meantime.\n\nI'll let you know as soon as I'm better.\n\nThank you,\n${sender}`,
      }),
    },
    {
      id: "leave",
      pattern: /\b(?:leave|vacation|time off|day off|days off|holiday|pto)\b/i,
      write: ({ recipient, sender, when }) => ({
        subject: `Leave request: ${when}`,
        body: `Hi ${recipient},\n\nI'd like to request leave ${when}. Before I go I'll finish [current task] and hand over [ongoing work] to [colleague], so nothing is blocked while I'm away.\n\nPlease let me know if these dates work for the team.\n\nThank you,\n${sender}`,
      }),
    },
    {
      id: "remote",
      pattern: /\b(?:work from home|wfh|remote(?:ly)?)\b/i,
      write: ({ recipient, sender, when }) => ({
        subject: `Working from home ${when}`,
        body: `Hi ${recipient},\n\nWould it be all right if I work from home ${when}? I'll be online during normal hours and available on [chat tool] and phone, and I'll join [meetings] as usual.\n\nThank you,\n${sender}`,
      }),
    },
    {
      id: "extension",
      pattern: /\b(?:extension|extend|more time|delay|late)\b/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Request for more time: ${subject}`,
        body: `Hi ${recipient},\n\nI want to flag early that I need more time for ${subject}. [The reason, briefly]. I can deliver [what is ready now] now and the rest ${when}.\n\nIf that date doesn't work, I'm happy to discuss what we could cut or where I could get help.\n\nThank you for understanding,\n${sender}`,
      }),
    },
    {
      id: "raise",
      pattern: /\b(?:raise|salary|compensation|pay rise|pay)\b/i,
      write: ({ recipient, sender }) => ({
        subject: "Request to discuss my compensation",
        body: `Hi ${recipient},\n\nCould we find time to discuss my compensation? Over the past [period] I've [key achievements], and I've taken on [new responsibilities].\n\nI'd value your view on how my role and pay could reflect this.\n\nThank you,\n${sender}`,
      }),
    },
    {
      id: "resignation",
      pattern: /\b(?:resign|quit|notice period|leaving the company)/i,
      write: ({ recipient, sender, when }) => ({
        subject: `Resignation — ${sender}`,
        body: `Dear ${recipient},\n\nPlease accept this as formal notice of my resignation. My last working day will be ${when}.\n\nThank you for the opportunities and support you've given me. I'll do everything I can to hand over my work smoothly before I leave.\n\nKind regards,\n${sender}`,
      }),
    },
    {
      id: "meeting",
      pattern: /\b(?:meeting|discuss|talk|1:1|one-on-one|catch up|call)\b/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Request for a meeting: ${subject}`,
        body: `Hi ${recipient},\n\nCould we meet ${when} to discuss ${subject}? I'd like to [what you want from the meeting]; 30 minutes should be enough.\n\nThank you,\n${sender}`,
      }),
    },
    {
      id: "update",
      pattern: /\b(?:update|status|progress|report)\b/i,
      write: ({ recipient, sender, subject }) => ({
        subject: `Status update: ${subject}`,
        body: `Hi ${recipient},\n\nHere's where ${subject} stands:\n\nDone: [completed work]\nIn progress: [current work]\nBlocked: [anything blocking, or "nothing"]\nNext: [next steps and dates]\n\nHappy to go into detail.\n\nBest,\n${sender}`,
      }),
    },
    {
      id: "feedback",
      pattern: /\b(?:feedback|review)\b/i,
      write: ({ recipient, sender, subject }) => ({
        subject: `Feedback request: ${subject}`,
        body: `Hi ${recipient},\n\nWhen you have a moment, I'd appreciate your feedback on ${subject}. I'm especially interested in [specific question].\n\nThank you,\n${sender}`,
      }),
    },
    {
      id: "apology",
      pattern: /\b(?:apolog|sorry|mistake)/i,
      write: ({ recipient, sender, subject }) => ({
        subject: `About ${subject}`,
        body: `Hi ${recipient},\n\nI'm sorry about ${subject}. [What happened, briefly]. I've already [what you did to fix it], and to stop it happening again I'll [prevention].\n\nThank you for your patience,\n${sender}`,
      }),
    },
  ],
};
