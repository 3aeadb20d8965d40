import type { PostTopic, PostTopicsOutput, PostTopicsRequest } from "@wordloom/shared/api";
import type { TopicListCategory } from "@wordloom/shared/rules";
import { needsModel } from "../../errors";
import type { BrandVoiceContext } from "../../prompts/brand-voice-context";
import { pillarsOf } from "../brand-lines";
import { clip, inline } from "../text-tools";

type Idea = (seed: string) => string;

/** Topic templates per list; `{seed}` is the context, a pillar or the niche. */
const IDEAS: Record<Exclude<TopicListCategory, "trending-topic" | "product-review" | "product-comparison">, readonly [Idea, ...Idea[]]> = {
  poll: [
    (s) => `What's your biggest challenge with ${s}?`,
    (s) => `How often do you think about ${s}?`,
    (s) => `What matters most to you in ${s}?`,
    (s) => `Where did you learn most about ${s}?`,
  ],
  "how-to": [
    (s) => `How to get started with ${s}`,
    (s) => `How to make ${s} a weekly habit`,
    (s) => `How to measure progress in ${s}`,
    (s) => `How to avoid the most common mistakes in ${s}`,
  ],
  "tips-and-tricks": [
    (s) => `Time-saving tips for ${s}`,
    (s) => `Beginner tips for ${s}`,
    (s) => `Tools and tricks for ${s}`,
    (s) => `Small changes that improve ${s}`,
  ],
  "user-journey": [
    (s) => `From first try to routine: a customer's journey with ${s}`,
    (s) => `The moment ${s} finally clicked for a customer`,
    (s) => `What a first month of ${s} looks like`,
  ],
  "thought-leadership": [
    (s) => `What most people get wrong about ${s}`,
    (s) => `Where ${s} is heading in the next five years`,
    (s) => `The overlooked side of ${s}`,
  ],
  "lessons-learned": [
    (s) => `What a failure taught me about ${s}`,
    (s) => `Lessons from my first year of ${s}`,
    (s) => `What I would do differently in ${s}`,
  ],
  "inspirational-quotes": [() => "Perseverance", () => "Leadership", () => "Growth", () => "Courage", () => "Teamwork", () => "Gratitude"],
  "dos-and-donts": [
    (s) => `Do's and don'ts of ${s}`,
    (s) => `Do's and don'ts for beginners in ${s}`,
    (s) => `Do's and don'ts when talking to customers about ${s}`,
  ],
  "interesting-facts": [(s) => `The history of ${s}`, (s) => `How ${s} works behind the scenes`, (s) => `${s} around the world`],
  "fun-facts": [(s) => `Fun facts about ${s}`, (s) => `Surprising origins in ${s}`, (s) => `Myths about ${s}`],
};

const OVERVIEW: Record<TopicListCategory, string> = {
  poll: "A question to ask your audience.",
  "trending-topic": "",
  "how-to": "A process your audience can learn step by step.",
  "tips-and-tricks": "Practical tips your audience can use today.",
  "user-journey": "A customer's path from a problem to an outcome.",
  "thought-leadership": "A point of view to argue.",
  "lessons-learned": "An experience to draw a lesson from.",
  "inspirational-quotes": "A theme for an inspiring quote.",
  "dos-and-donts": "Clear right and wrong ways to do it.",
  "interesting-facts": "An area to share verifiable facts about (you add the facts).",
  "fun-facts": "A light area to share fun facts about (you add the facts).",
  "product-review": "",
  "product-comparison": "",
};

/** What the list is seeded from: the context, the brand voice's pillars, its niche and content focus. */
const seedsOf = (request: PostTopicsRequest, brand: BrandVoiceContext | null): string[] => {
  const seeds = [request.context, ...pillarsOf(brand), brand?.niche, brand?.contentFocus]
    .map((seed) => (seed ?? "").trim())
    .filter(Boolean)
    .map((seed) => clip(inline(seed), 120));
  return [...new Map(seeds.map((seed) => [seed.toLowerCase(), seed])).values()];
};

/** Topic ideas without a model: the list's templates over the seeds, labelled as ideas, never as facts or trends. */
export const offlineTopicIdeas = (request: PostTopicsRequest, brand: BrandVoiceContext | null): PostTopicsOutput => {
  const category = request.category;
  if (category === "trending-topic" || category === "product-review" || category === "product-comparison") {
    throw needsModel(
      "post-topics",
      category === "trending-topic" ? "Templates cannot know what is trending." : "Templates cannot name products in a category honestly.",
    );
  }
  const seeds = seedsOf(request, brand);
  const ideas = IDEAS[category];
  const topics: PostTopic[] = [];
  const seen = new Set<string>();
  for (let round = 0; topics.length < request.count && round < ideas.length * Math.max(1, seeds.length); round += 1) {
    const seed = seeds[round % Math.max(1, seeds.length)] ?? "";
    const idea = ideas[Math.floor(round / Math.max(1, seeds.length)) % ideas.length] ?? ideas[0];
    const topic = clip(idea(seed), 300);
    if (!seen.has(topic.toLowerCase())) {
      seen.add(topic.toLowerCase());
      topics.push({ topic, overview: OVERVIEW[category], trendingOn: null, trendingSinceDays: null, products: [], options: [] });
    }
  }
  return { topics };
};
