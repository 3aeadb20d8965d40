import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createLlmProvider } from "./create-llm-provider";

describe("LLM configuration", () => {
  it("is offline by default", () => {
    const config = loadConfig({});
    expect(config.llm).toEqual({ kind: "offline" });
    expect(createLlmProvider(config.llm)).toMatchObject({ kind: "offline", model: "offline-template" });
  });

  it("reads the openai-compatible settings, with the API key from the environment only", () => {
    const config = loadConfig({
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: "http://ollama:11434/v1/",
      LLM_MODEL: "llama3.1:8b",
      LLM_API_KEY: "sk-local",
      LLM_STRUCTURED_OUTPUT: "json_object",
      LLM_STREAM_USAGE: "false",
      LLM_TIMEOUT_SECONDS: "30",
      LLM_MAX_RETRIES: "0",
    });
    expect(config.llm).toEqual({
      kind: "openai-compatible",
      baseUrl: "http://ollama:11434/v1",
      apiKey: "sk-local",
      model: "llama3.1:8b",
      structuredOutput: "json_object",
      streamUsage: false,
      timeoutMs: 30_000,
      maxRetries: 0,
    });
    expect(createLlmProvider(config.llm)).toMatchObject({ kind: "openai-compatible", model: "llama3.1:8b" });
  });

  it("refuses to start without a base URL and a model", () => {
    expect(() => loadConfig({ LLM_PROVIDER: "openai-compatible" })).toThrow(/LLM_BASE_URL: required.*LLM_MODEL: required/);
    expect(() => loadConfig({ LLM_STRUCTURED_OUTPUT: "xml" })).toThrow(/LLM_STRUCTURED_OUTPUT/);
  });
});
