import { IdiomsOutputSchema, IdiomsRequestSchema, type IdiomsOutput, type IdiomsRequest } from "@wordloom/shared/api";
import { fence } from "./fence";
import { systemMessage, userMessage, type ObjectPrompt } from "./prompt-module";

/** "More idioms for your context" in the Idioms tool (spec document 3 §2.3): idiom, meaning and example. */
export const idiomsPrompt: ObjectPrompt<IdiomsRequest, IdiomsOutput> = {
  id: "idioms",
  version: 1,
  input: IdiomsRequestSchema,
  output: IdiomsOutputSchema,
  temperature: 0.7,
  maxTokens: (request) => 80 + request.count * 90,
  build: (request) => [
    systemMessage(
      "You suggest English idioms that fit the context of a text.",
      [
        `Exactly ${request.count} idioms that a writer could use in this text, each fitting what the text is about.`,
        "Only real, widely used English idioms, in their usual form; never invent one.",
        "For each: the idiom, its meaning in one plain sentence, and one example sentence in the text's context that uses it.",
        ...(request.exclude.length > 0 ? ["Do not suggest the idioms in the already-shown data: the writer has seen them."] : []),
      ],
      null,
    ),
    userMessage(
      "Suggest idioms for this text.",
      fence("text", request.text),
      request.exclude.length > 0 && fence("already-shown", request.exclude.join("\n")),
    ),
  ],
  render: (output) => output.idioms.map((item) => `${item.idiom}: ${item.meaning} (${item.example})`).join("\n"),
};
