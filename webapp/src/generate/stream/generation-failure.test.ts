import { describe, expect, it } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { classifyGenerationFailure } from "./generation-failure";

describe("generation failures", () => {
  it("opens the limit prompt for the named feature, or the endpoint's", () => {
    expect(classifyGenerationFailure(new ApiError(403, "FEATURE_LIMIT", "x", { feature: "Memoir" }), "GenerateLLMBlog")).toEqual({
      kind: "limit",
      feature: "Memoir",
      message: "You have exhausted allowed limit for this feature. Kindly upgrade your subscription.",
    });
    expect(classifyGenerationFailure(new ApiError(403, "FEATURE_LIMIT", "x"), "GenerateLLMBlog")).toMatchObject({
      feature: "GenerateLLMBlog",
    });
  });

  it("says the servers have issues on MODEL_UNAVAILABLE", () => {
    expect(classifyGenerationFailure(new ApiError(502, "MODEL_UNAVAILABLE", "upstream"), "Memoir")).toEqual({
      kind: "unavailable",
      message: "We are facing issues with our servers. please try in a few minutes",
    });
  });

  it("keeps what to configure on NEEDS_MODEL", () => {
    const failure = classifyGenerationFailure(
      new ApiError(501, "NEEDS_MODEL", "Blogs need a model.", { configure: ["LLM_BASE_URL", "LLM_MODEL"] }),
      "GenerateLLMBlog",
    );
    expect(failure).toEqual({ kind: "needs-model", message: "Blogs need a model.", configure: ["LLM_BASE_URL", "LLM_MODEL"] });
  });

  it("names the invalid fields of a 400", () => {
    const error = new ApiError(400, "VALIDATION_FAILED", "Some fields are not valid.", {
      issues: [{ path: ["topic"], message: "* Please provide a topic" }],
    });
    expect(classifyGenerationFailure(error, "GenerateLLMBlog")).toEqual({
      kind: "invalid",
      message: "* Please provide a topic",
      fieldErrors: { topic: "* Please provide a topic" },
    });
  });

  it("says the servers have issues on any 502, a model's unusable answer included", () => {
    expect(classifyGenerationFailure(new ApiError(502, "BAD_OUTPUT", "Something went wrong!"), "Memoir")).toEqual({
      kind: "unavailable",
      message: "We are facing issues with our servers. please try in a few minutes",
    });
  });

  it("says 'Something went wrong!' for anything else", () => {
    expect(classifyGenerationFailure(new ApiError(500, "INTERNAL", "boom"), "Memoir")).toEqual({
      kind: "failed",
      message: "Something went wrong!",
    });
    expect(classifyGenerationFailure(new ApiError(404, "NOT_FOUND", "Not found."), "Memoir").message).toBe("Something went wrong!");
    expect(classifyGenerationFailure(new TypeError("network"), "Memoir").message).toBe("Something went wrong!");
  });
});
