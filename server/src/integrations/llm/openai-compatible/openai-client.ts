import OpenAI from "openai";
import type { OpenAiCompatibleConfig } from "../../../config";

/** Local servers (Ollama, llama.cpp, LM Studio) ignore the key, but the SDK needs one. */
const PLACEHOLDER_KEY = "not-needed";

/**
 * The SDK client for one configured server. Everything is passed explicitly: the SDK would
 * otherwise read OPENAI_* variables from the environment and default to api.openai.com.
 */
export const createOpenAiClient = (config: OpenAiCompatibleConfig, fetchImpl?: typeof fetch): OpenAI =>
  new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? PLACEHOLDER_KEY,
    organization: null,
    project: null,
    adminAPIKey: null,
    webhookSecret: null,
    // Covers only the time to the response headers; streams are bounded by our own deadline signal.
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
