import { BlogOutlineOutputSchema, BlogOutlineRequestSchema, type BlogOutlineOutput, type BlogOutlineRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type ObjectPrompt } from "./prompt-module";

export const blogOutlinePrompt: ObjectPrompt<BlogOutlineRequest, BlogOutlineOutput> = {
  id: "blog-outline",
  version: 1,
  input: BlogOutlineRequestSchema,
  output: BlogOutlineOutputSchema,
  temperature: 0.5,
  maxTokens: (request) => 150 + request.sectionCount * 120,
  build: (request, brand) => [
    systemMessage(
      "You plan blog posts.",
      [
        `A title and exactly ${request.sectionCount} sections, from introduction to conclusion.`,
        "Each section has a short heading and 2 to 4 points, each one line.",
        `Tone: ${request.tone}. Style: ${request.style}.`,
      ],
      brand,
    ),
    userMessage(
      "Outline a blog post.",
      fence("topic", request.topic),
      request.keywords.length > 0 && fence("keywords", request.keywords.join(", ")),
    ),
  ],
  render: (output) =>
    [output.title, ...output.sections.map((section) => [section.heading, ...section.points.map((point) => `- ${point}`)].join("\n"))].join(
      "\n\n",
    ),
};
