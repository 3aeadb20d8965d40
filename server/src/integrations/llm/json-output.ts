import { z } from "zod";
import type { ChatMessage } from "./types";

type JsonSchema = Record<string, unknown>;

/**
 * Keywords strict structured output does not accept on strings (OpenAI rejects them); our zod
 * schema still enforces them when the answer comes back, and prompts state the limits in words.
 */
const DROPPED_KEYWORDS = new Set(["$schema", "minLength", "maxLength", "pattern", "format"]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const strictify = (node: unknown): unknown => {
  if (Array.isArray(node)) {
    return node.map(strictify);
  }
  if (!isRecord(node)) {
    return node;
  }
  const result: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (!DROPPED_KEYWORDS.has(key)) {
      result[key] = strictify(value);
    }
  }
  if (result.type === "object" && isRecord(result.properties)) {
    result.required = Object.keys(result.properties);
    result.additionalProperties = false;
  }
  return result;
};

/**
 * The JSON schema sent to the model: draft-7, every property required and no additional
 * properties, as strict mode demands (handbook llm.md §4).
 */
export const toModelJsonSchema = (schema: z.ZodType): JsonSchema => strictify(z.toJSONSchema(schema, { target: "draft-7" })) as JsonSchema;

/** The schema written into the prompt, for servers without schema support (json_object, none). */
export const schemaInstruction = (schema: z.ZodType): string =>
  [
    "Answer with one JSON object only, no prose and no code fences. It must match this JSON schema:",
    "```json",
    JSON.stringify(toModelJsonSchema(schema)),
    "```",
  ].join("\n");

type ParsedReply<T> = { ok: true; value: T } | { ok: false; issue: string };

/** Some servers wrap JSON in a code fence or add a sentence around it; take the outermost object. */
const jsonText = (reply: string): string => {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(reply);
  const text = (fenced?.[1] ?? reply).trim();
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
};

/** Parses and validates a model's answer with our schema; never trusts the server's promise. */
export const parseJsonReply = <T>(
  reply: string,
  schema: z.ZodType<T>,
  normalize: (raw: unknown) => unknown = (raw) => raw,
): ParsedReply<T> => {
  let raw: unknown;
  try {
    raw = JSON.parse(jsonText(reply));
  } catch (error) {
    return { ok: false, issue: `The answer is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const parsed = schema.safeParse(normalize(raw));
  if (!parsed.success) {
    return { ok: false, issue: `The JSON does not match the schema: ${z.prettifyError(parsed.error)}` };
  }
  return { ok: true, value: parsed.data };
};

/** The one repair turn: the bad answer, then what was wrong with it (first 300 characters). */
export const repairMessages = (messages: readonly ChatMessage[], badReply: string, issue: string): ChatMessage[] => [
  ...messages,
  { role: "assistant", content: badReply },
  { role: "user", content: `${issue.slice(0, 300)}\nAnswer again with the corrected JSON object only.` },
];
