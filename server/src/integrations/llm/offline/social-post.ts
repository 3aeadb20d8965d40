import { REAL_STORY_SEPARATOR, type SocialPostCategory, type SocialPostRequest } from "@wordloom/shared/api";
import { needsModel } from "../errors";
import type { BrandVoiceContext } from "../prompts/brand-voice-context";
import { callToAction } from "./brand-lines";
import { hashtagsFor } from "./hashtags";
import { pick, type Random } from "./seeded-random";
import { capitalize, countWords, imperativeSentences, keyPhrases, keySentences, topicParts } from "./text-tools";

type Line = (topic: string) => string;
type Lines = readonly [Line, ...Line[]];

const HOOKS: Record<SocialPostCategory, Lines> = {
  "how-to": [(t) => `A simple way to approach ${t}:`, (t) => `Here's how I handle ${t}:`],
  "dos-and-donts": [(t) => `The dos and don'ts of ${t}:`, (t) => `${capitalize(t)}: what to do, and what to avoid.`],
  "tips-and-tricks": [(t) => `A few tips on ${t}:`, (t) => `What I wish I'd known sooner about ${t}:`],
  "lessons-learned": [(t) => `What ${t} taught me:`, (t) => `A lesson from ${t}:`],
  "trending-topic": [(t) => `Everyone is talking about ${t}. Here's my take.`, (t) => `My take on ${t}:`],
  "features-and-updates": [(t) => `What's new: ${t}.`, (t) => `An update on ${t}:`],
  testimonial: [() => "Here's what one of our customers told us:", () => "Words like these are why we do what we do:"],
  "inspirational-quotes": [() => "A thought worth keeping:", () => "Something to carry into your week:"],
  "personal-success-story": [(t) => `A milestone I'm proud of: ${t}.`, (t) => `A win worth sharing: ${t}.`],
  "thought-leadership": [(t) => `Here's where I stand on ${t}:`, (t) => `My view on ${t}:`],
  "user-journey": [(t) => `From first step to real results: ${t}.`, (t) => `The journey behind ${t}:`],
  "open-conversation": [(t) => `Let's talk about ${t}.`, (t) => `I'd love to hear from you about ${t}.`],
  "interesting-facts": [(t) => `Some things about ${t} worth knowing:`, (t) => `Did you know? A few facts about ${t}:`],
  "fun-facts": [(t) => `Fun facts about ${t}:`, (t) => `A bit of fun about ${t}:`],
  "product-review": [(t) => `My honest take on ${t}:`, (t) => `Reviewing ${t}:`],
  "product-comparison": [(t) => `${capitalize(t)}: how the options compare.`, (t) => `Comparing ${t}:`],
  "write-my-own": [() => ""],
  "event-highlights": [(t) => `Highlights from ${t}:`, (t) => `What stood out at ${t}:`],
  "real-stories": [(t) => `A real story about ${t}.`, () => "A real story, shared with permission."],
};

/**
 * Hooks for a topic written as a clause ("our new library opens on Saturday"): the clause becomes
 * its own sentence, then one of these follows (a noun-phrase hook would read "how I handle our new
 * library opens on Saturday").
 */
const CLAUSE_HOOKS: Record<SocialPostCategory, readonly [string, ...string[]]> = {
  "how-to": ["Here's how I'd approach it:", "A simple way to go about it:"],
  "dos-and-donts": ["What to do, and what to avoid:"],
  "tips-and-tricks": ["A few tips:", "What I wish I'd known sooner:"],
  "lessons-learned": ["What it taught me:", "The lesson I took from it:"],
  "trending-topic": ["Everyone is talking about it. Here's my take.", "My take:"],
  "features-and-updates": ["Here's what's new:", "The details:"],
  testimonial: ["Here's what one of our customers told us:"],
  "inspirational-quotes": ["A thought worth keeping:"],
  "personal-success-story": ["A milestone I'm proud of.", "A win worth sharing."],
  "thought-leadership": ["Here's where I stand:", "My view:"],
  "user-journey": ["From first step to real results:", "The journey behind it:"],
  "open-conversation": ["Let's talk about it."],
  "interesting-facts": ["Some things worth knowing:"],
  "fun-facts": ["A bit of fun:"],
  "product-review": ["My honest take:"],
  "product-comparison": ["How they compare:"],
  "write-my-own": [""],
  "event-highlights": ["Highlights:", "What stood out:"],
  "real-stories": ["A real story, shared with permission."],
};

/** The clause as its own sentence; a question keeps its question mark ("Why libraries still matter?" reads as asked). */
const asSentence = (clause: string): string => {
  const trimmed = capitalize(clause.trim());
  if (/[.!?]$/.test(trimmed)) {
    return trimmed;
  }
  return /^(?:why|how|what|when|where|who|whether|which|is|are|do|does|can|should)\b/i.test(trimmed) ? `${trimmed}?` : `${trimmed}.`;
};

