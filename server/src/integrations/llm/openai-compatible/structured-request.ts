import type { z } from "zod";
import type { OpenAiCompatibleConfig } from "../../../config";
import { schemaInstruction, toModelJsonSchema } from "../json-output";
import type { ChatMessage } from "../types";

type ResponseFormat =
  | { type: "json_schema"; json_schema: { name: string; schema: Record<string, unknown>; strict: true } }
  | { type: "json_object" }
  | undefined;

export interface StructuredRequest {
  messages: ChatMessage[];
  responseFormat: ResponseFormat;
}

/** Appends an instruction to the system message (or adds one), keeping the user's fenced data last. */
const withSystemNote = (messages: readonly ChatMessage[], note: string): ChatMessage[] => {
  const [first, ...rest] = messages;
  if (first?.role === "system") {
    return [{ role: "system", content: `${first.content}\n\n${note}` }, ...rest];
  }
  return [{ role: "system", content: note }, ...messages];
};

/**
 * How a typed answer is asked for, by LLM_STRUCTURED_OUTPUT (handbook llm.md §2, §4):
 * json_schema sends the strict schema; json_object sends JSON mode and puts the schema in the
 * prompt (servers without schema support); none relies on the prompt alone (LM Studio rejects
 * json_object, some servers reject both).
 */
export const structuredRequest = (
  mode: OpenAiCompatibleConfig["structuredOutput"],
  messages: readonly ChatMessage[],
  schema: z.ZodType,
  name: string,
): StructuredRequest => {
  if (mode === "json_schema") {
    return {
      messages: withSystemNote(messages, "Answer with one JSON object only."),
      responseFormat: { type: "json_schema", json_schema: { name, schema: toModelJsonSchema(schema), strict: true } },
    };
  }
  const prompted = withSystemNote(messages, schemaInstruction(schema));
  return { messages: prompted, responseFormat: mode === "json_object" ? { type: "json_object" } : undefined };
};
