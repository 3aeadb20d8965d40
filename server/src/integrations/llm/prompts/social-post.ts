import {
  REAL_STORY_SEPARATOR,
  SOCIAL_POST_CATEGORY_LABELS,
  SocialPostRequestSchema,
  type SocialPostCategory,
  type SocialPostRequest,
} from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, tokensForWords, userMessage, type TextPrompt } from "./prompt-module";

/** What each category of post does (document 4 §7 generators). */
const CATEGORY_GUIDES: Record<SocialPostCategory, string> = {
  "how-to": "Teach one concrete process as short, ordered steps.",
  "dos-and-donts": "Give a balanced list of dos and don'ts, each one line.",
  "tips-and-tricks": "Share practical tips the reader can apply today.",
  "lessons-learned": "Tell what was learned from an experience and why it matters to the reader.",
  "trending-topic": "Give a clear, original take on the trending topic; do not invent facts or numbers.",
  "features-and-updates": "Announce the features or updates and the benefit of each.",
  testimonial: "Share the customer's testimonial faithfully, quoting it, and thank them.",
  "inspirational-quotes": "Offer one inspiring quote (attributed only if the attribution is certain) and a short reflection.",
  "personal-success-story": "Tell the success story in first person: challenge, action, result.",
  "thought-leadership": "Argue one clear point of view with reasons; end with a question to the reader.",
  "user-journey": "Describe the user's journey from problem to outcome.",
  "open-conversation": "Open a conversation: a short framing and a genuine question to the audience.",
  "interesting-facts": "Share interesting, verifiable facts; say nothing you are not sure of.",
  "fun-facts": "Share light, fun facts; say nothing you are not sure of.",
  "product-review": "Review the product honestly: strengths, weaknesses, who it suits.",
  "product-comparison": "Compare the products on clear criteria and say who each suits.",
  "write-my-own": "Turn the user's own text into a polished post, keeping their meaning and facts.",
  "event-highlights": "Summarise the event's highlights and what attendees took away.",
  "real-stories": `Tell the real story from the user's fields (separated by "${REAL_STORY_SEPARATOR}"), keeping every fact.`,
};

const settings = (request: SocialPostRequest) =>
  [
    `Post type: ${request.postType}`,
    `Category: ${SOCIAL_POST_CATEGORY_LABELS[request.category]}`,
    `Tone: ${request.tone}`,
    `Style: ${request.style}`,
    `Presentation style: ${request.presentationStyle}`,
    `Length: about ${request.length} words`,
    request.linkedInFormat
      ? "Format for LinkedIn: a strong first line, short paragraphs separated by blank lines, 3 to 5 hashtags at the end."
      : "",
  ]
    .filter(Boolean)
    .join("\n");

/** A social post (document 3 §2.8): category, pillar, objective, topic, testimonial or the user's own text. */
export const socialPostPrompt: TextPrompt<SocialPostRequest> = {
  id: "social-post",
  version: 1,
  input: SocialPostRequestSchema,
  output: null,
  temperature: 0.8,
  maxTokens: (request) => tokensForWords(request.length, 300),
  build: (request, brand) => [
    systemMessage(
      "You write social media posts that sound like a real person, not an advertisement.",
      [
        CATEGORY_GUIDES[request.category],
        "Match the requested tone, style, presentation style and length.",
        "Plain text only: no markdown headings, no bold markers.",
        "Never invent statistics, quotes, names or results the data does not give.",
      ],
      brand,
    ),
    userMessage(
      `Write one ${request.postType === "blog" ? "blog-style post" : "social post"}.`,
      settings(request),
      request.topic && fence("topic", request.topic),
      request.contentPillar && fence("content-pillar", request.contentPillar),
      request.objective && fence("objective", [request.objective, request.objectiveCategory].filter(Boolean).join(" — ")),
      request.testimonial && fence("testimonial", request.testimonial),
      request.input && fence("input", request.input),
    ),
  ],
};
