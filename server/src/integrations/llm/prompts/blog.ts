import { BlogRequestSchema, type BlogRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, tokensForWords, userMessage, type TextPrompt } from "./prompt-module";

export const blogPrompt: TextPrompt<BlogRequest> = {
  id: "blog",
  version: 1,
  input: BlogRequestSchema,
  output: null,
  temperature: 0.7,
  maxTokens: (request) => tokensForWords(request.length, 400),
  build: (request, brand) => [
    systemMessage(
      "You write well-structured blog posts.",
      [
        "Start with the title on the first line, then an introduction, sections with short headings on their own lines, and a conclusion.",
        `About ${request.length} words. Tone: ${request.tone}. Style: ${request.style}.`,
        "Plain text: headings are lines of their own without # or * markers.",
        "Never invent statistics, quotes or sources.",
      ],
      brand,
    ),
    userMessage(
      "Write a blog post.",
      fence("topic", request.topic),
      request.keywords.length > 0 && fence("keywords", request.keywords.join(", ")),
    ),
  ],
};
