import { SOCIAL_POST_CATEGORIES, type GenerationKind } from "@wordloom/shared/api";

/**
 * The golden set of the offline engine: at least 50 varied requests per kind it serves. Topics mix
 * noun phrases ("remote work for small teams"), clauses ("our new neighbourhood library opens on
 * Saturday"), questions ("Why public libraries still matter"), plurals, possessives and names, as
 * people type them.
 */
export const TOPICS: readonly string[] = [
  "Remote work for small teams",
  "Why public libraries still matter",
  "our new neighbourhood library opens on Saturday",
  "the new children's corner",
  "Budgeting for freelancers",
  "How to save money on groceries",
  "Electric cars",
  "our team moved to a four-day week",
  "Sleep and productivity",
  "The future of work",
  "home composting",
  "What makes a great manager",
  "running a first marathon",
  "Our bakery turns ten",
  "the Q3 roadmap",
  "customer onboarding",
  "The city council approved the new bike lanes",
  "women in engineering",
  "Is remote work here to stay?",
  "mental health at work",
  "learning to code after forty",
  "the launch went well",
  "small business bookkeeping",
  "Why onboarding matters",
  "our volunteers planted 500 trees",
  "Mindful eating",
  "pricing a freelance project",
  "The school's new science lab",
  "We are hiring",
  "public speaking tips",
  "How we cut our energy bill",
  "the farmers' market",
  "Climate change and coastal towns",
  "a beginner's guide to sourdough",
  "Photography on a budget",
  "our app now works offline",
  "customer reviews",
  "Teaching kids about money",
  "the 2025 product roadmap",
  "writing a novel in a year",
  "Local elections",
  "Why sleep matters for teenagers",
  "our café switched to oat milk",
  "team rituals",
  "Data privacy for parents",
  "The museum reopens after renovation",
  "hybrid meetings",
  "growing tomatoes on a balcony",
  "Dogs in the office",
  "the conference in Lisbon",
];

/** The user's own notes the text-based kinds build from. */
export const NOTES: readonly string[] = [
  "Track every expense weekly. Separate business and personal accounts. Set aside a share of each invoice for tax. Review your numbers at the end of each month.",
  "Our new library has a children's corner, a quiet study room and free Wi-Fi. It opens on Saturday at ten. Volunteers will read stories to children all morning. Everyone is welcome.",
  "Start with short sessions. Write every morning before checking e-mail. Keep a list of ideas. Finish one draft before starting the next.",
  "We moved to a four-day week in March. Output stayed the same and sick days fell. People plan their weeks more carefully now. Meetings got shorter.",
  "Water the plants early in the morning. Use large pots with good drainage. Pick the tomatoes when they are fully red. Feed them every two weeks.",
];

export const KEYWORDS: readonly string[][] = [[], ["planning", "habits"], ["cost", "quality", "time"], ["community"]];

