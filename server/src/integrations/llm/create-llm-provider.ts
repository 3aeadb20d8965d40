import type { LlmConfig } from "../../config";
import { OfflineProvider } from "./offline/offline-provider";
import { OpenAiCompatibleProvider } from "./openai-compatible/openai-provider";
import type { LlmProvider } from "./types";

/** The configured provider; offline unless LLM_PROVIDER=openai-compatible. */
export const createLlmProvider = (config: LlmConfig): LlmProvider =>
  config.kind === "openai-compatible" ? new OpenAiCompatibleProvider(config) : new OfflineProvider();
