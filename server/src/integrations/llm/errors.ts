import type { GenerationKind } from "@wordloom/shared/api";
import { AppError } from "../../errors";

/** What an operator sets to connect a model (README, configuration). */
export const MODEL_SETTINGS = [
  "LLM_PROVIDER=openai-compatible",
  "LLM_BASE_URL (e.g. http://ollama:11434/v1)",
  "LLM_MODEL",
  "LLM_API_KEY (if the server needs one)",
];

/** The offline engine cannot do this honestly; says what would make it work. */
export const needsModel = (kind: GenerationKind, reason: string) =>
  new AppError("NEEDS_MODEL", `${reason} Connect a language model to use it.`, { kind, configure: MODEL_SETTINGS });

/** The model server failed, refused or timed out. The spec's 502 message; the cause goes to the log only. */
export const modelUnavailable = (cause: string, details?: Record<string, unknown>) =>
  new AppError("MODEL_UNAVAILABLE", undefined, { cause, ...details });

export const badOutput = (issue: string) => new AppError("BAD_OUTPUT", undefined, { issue: issue.slice(0, 300) });