export const EMAIL_REQUESTS: readonly { role: "leader" | "subordinate"; request: string; recipient?: string; senderName?: string }[] = [
  { role: "leader", request: "Welcome our new hire Priya who starts next Monday" },
  { role: "leader", request: "Welcome a new member to the design team" },
  { role: "leader", request: "Thank the team for their great work on the Q3 launch" },
  { role: "leader", request: "Say well done for the customer survey", senderName: "Marta" },
  { role: "leader", request: "Set up a meeting about the budget next Friday" },
  { role: "leader", request: "Schedule a call to discuss the hiring plan" },
  { role: "leader", request: "Set up a catch up with Tom" },
  { role: "leader", request: "Remind everyone about the report deadline on 14 June" },
  { role: "leader", request: "Remind the team that timesheets are due tomorrow" },
  { role: "leader", request: "A reminder about the deadline" },
  { role: "leader", request: "Ask Sam for a performance review conversation next week" },
  { role: "leader", request: "Feedback for the new analyst" },
  { role: "leader", request: "Invite the team to a summer party on Friday 5 July" },
  { role: "leader", request: "Plan a team lunch to celebrate the release" },
  { role: "leader", request: "Announce the new travel policy from 1 September" },
  { role: "leader", request: "Announce a change to the on-call rota" },
  { role: "leader", request: "Share an update about the office move" },
  { role: "leader", request: "Update everyone regarding the launch went well", recipient: "all" },
  { role: "leader", request: "Congratulate Lena on the award" },
  { role: "leader", request: "Set up a sync about our new neighbourhood library opens on Saturday" },
  { role: "leader", request: "Onboard two new joiners this month" },
  { role: "leader", request: "Organise an offsite for the sales team" },
  { role: "leader", request: "Kudos for the support team" },
  { role: "leader", request: "Set a 1:1 with Jonas on Thursday" },
  { role: "leader", request: "Remind everyone that the security training is due" },
  { role: "subordinate", request: "I'm sick today and can't come in" },
  { role: "subordinate", request: "Tell my manager I have a fever and will be off tomorrow", senderName: "Ahmed" },
  { role: "subordinate", request: "Request leave from 3 June to 7 June" },
  { role: "subordinate", request: "Ask for a day off next Friday" },
  { role: "subordinate", request: "Ask for time off for a family holiday" },
  { role: "subordinate", request: "Ask to work from home tomorrow" },
  { role: "subordinate", request: "Can I work remotely this week" },
  { role: "subordinate", request: "Ask for an extension on the market report" },
  { role: "subordinate", request: "I need more time for the migration until next Tuesday" },
  { role: "subordinate", request: "Tell my manager the slides will be late" },
  { role: "subordinate", request: "Ask for a raise" },
  { role: "subordinate", request: "Ask to discuss my salary", recipient: "Ms Okafor" },
  { role: "subordinate", request: "Resign with my last day on 30 April" },
  { role: "subordinate", request: "I want to quit" },
  { role: "subordinate", request: "Ask for a meeting about my career path" },
  { role: "subordinate", request: "Ask to discuss the project timeline on Monday" },
  { role: "subordinate", request: "Ask for a 1:1" },
  { role: "subordinate", request: "Send a status update on the website redesign" },
  { role: "subordinate", request: "Progress report" },
  { role: "subordinate", request: "Ask for feedback on my presentation" },
  { role: "subordinate", request: "Ask for a review of the draft contract" },
  { role: "subordinate", request: "Apologise for the mistake in the invoice" },
  { role: "subordinate", request: "Say sorry for missing the meeting" },
  { role: "subordinate", request: "Update my manager regarding the launch went well" },
  { role: "subordinate", request: "Ask to talk about our team moved to a four-day week" },
  { role: "subordinate", request: "Ask my manager Daniel for a call about the new tools" },
];

export const MESSAGE_REQUESTS: readonly string[] = [
  "A birthday message for my sister Anna",
  "Happy birthday to my best friend",
  "Birthday wishes for my dad",
  "A b-day note for my colleague",
  "Sympathy message for a friend who lost her mother",
  "Condolences to my neighbour Tom",
  "A note for the funeral of my uncle",
  "Get well soon message for my grandma",
  "A friend is in hospital after surgery",
  "Wish my coworker Ben a speedy recovery",
  "Anniversary wishes for my parents",
  "Happy anniversary to my wife",
  "Congratulate my cousin on her wedding",
  "Engagement wishes for Sara and Luis",
  "My friend just got married",
  "Congratulations on the new baby for my brother",
  "A friend had a baby girl",
  "Graduation message for my daughter Mia",
  "Congratulate my nephew on graduating",
  "Congratulations on your promotion to my mentor",
  "My friend got the job",
  "A new role for my former boss",
  "Thank you note to my teacher",
  "Thank my neighbour for watering the plants",
  "A thank-you note to my colleague Ravi for covering my shift",
  "I am grateful to my team",
  "Apologise to my friend for missing her party",
  "Say sorry to my brother",
  "Ask my partner to forgive me",
  "Farewell message for a colleague who is leaving",
  "Goodbye note for my manager on her last day",
  "My mentor is going to retire",
  "Welcome a new neighbour to the street",
  "Welcome message for someone who joined our book club",
  "Invite my friends to a dinner",
  "Invitation to my birthday party",
  "Invite Grace to a get-together",
  "Christmas wishes for my aunt",
  "Happy new year message for the team",
  "Diwali greetings for my friend Arjun",
  "Eid wishes to my colleague",
  "Good luck with the exam for my son",
  "Good luck for my friend's job interview",
  "Best of luck on the big day",
  "Congratulate my friend on the award",
  "Congratulations on reaching a milestone",
  "Well done, you won the race",
  "Thanksgiving message for my family",
  "A message of gratitude to my mom",
  "Congrats to my sister on her achievement",
];

