import { CarouselOutputSchema, CarouselRequestSchema, type CarouselOutput, type CarouselRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type ObjectPrompt } from "./prompt-module";

export const carouselPrompt: ObjectPrompt<CarouselRequest, CarouselOutput> = {
  id: "carousel",
  version: 1,
  input: CarouselRequestSchema,
  output: CarouselOutputSchema,
  temperature: 0.7,
  maxTokens: (request) => 120 + request.slideCount * 120,
  build: (request, brand) => [
    systemMessage(
      "You write carousel posts: a sequence of slides, each readable on its own.",
      [
        `Exactly ${request.slideCount} slides: a hook slide first, a call to action last.`,
        "Each slide has a heading of at most 8 words and a body of at most 40 words.",
        "Use only facts from the data.",
      ],
      brand,
    ),
    userMessage("Write a carousel.", fence("topic", request.topic), request.text && fence("text", request.text)),
  ],
  render: (output) => [output.title, ...output.slides.map((slide, index) => `${index + 1}. ${slide.heading}\n${slide.body}`)].join("\n\n"),
};
