import { describe, expect, it } from "vitest";
import { GENERATION_KINDS, type GenerationKind } from "@wordloom/shared/api";
import { BRAND, NOTES, PROMPT_FIXTURES } from "../prompts/prompt-fixtures";
import { PROMPTS } from "../prompts";
import { OFFLINE_SUPPORT } from "./offline-support";
import { runOffline } from "./offline-engine";
import { suggestPillars } from "./pillars";

/** A generation task as the service hands it over: the raw request and the brand voice. */
const parsed = (kind: GenerationKind, input: unknown) => ({ kind, input, brand: BRAND });

/** The prompt fixtures, with a message-craft request that names an occasion the templates know. */
const FIXTURES: Record<GenerationKind, unknown> = {
  ...PROMPT_FIXTURES,
  "message-craft": { request: "A thank-you note to my colleague Ravi for covering my shift on Saturday." },
};

const catchMessage = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return "no error";
};

const served = GENERATION_KINDS.filter((kind) => OFFLINE_SUPPORT[kind].mode === "template");
const refused = GENERATION_KINDS.filter((kind) => OFFLINE_SUPPORT[kind].mode === "needs-model");

describe("the offline template engine", () => {
  it.each(served)("%s: golden output for the fixture", (kind) => {
    const answer = runOffline(parsed(kind, FIXTURES[kind]));
    expect(answer).toMatchSnapshot();
    const output = PROMPTS[kind].output;
    if (output) {
      expect("object" in answer && output.safeParse(answer.object).success).toBe(true);
    }
  });

  it.each(served)("%s: is deterministic for the same input", (kind) => {
    expect(runOffline(parsed(kind, FIXTURES[kind]))).toEqual(runOffline(parsed(kind, FIXTURES[kind])));
  });

  it.each(refused)("%s: answers NEEDS_MODEL with what to configure", (kind) => {
    expect(() => runOffline(parsed(kind, FIXTURES[kind]))).toThrow(
      expect.objectContaining({
        code: "NEEDS_MODEL",
        details: expect.objectContaining({ kind, configure: expect.arrayContaining([expect.stringContaining("LLM_BASE_URL")]) }),
      }),
    );
  });

  it("says in plain sentences why it refuses", () => {
    const messages = Object.fromEntries(refused.map((kind) => [kind, catchMessage(() => runOffline(parsed(kind, FIXTURES[kind])))]));
    expect(messages).toEqual({
      blog: "Templates cannot write a free-form blog post honestly. Connect a language model to use it.",
      memoir: "Templates cannot write your memoir honestly: it needs your story told in new sentences. Connect a language model to use it.",
      rephrase: "Templates cannot rephrase text in a tone and style honestly. Connect a language model to use it.",
      idioms: "Templates cannot choose idioms for your context honestly. Connect a language model to use it.",
    });
  });

  it("refuses honestly what it cannot build from the user's own words", () => {
    const cases: [GenerationKind, unknown][] = [
      ["social-post", { category: "thought-leadership", topic: "The future of work" }],
      ["social-post", { category: "how-to", postType: "blog", input: NOTES }],
      ["carousel", { topic: "Habits" }],
      ["tips", { topic: "Habits" }],
      ["messages", { request: "Write something nice" }],
      ["emails", { role: "leader", request: "Write about stuff" }],
    ];
    for (const [kind, input] of cases) {
      expect(() => runOffline(parsed(kind, input)), JSON.stringify(input)).toThrow(expect.objectContaining({ code: "NEEDS_MODEL" }));
    }
  });

  it("opens a conversation from a topic alone, and keeps poll options within 30 characters", () => {
    const post = runOffline(parsed("social-post", { category: "open-conversation", topic: "Remote work for small teams" }));
    expect("text" in post && post.text).toContain("What's your experience with remote work for small teams?");
    const poll = runOffline(
      parsed("poll", { topic: "A very long topic about the many ways small teams keep their books in order", text: NOTES }),
    );
    expect("object" in poll && (poll.object as { options: string[] }).options.every((option) => option.length <= 30)).toBe(true);
  });

  it("suggests pillars from a niche: deterministic, unique, at most 60 characters", () => {
    const pillars = suggestPillars("Fitness coaching for busy parents", 8);
    expect(pillars).toEqual(suggestPillars("Fitness coaching for busy parents", 8));
    expect(new Set(pillars.map((pillar) => pillar.toLowerCase())).size).toBe(8);
    expect(pillars.slice(0, 2)).toEqual(["Fitness Coaching Tips and How-tos", "Challenges of Busy Parents"]);
    expect(pillars.every((pillar) => pillar.length <= 60)).toBe(true);
  });

  it("writes a post in well under 50 ms once warm", () => {
    runOffline(parsed("social-post", PROMPT_FIXTURES["social-post"]));
    const started = performance.now();
    const runs = 10;
    for (let index = 0; index < runs; index += 1) {
      runOffline(parsed("social-post", { category: "write-my-own", input: `${NOTES} Note ${index}.`, length: 40 }));
    }
    // Generous for a loaded CI machine; `npm run bench:generation` measures it properly.
    expect((performance.now() - started) / runs).toBeLessThan(150);
  });
});