export const PITCHES: readonly { offering: "product" | "service"; name?: string; description: string; usp: string; audience?: string }[] = [
  { offering: "product", name: "Loomly Notes", description: NOTES[2] ?? "", usp: "it syncs offline", audience: "busy writers" },
  { offering: "service", description: NOTES[0] ?? "", usp: "a bookkeeper who answers within a day" },
  {
    offering: "product",
    name: "GreenPot",
    description: NOTES[4] ?? "",
    usp: "self-watering in any weather",
    audience: "balcony gardeners",
  },
  { offering: "service", name: "Four-Day Coaching", description: NOTES[3] ?? "", usp: "proven with 40 teams." },
  { offering: "product", description: NOTES[1] ?? "", usp: "free for every resident", audience: "families" },
];

const PITCH_NAMES = [
  "Brightbook",
  "the Corner Café",
  "Northwind Tutoring",
  "Pixel & Pine",
  "Ledgerly",
  "the Saturday Club",
  "Greenway Bikes",
  "Oak Street Yoga",
  "Harbour Print",
  "Tidy Desk",
];

/** Every served kind's 50+ requests. */
export const goldenRequests = (): Array<{ kind: GenerationKind; input: Record<string, unknown> }> => {
  const requests: Array<{ kind: GenerationKind; input: Record<string, unknown> }> = [];
  const note = (index: number) => NOTES[index % NOTES.length] ?? "";
  TOPICS.forEach((topic, index) => {
    const category = SOCIAL_POST_CATEGORIES[index % SOCIAL_POST_CATEGORIES.length] ?? "how-to";
    const post: Record<string, unknown> = { category, topic, input: note(index), linkedInFormat: index % 3 === 0 };
    if (category === "testimonial") {
      post.testimonial = "The team answered every question within an hour. I'd recommend them to anyone.";
    }
    if (category === "real-stories") {
      post.input = "A customer's shop flooded.|||We replaced the stock in a week.|||She reopened before the holidays.";
    }
    requests.push({ kind: "social-post", input: post });
    requests.push({ kind: "hashtags", input: { topic, text: note(index), count: 6 } });
    requests.push({ kind: "poll", input: { topic, ...(index % 2 === 0 ? { text: note(index) } : {}) } });
    requests.push({ kind: "carousel", input: { topic, text: note(index) } });
    requests.push({ kind: "tips", input: { topic, text: note(index) } });
    requests.push({ kind: "blog-outline", input: { topic, keywords: KEYWORDS[index % KEYWORDS.length], sectionCount: 3 + (index % 8) } });
    requests.push({ kind: "headlines", input: { topic, count: 10 } });
    const pitch = PITCHES[index % PITCHES.length];
    const name = index < PITCHES.length ? pitch?.name : PITCH_NAMES[index % PITCH_NAMES.length];
    requests.push({ kind: "promotional-pitch", input: { ...pitch, ...(name ? { name } : {}), words: 60 + (index % 7) * 30 } });
  });
  for (const email of EMAIL_REQUESTS) {
    requests.push({ kind: "emails", input: email });
  }
  MESSAGE_REQUESTS.forEach((request, index) => {
    requests.push({ kind: index % 2 === 0 ? "messages" : "message-craft", input: { request } });
    requests.push({ kind: index % 2 === 0 ? "message-craft" : "messages", input: { request } });
  });
  return requests;
};
