import type { SocialPostCategory } from "@wordloom/shared/api";

/**
 * Post Objectives and their Objective Categories (spec document 3 §2.8): what the post is for,
 * then the kinds of post that serve it. Every social post category belongs to at least one.
 */
interface PostObjective {
  key: string;
  label: string;
  categories: readonly SocialPostCategory[];
}

export const POST_OBJECTIVES: readonly PostObjective[] = [
  {
    key: "educate",
    label: "Educate my audience",
    categories: ["how-to", "tips-and-tricks", "dos-and-donts", "interesting-facts", "lessons-learned"],
  },
  {
    key: "engage",
    label: "Start a conversation",
    categories: ["open-conversation", "trending-topic", "fun-facts", "inspirational-quotes"],
  },
  { key: "trust", label: "Build trust", categories: ["testimonial", "real-stories", "personal-success-story", "user-journey"] },
  {
    key: "promote",
    label: "Promote what I offer",
    categories: ["features-and-updates", "product-review", "product-comparison", "event-highlights"],
  },
  {
    key: "lead",
    label: "Show thought leadership",
    categories: ["thought-leadership", "lessons-learned", "trending-topic", "write-my-own"],
  },
];

export const objectiveByKey = (key: string): PostObjective | undefined => POST_OBJECTIVES.find((objective) => objective.key === key);
