import nlp from "compromise";
import { describe, expect, it } from "vitest";
import { PROMPTS } from "../prompts";
import { BRAND } from "../prompts/prompt-fixtures";
import { runOffline } from "./offline-engine";
import { goldenRequests, TOPICS } from "./offline-golden.requests";
import { topicParts } from "./text-tools";

/** Every string in an answer, one per line: the text, or each field of the object. */
const stringsOf = (value: unknown): string[] => {
  if (typeof value === "string") {
    return [value];
  }
  if (Array.isArray(value)) {
    return value.flatMap(stringsOf);
  }
  if (value && typeof value === "object") {
    return Object.values(value).flatMap(stringsOf);
  }
  return [];
};

const run = (kind: Parameters<typeof runOffline>[0]["kind"], input: unknown, brand: typeof BRAND | null) => {
  const answer = runOffline({ kind, input, brand });
  return "text" in answer ? answer.text : stringsOf(answer.object).join("\n");
};

/** What a reader should never see in a draft. */
const problemsIn = (output: string): string[] => {
  const problems: string[] = [];
  for (const placeholder of output.match(/\[[^\]\n]*\]|\{[^}\n]*\}|\bundefined\b|\bnull\b|\bNaN\b/g) ?? []) {
    problems.push(`placeholder ${placeholder}`);
  }
  for (const match of output.matchAll(/\b(\p{L}+)[ \t]+\1\b/giu)) {
    problems.push(`doubled word "${match[0]}"`);
  }
  for (const tag of output.match(/#[^\s#]+/g) ?? []) {
    // "#NewChildrenSCorner": a lone capital between words is a split possessive or contraction.
    if (!/^#[\p{L}\p{N}_]{2,60}$/u.test(tag) || /\p{Ll}\p{Lu}(?=\p{Lu}\p{Ll}|$)/u.test(tag)) {
      problems.push(`broken hashtag ${tag}`);
    }
  }
  // Articles: "a" before a vowel letter (not "u", "one", "eu"), "an" before a consonant letter (not "h").
  for (const match of output.matchAll(/\b[Aa]\s+([aeio]\p{L}*)/gu)) {
    if (!/^(?:one|once|eu)/i.test(match[1] ?? "")) {
      problems.push(`article "${match[0]}"`);
    }
  }
  for (const match of output.matchAll(/\b[Aa]n\s+([bcdfgjklmnpqrstvwxz]\p{L}*)/gu)) {
    problems.push(`article "${match[0]}"`);
  }
  // Subject–verb agreement in the templates' "Why … matter(s)" and "Is/Are … Worth It?".
  for (const match of output.matchAll(/\bWhy ([\p{L}'’ -]+?) (matters|matter)\b/giu)) {
    const head = (match[1] ?? "").split(/\s+(?:of|for|in|with|on|at|to|about|that)\s+/i)[0] ?? "";
    // A gerund phrase is singular ("growing tomatoes matters").
    const plural =
      !/^(?:\p{L}+ing|this|it)\b/iu.test(head) &&
      (/\s(?:and|&)\s/.test(head) ||
        nlp(`the ${head.split(/\s+/).at(-1) ?? ""}`)
          .nouns()
          .isPlural().found);
    if (plural !== (match[2]?.toLowerCase() === "matter") && !/\bstill\b/i.test(match[1] ?? "")) {
      problems.push(`agreement "${match[0]}"`);
    }
  }
  return problems;
};

const requests = goldenRequests();

describe("the offline engine's golden set", () => {
  it("has at least 50 varied requests for every kind it serves", () => {
    const perKind = new Map<string, Set<string>>();
    for (const request of requests) {
      perKind.set(request.kind, (perKind.get(request.kind) ?? new Set()).add(JSON.stringify(request.input)));
    }
    for (const [kind, inputs] of perKind) {
      expect(inputs.size, kind).toBeGreaterThanOrEqual(50);
    }
    expect([...perKind.keys()].sort()).toEqual(
      [
        "blog-outline",
        "carousel",
        "emails",
        "hashtags",
        "headlines",
        "message-craft",
        "messages",
        "poll",
        "promotional-pitch",
        "social-post",
        "tips",
      ].sort(),
    );
  });

  it.each([
    ["with a brand voice", BRAND],
    ["without a brand voice", null],
  ] as const)("never emits a placeholder, a doubled word, a broken hashtag or a wrong article or agreement (%s)", (_label, brand) => {
    const failures: string[] = [];
    for (const request of requests) {
      const output = run(request.kind, request.input, brand);
      const schema = PROMPTS[request.kind].output;
      if (schema) {
        const answer = runOffline({ kind: request.kind, input: request.input, brand });
        if (!("object" in answer) || !schema.safeParse(answer.object).success) {
          failures.push(`${request.kind} ${JSON.stringify(request.input)}: answer does not fit the output schema`);
        }
      }
      for (const problem of problemsIn(output)) {
        failures.push(`${request.kind} ${JSON.stringify(request.input)}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never puts a clause where a noun phrase belongs", () => {
    const clauses = TOPICS.map((topic) => topicParts(topic)).filter((parts) => parts.clause);
    expect(clauses.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    for (const request of requests) {
      const output = run(request.kind, request.input, null).toLowerCase();
      for (const parts of clauses) {
        const slot = new RegExp(
          `\\b(?:handle|about|of|on|with|to|for|discuss|tips on|guide to|ignoring|why)\\s+${parts.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        );
        if (slot.test(output)) {
          failures.push(`${request.kind} ${JSON.stringify(request.input)}: "${parts.text}" in a noun slot`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("reads the cases from the issue right", () => {
    const post = run(
      "social-post",
      { category: "how-to", topic: "our new neighbourhood library opens on Saturday", input: "Bring a friend." },
      null,
    );
    expect(post).toContain("Our new neighbourhood library opens on Saturday.");
    expect(post).not.toContain("handle our new neighbourhood library opens");
    const outline = run("blog-outline", { topic: "Why public libraries still matter" }, null);
    expect(outline).toContain("Why public libraries still matter");
    expect(outline).not.toMatch(/why why/i);
    const tags = run("hashtags", { topic: "the new children's corner", count: 5 }, null);
    expect(tags).toContain("#NewChildrensCorner");
    const email = run("emails", { role: "subordinate", request: "Ask for a 1:1" }, null);
    expect(email).not.toContain("[");
    expect(email).toContain("\n\nHello,\n\n");
  });
});
