import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createPlagiarismProvider } from "./create-plagiarism-provider";

const KEY = "12345678-aaaa-4bbb-8ccc-123456789abc";
const copyleaksEnv = {
  PLAGIARISM_PROVIDER: "copyleaks",
  COPYLEAKS_EMAIL: "ops@example.test",
  COPYLEAKS_API_KEY: KEY,
  PUBLIC_BASE_URL: "https://wordloom.example/",
};

describe("plagiarism provider configuration", () => {
  it("defaults to no provider", () => {
    const config = loadConfig({});
    expect(config.plagiarismProvider).toBeUndefined();
    expect(createPlagiarismProvider({} as never, config)).toBeNull();
  });

  it("reads the Copyleaks settings with their documented defaults", () => {
    expect(loadConfig(copyleaksEnv).plagiarismProvider).toEqual({
      kind: "copyleaks",
      email: "ops@example.test",
      apiKey: KEY,
      sandbox: false,
      idUrl: "https://id.copyleaks.com",
      apiUrl: "https://api.copyleaks.com",
      publicBaseUrl: "https://wordloom.example",
      timeoutSeconds: 60,
    });
    const custom = loadConfig({
      ...copyleaksEnv,
      COPYLEAKS_SANDBOX: "true",
      COPYLEAKS_ID_URL: "http://127.0.0.1:9001/",
      COPYLEAKS_API_URL: "http://127.0.0.1:9002",
      PLAGIARISM_PROVIDER_TIMEOUT_SECONDS: "0.5",
    }).plagiarismProvider;
    expect(custom).toMatchObject({ sandbox: true, idUrl: "http://127.0.0.1:9001", apiUrl: "http://127.0.0.1:9002", timeoutSeconds: 0.5 });
  });

  it("refuses to start with Copyleaks chosen but not configured, naming what is missing and never the key", () => {
    expect(() => loadConfig({ PLAGIARISM_PROVIDER: "copyleaks" })).toThrow(
      "Invalid configuration: COPYLEAKS_EMAIL: required when PLAGIARISM_PROVIDER is copyleaks; COPYLEAKS_API_KEY: required when PLAGIARISM_PROVIDER is copyleaks; PUBLIC_BASE_URL: required when PLAGIARISM_PROVIDER is copyleaks",
    );
    const withoutBase = () => loadConfig({ ...copyleaksEnv, PUBLIC_BASE_URL: undefined });
    expect(withoutBase).toThrow(/PUBLIC_BASE_URL: required/);
    expect(withoutBase).not.toThrow(new RegExp(KEY));
  });

  it("rejects an unknown provider and non-http URLs", () => {
    expect(() => loadConfig({ PLAGIARISM_PROVIDER: "turnitin" })).toThrow(/PLAGIARISM_PROVIDER/);
    expect(() => loadConfig({ ...copyleaksEnv, PUBLIC_BASE_URL: "ftp://wordloom.example" })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ ...copyleaksEnv, PLAGIARISM_PROVIDER_TIMEOUT_SECONDS: "0" })).toThrow(/PLAGIARISM_PROVIDER_TIMEOUT_SECONDS/);
  });
});
