import type { EmailRole } from "@wordloom/shared/api";

/** What the request gave; null where it said nothing, so the template words around it instead of leaving a placeholder. */
export interface EmailSlots {
  recipient: string | null;
  sender: string | null;
  /** A date phrase from the request ("next Friday", "from 3 June to 7 June"). */
  when: string | null;
  /** What the request is about, as a noun phrase ("the Q3 roadmap"). */
  subject: string | null;
}

interface EmailIntent {
  id: string;
  pattern: RegExp;
  write: (slots: EmailSlots) => { subject: string; body: string };
}

/** "Hi Anna," — or "Hello," when the request names no one. */
const hi = (recipient: string | null, word = "Hi"): string => (recipient ? `${word} ${recipient},` : "Hello,");
/** The sign-off, with the sender's name under it when known. */
const bye = (closing: string, sender: string | null): string => (sender ? `${closing},\n${sender}` : closing);
/** " on 3 June" style time phrases: the request's own, else the template's words. */
const at = (when: string | null, otherwise: string): string => when ?? otherwise;
/** A subject line's tail: ": the Q3 roadmap", or nothing. */
const tail = (subject: string | null): string => (subject ? `: ${subject}` : "");

/** Workplace e-mails by intent and role, written for Wordloom; the first matching intent wins. */
export const EMAIL_INTENTS: Record<EmailRole, readonly EmailIntent[]> = {
  leader: [
    {
      id: "welcome",
      pattern: /\b(?:welcome|onboard|new (?:hire|joiner|member|colleague)|joining)/i,
      write: ({ recipient, sender, when }) => ({
        subject: "Welcome to the team!",
        body: `${hi(recipient)}\n\nA warm welcome to the team! We're glad to have you with us. ${when ? `Your first day is ${when}, and someone from the team will show you around and help you get set up.` : "On your first day someone from the team will show you around and help you get set up."}\n\nIn your first weeks you'll meet the people you'll work with most, get access to our tools, and agree your first goals with me. Please ask anything, any time — there are no silly questions.\n\n${bye("Looking forward to working together", sender)}`,
      }),
    },
    {
      id: "appreciation",
      pattern: /\b(?:appreciat|thank|recogni|great work|well done|kudos|congratulat)/i,
      write: ({ recipient, sender, subject }) => ({
        subject: subject ? `Thank you for your work on ${subject}` : "Thank you for your work",
        body: `${hi(recipient)}\n\nI want to recognise the work you did${subject ? ` on ${subject}` : " recently"}. The care and effort you put in made a real difference to the team and to the result.\n\nThis is exactly the kind of ownership that moves us forward. Thank you.\n\n${bye("Best", sender)}`,
      }),
    },
    {
      id: "meeting",
      pattern: /\b(?:meeting|call|sync|catch up|1:1|one-on-one|huddle)/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Meeting${tail(subject)}`,
        body: `${hi(recipient)}\n\nLet's meet ${at(when, "this week")} to discuss ${subject ?? "where things stand"}.\n\nAgenda:\n1. Where we are\n2. Open questions and decisions\n3. Next steps and owners\n\nPlease come with your questions and any updates. If the time doesn't work, let me know and we'll find another.\n\n${bye("Thanks", sender)}`,
      }),
    },
    {
      id: "deadline",
      pattern: /\b(?:deadline|remind|due)\b/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Reminder${subject ? `: ${subject}` : ""}${when ? ` due ${when}` : " of the deadline"}`,
        body: `${hi(recipient)}\n\nA quick reminder that ${subject ?? "the work we agreed"} is due ${at(when, "soon")}. If anything is blocking you or you need support to get there, tell me today so we can sort it out together.\n\n${bye("Thanks for keeping this on track", sender)}`,
      }),
    },
    {
      id: "feedback",
      pattern: /\b(?:feedback|performance|review|improve)/i,
      write: ({ recipient, sender, when }) => ({
        subject: "Let's talk about your progress",
        body: `${hi(recipient)}\n\nI'd like to set aside time ${at(when, "in the next few days")} to talk about how things are going. I'll share what's going well and one area where I think you can grow, and I'd like to hear what support you need from me.\n\nThis is a conversation, not a verdict; please bring your own view too.\n\n${bye("Best", sender)}`,
      }),
    },
    {
      id: "event",
      pattern: /\b(?:outing|event|party|celebration|offsite|team lunch|team dinner)/i,
      write: ({ recipient, sender, when }) => ({
        subject: "Team get-together",
        body: `${hi(recipient)}\n\nYou've all worked hard, so let's take time to celebrate! Join us ${at(when, "soon")} — details of the place and plan will follow.\n\nPlease reply so we can plan, and let me know about any dietary needs.\n\n${bye("See you there", sender)}`,
      }),
    },
    {
      id: "announcement",
      pattern: /\b(?:announce|change|policy|new process|restructur|update)/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Update${tail(subject)}`,
        body: `${hi(recipient)}\n\nI want to share an update${subject ? ` on ${subject}` : ""}${when ? `, which takes effect ${when}` : ""}. I'll explain what changes, why, and what it means for the team's work.\n\nI know changes raise questions; I'll cover them at our next team meeting, and my door is open before then.\n\n${bye("Thanks", sender)}`,
      }),
    },
  ],
  subordinate: [
    {
      id: "sick",
      pattern: /\b(?:sick|unwell|ill\b|doctor|fever)/i,
      write: ({ recipient, sender, when }) => ({
        subject: when ? `Sick leave ${when}` : "Sick leave",
        body: `${hi(recipient)}\n\nI'm unwell and won't be able to work ${at(when, "today")}. I'll keep an eye on urgent messages if I can, and I'll make sure someone on the team can cover anything that can't wait.\n\nI'll let you know as soon as I'm better.\n\n${bye("Thank you", sender)}`,
      }),
    },
    {
      id: "leave",
      pattern: /\b(?:leave|vacation|time off|day off|days off|holiday|pto)\b/i,
      write: ({ recipient, sender, when }) => ({
        subject: when ? `Leave request: ${when}` : "Leave request",
        body: `${hi(recipient)}\n\nI'd like to request leave ${at(when, "on dates that suit the team")}. Before I go I'll finish my current tasks and hand over any ongoing work, so nothing is blocked while I'm away.\n\nPlease let me know if ${when ? "these dates work" : "we can agree the dates"} for the team.\n\n${bye("Thank you", sender)}`,
      }),
    },
    {
      id: "remote",
      pattern: /\b(?:work from home|wfh|remote(?:ly)?)\b/i,
      write: ({ recipient, sender, when }) => ({
        subject: when ? `Working from home ${when}` : "Working from home",
        body: `${hi(recipient)}\n\nWould it be all right if I work from home ${at(when, "for a day this week")}? I'll be online during normal hours, reachable by chat and phone, and I'll join meetings as usual.\n\n${bye("Thank you", sender)}`,
      }),
    },
    {
      id: "extension",
      pattern: /\b(?:extension|extend|more time|delay|late)\b/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Request for more time${tail(subject)}`,
        body: `${hi(recipient)}\n\nI want to flag early that I need more time for ${subject ?? "my current work"}. I can share what is ready now and deliver the rest ${at(when, "within a few days")}.\n\nIf that doesn't work, I'm happy to discuss what we could cut or where I could get help.\n\n${bye("Thank you for understanding", sender)}`,
      }),
    },
    {
      id: "raise",
      pattern: /\b(?:raise|salary|compensation|pay rise|pay)\b/i,
      write: ({ recipient, sender }) => ({
        subject: "Request to discuss my compensation",
        body: `${hi(recipient)}\n\nCould we find time to discuss my compensation? Over the past year I've taken on more responsibility and delivered results I'm proud of, and I'd like to talk about how my role and pay could reflect this.\n\nI'd value your view.\n\n${bye("Thank you", sender)}`,
      }),
    },
    {
      id: "resignation",
      pattern: /\b(?:resign|quit|notice period|leaving the company)/i,
      write: ({ recipient, sender, when }) => ({
        subject: sender ? `Resignation — ${sender}` : "Resignation",
        body: `${recipient ? `Dear ${recipient},` : "Hello,"}\n\nPlease accept this as formal notice of my resignation. ${when ? `My last working day will be ${when}.` : "I'll work my full notice period, and I'll confirm my last working day in writing."}\n\nThank you for the opportunities and support you've given me. I'll do everything I can to hand over my work smoothly before I leave.\n\n${bye("Kind regards", sender)}`,
      }),
    },
    {
      id: "apology",
      pattern: /\b(?:apolog|sorry|mistake)/i,
      write: ({ recipient, sender, subject }) => ({
        subject: subject ? `About ${subject}` : "My apologies",
        body: `${hi(recipient)}\n\nI'm sorry about ${subject ?? "what happened"}. I've already started putting it right, and I'll make sure it doesn't happen again.\n\n${bye("Thank you for your patience", sender)}`,
      }),
    },
    {
      id: "meeting",
      pattern: /\b(?:meeting|discuss|talk|1:1|one-on-one|catch up|call)\b/i,
      write: ({ recipient, sender, when, subject }) => ({
        subject: `Request for a meeting${tail(subject)}`,
        body: `${hi(recipient)}\n\nCould we meet ${at(when, "this week")} to discuss ${subject ?? "how my work is going"}? I'd like to share where things stand and agree the next steps; 30 minutes should be enough.\n\n${bye("Thank you", sender)}`,
      }),
    },
    {
      id: "update",
      pattern: /\b(?:update|status|progress|report)\b/i,
      write: ({ recipient, sender, subject }) => ({
        subject: `Status update${tail(subject)}`,
        body: `${hi(recipient)}\n\nHere's where ${subject ?? "my work"} stands: what is done, what is in progress, anything blocking it, and the next steps with their dates. I've kept it short; happy to go into detail.\n\n${bye("Best", sender)}`,
      }),
    },
    {
      id: "feedback",
      pattern: /\b(?:feedback|review)\b/i,
      write: ({ recipient, sender, subject }) => ({
        subject: `Feedback request${tail(subject)}`,
        body: `${hi(recipient)}\n\nWhen you have a moment, I'd appreciate your feedback on ${subject ?? "my recent work"}: what works, and what you would change.\n\n${bye("Thank you", sender)}`,
      }),
    },
  ],
};