const CLOSINGS: Lines = [
  (t) => `What's your experience with ${t}?`,
  () => "Which of these would you add?",
  () => "What would you do differently?",
];

/** Closings that do not name the topic, for a topic written as a clause. */
const CLAUSE_CLOSINGS: readonly [string, ...string[]] = [
  "What do you think?",
  "Which of these would you add?",
  "What would you do differently?",
];

const DONT = /\b(?:avoid|don't|do not|never|stop)\b/i;

/** The user's own words the post is built from, or "" when there are none. */
const sourceText = (request: SocialPostRequest): string => {
  if (request.category === "real-stories") {
    return (request.input ?? "")
      .split(REAL_STORY_SEPARATOR)
      .map((field) => field.trim())
      .filter(Boolean)
      .map((field) => (/[.!?]$/.test(field) ? field : `${field}.`))
      .join("\n");
  }
  return request.category === "testimonial" ? (request.testimonial ?? "") : (request.input ?? "");
};

const numbered = (sentences: readonly string[]) => sentences.map((sentence, index) => `${index + 1}. ${sentence}`);

/** The body lines for a category, about `words` long. */
const bodyLines = (category: SocialPostCategory, source: string, words: number): string[] => {
  if (category === "testimonial") {
    return [`"${source.trim()}"`];
  }
  if (category === "inspirational-quotes") {
    const [shortest] = [...keySentences(source, words)].sort((first, second) => first.length - second.length);
    return shortest ? [`"${shortest}"`] : [];
  }
  if (category === "how-to" || category === "tips-and-tricks") {
    const steps = imperativeSentences(source);
    return numbered(steps.length >= 2 ? steps.slice(0, 10) : keySentences(source, words));
  }
  if (category === "dos-and-donts") {
    const steps = imperativeSentences(source);
    return steps.length > 0 ? steps.map((step) => `${DONT.test(step) ? "✗" : "✓"} ${step}`) : keySentences(source, words);
  }
  if (category === "interesting-facts" || category === "fun-facts" || category === "event-highlights") {
    return keySentences(source, words).map((sentence) => `• ${sentence}`);
  }
  if (category === "real-stories") {
    return source.split("\n");
  }
  return keySentences(source, words);
};

const isList = (line: string) => /^(?:\d+\.|•|✓|✗)\s/.test(line);

/** One paragraph of running sentences, lists on lines of their own; LinkedIn gets a blank line between all. */
const layout = (lines: readonly string[], linkedIn: boolean): string => {
  if (linkedIn) {
    return lines.join("\n\n");
  }
  const parts: string[] = [];
  for (const line of lines) {
    const last = parts.length - 1;
    if (!isList(line) && last >= 0 && !isList(parts[last] ?? "")) {
      parts[last] = `${parts[last]} ${line}`;
    } else {
      parts.push(line);
    }
  }
  return parts.join("\n");
};

/**
 * A social post from the user's own text (text-to-post): a category hook, the text's most central
 * sentences (or its instructions, for how-to and tips), a closing line and hashtags.
 */
export const offlineSocialPost = (request: SocialPostRequest, brand: BrandVoiceContext | null, random: Random): string => {
  if (request.postType === "blog") {
    throw needsModel("social-post", "Blog-type posts are written by a language model.");
  }
  const source = sourceText(request);
  if (!source && request.category !== "open-conversation") {
    throw needsModel("social-post", "Without a model, posts are built from your own words: add your notes or text in the input box.");
  }
  const parts = topicParts(request.topic ?? request.contentPillar ?? keyPhrases(source, 1)[0] ?? "this");
  const topic = parts.noun;
  const hook = parts.clause
    ? [asSentence(parts.text), pick(random, CLAUSE_HOOKS[request.category])].filter(Boolean).join(" ")
    : pick(random, HOOKS[request.category])(topic);
  const body = source ? bodyLines(request.category, source, request.length) : [];
  const closing =
    request.category === "open-conversation"
      ? `${parts.clause ? "What do you think?" : `What's your experience with ${topic}?`} Share it in the comments.`
      : callToAction(brand, parts.clause ? pick(random, CLAUSE_CLOSINGS) : pick(random, CLOSINGS)(topic));
  const hashtags = hashtagsFor({ topic: request.topic ?? request.contentPillar, text: source }, brand, 3).join(" ");
  const text = [layout([hook, ...body].filter(Boolean), request.linkedInFormat), closing, hashtags].filter(Boolean).join("\n\n");
  return countWords(text) > 0 ? text : closing;
};
