import type { PostCategory } from "@wordloom/shared/rules";

/**
 * What each generator of document 4 §7 writes (generatePoll, generateCarouselContent,
 * generateHowTo …): the instruction the category's prompt module adds to the shared rules.
 * Raising a category's wording means raising its version in CATEGORY_VERSIONS.
 */
export const CATEGORY_GUIDES: Record<PostCategory, string> = {
  poll: "Write a poll: one clear question and 2 to 4 distinct, non-overlapping options, plus a short post inviting people to vote.",
  carousel:
    "Write a carousel: 5 to 8 slides, a hook slide first and a call to action last; each slide a heading of at most 8 words and a body of at most 40 words. The content is the caption that goes with the slides.",
  "how-to": "Teach one concrete process as short, numbered steps the reader can follow.",
  "dos-and-donts": "Give a balanced list of do's (✓) and don'ts (✗), each one line.",
  "tips-and-tricks": "Share practical tips the reader can apply today, one per line.",
  "lessons-learned": "Tell what was learned from an experience and why it matters to the reader.",
  "trending-topic": "Give a clear, original take on the trending topic; do not invent facts, numbers or events.",
  "features-and-updates": "Announce the feature or update and the benefit to the user; only claim what the description or page says.",
  testimonial: "Share the customer's testimonial faithfully: quote it word for word, then thank them and say why it matters.",
  "inspirational-quotes":
    "Offer one inspiring quote on the chosen area (attributed only if the attribution is certain, otherwise as your own words) and a short reflection.",
  "personal-success-story": "Tell the success story in first person: the challenge, what was done, the result.",
  "thought-leadership": "Argue one clear point of view with reasons; end with a question to the reader.",
  "user-journey":
    "Describe the user's journey from problem to outcome, from the point of view of the given roles and their responsibilities.",
  "open-conversation": "Open a conversation: a short framing and a genuine question to the audience.",
  "interesting-facts": "Share interesting, verifiable facts; say nothing you are not sure of.",
  "fun-facts": "Share light, fun facts; say nothing you are not sure of.",
  "product-review": "Review the product honestly along each review angle: strengths, weaknesses and who it suits.",
  "product-comparison": "Compare the products on each criterion and say who each suits; stay fair and do not invent prices or numbers.",
  "write-my-own": "Turn the user's own text into a polished post, keeping their meaning and facts.",
  "event-highlights": "Summarise the event's highlights and what attendees took away, from the user's notes.",
  "real-stories": 'Tell the real story from the user\'s fields (separated by "||"), keeping every fact.',
};

/** Each category prompt's version: raised whenever its wording changes, so records tell them apart. */
export const CATEGORY_VERSIONS: Record<PostCategory, number> = {
  poll: 1,
  carousel: 1,
  "how-to": 1,
  "dos-and-donts": 1,
  "tips-and-tricks": 1,
  "lessons-learned": 1,
  "trending-topic": 1,
  "features-and-updates": 1,
  testimonial: 1,
  "inspirational-quotes": 1,
  "personal-success-story": 1,
  "thought-leadership": 1,
  "user-journey": 1,
  "open-conversation": 1,
  "interesting-facts": 1,
  "fun-facts": 1,
  "product-review": 1,
  "product-comparison": 1,
  "write-my-own": 1,
  "event-highlights": 1,
  "real-stories": 1,
};
