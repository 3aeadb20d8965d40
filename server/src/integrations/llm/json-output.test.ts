import { describe, expect, it } from "vitest";
import { PollOutputSchema } from "@wordloom/shared/api";
import { parseJsonReply, repairMessages, schemaInstruction } from "./json-output";

const POLL = { question: "Which?", options: ["A", "B"] };

describe("structured answers", () => {
  it("accepts plain JSON, fenced JSON and JSON wrapped in a sentence", () => {
    for (const reply of [
      JSON.stringify(POLL),
      `\`\`\`json\n${JSON.stringify(POLL)}\n\`\`\``,
      `Here you go: ${JSON.stringify(POLL)} Enjoy!`,
    ]) {
      expect(parseJsonReply(reply, PollOutputSchema)).toEqual({ ok: true, value: POLL });
    }
  });

  it("explains what is wrong: not JSON, or not the schema", () => {
    expect(parseJsonReply("Sure! A poll about cats.", PollOutputSchema)).toMatchObject({
      ok: false,
      issue: expect.stringContaining("not valid JSON"),
    });
    const tooLong = parseJsonReply(JSON.stringify({ question: "Which?", options: ["A", "x".repeat(31)] }), PollOutputSchema);
    expect(tooLong).toMatchObject({ ok: false, issue: expect.stringContaining("options") });
  });

  it("builds one repair turn quoting at most 300 characters of the issue", () => {
    const messages = repairMessages([{ role: "user", content: "Poll please" }], "not json", "x".repeat(500));
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "user"]);
    expect(messages[2]?.content).toContain("corrected JSON object only");
    expect(messages[2]?.content.length).toBeLessThan(400);
  });

  it("writes the strict schema into the prompt for servers without schema support", () => {
    const instruction = schemaInstruction(PollOutputSchema);
    expect(instruction).toContain('"required":["question","options"]');
    expect(instruction).toContain("```json");
  });
});
