import type { BlogOutlineOutput, BlogOutlineRequest } from "@wordloom/shared/api";
import type { BrandVoiceContext } from "../prompts/brand-voice-context";
import { audienceOf } from "./brand-lines";
import { agree, capitalize, clip, titleCase, topicParts, type TopicParts } from "./text-tools";

type Section = (topic: string, audience: string, parts: TopicParts) => { heading: string; points: string[] };

const INTRODUCTION: Section = (t, a, parts) => ({
  heading: "Introduction",
  points: [
    parts.clause && /^why\b/i.test(parts.text)
      ? `${capitalize(parts.text)}${a ? `, for ${a}` : ""}`
      : `Why ${t} ${agree(parts, "matters", "matter")}${a ? ` to ${a}` : ""}`,
    "What the reader will take away",
  ],
});
const CONCLUSION: Section = (t) => ({ heading: "Conclusion", points: [`The key takeaways on ${t}`, "One next step for the reader"] });
const MIDDLE: readonly Section[] = [
  (t) => ({ heading: `The basics of ${t}`, points: ["Key terms, explained simply", "How it works in practice"] }),
  (t, a) => ({ heading: "Common mistakes", points: [`Where ${a || "people"} go wrong with ${t}`, "How to avoid each mistake"] }),
  () => ({
    heading: "A practical approach",
    points: ["Step one: start small", "Step two: build the habit", "Step three: review and adjust"],
  }),
  () => ({ heading: "Examples", points: ["A real example from your own experience", "What the example shows"] }),
  () => ({ heading: "Tools and resources", points: ["What helps, and why", "Where to learn more"] }),
  (t) => ({ heading: `Questions people ask about ${t}`, points: ["The question you hear most", "Your short answer"] }),
  () => ({ heading: "Measuring progress", points: ["What to track", "What good looks like"] }),
  (t) => ({ heading: `What's next for ${t}`, points: ["The change you expect", "How to prepare"] }),
];

/** A standard outline around the topic: introduction, middle sections (keywords become points), conclusion. */
export const offlineBlogOutline = (request: BlogOutlineRequest, brand: BrandVoiceContext | null): BlogOutlineOutput => {
  const parts = topicParts(request.topic);
  const topic = parts.noun;
  const audience = audienceOf(brand);
  const middle = MIDDLE.slice(0, Math.max(0, request.sectionCount - 2)).map((section) => section(topic, audience, parts));
  if (request.keywords.length > 0 && middle[0]) {
    middle[0] = {
      ...middle[0],
      points: [...middle[0].points, ...request.keywords.slice(0, 6).map((keyword) => `Cover: ${keyword}`)].slice(0, 8),
    };
  }
  const sections = [INTRODUCTION(topic, audience, parts), ...middle, CONCLUSION(topic, audience, parts)].map((section) => ({
    heading: clip(section.heading, 150),
    points: section.points.map((point) => clip(point, 300)),
  }));
  return { title: clip(titleCase(request.topic), 200), sections };
};
