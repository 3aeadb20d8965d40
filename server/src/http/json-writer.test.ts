import { describe, expect, it } from "vitest";
import { z } from "zod";
import { PostCardListSchema, PostListSchema } from "@wordloom/shared/model";
import { compileJsonWriter } from "./json-writer";

const zodThenStringify = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

const summary = (overrides: Record<string, unknown> = {}) => ({
  id: "0b8f7f5e-6f0e-4a4b-9a43-2f5b3f1c9d10",
  campaignId: "4c1d2e3f-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  title: 'Quotes " and \\ backslashes, a line\nbreak, emoji 🎉 and \u2028',
  category: null,
  type: "post",
  status: "partial",
  publishAt: "2026-12-01T10:30:00.000Z",
  publishDate: "2026-12-01",
  time: "10:30",
  week: 3,
  platforms: ["x", "linkedin"],
  snippet: "Snippet…",
  thumbnailUrl: "/media/a.png",
  isRestricted: false,
  links: [{ platform: "x", url: "https://x.com/p/1", extra: "dropped" }],
  partialCompletionMessage: "Posted on X. Not posted on LinkedIn.",
  can: { edit: false, delete: true, clone: true, move: false, restrict: false, checkStatus: false, comment: false },
  ownerId: "an unknown key the answer drops",
  ...overrides,
});

describe("compileJsonWriter", () => {
  it("writes a post list exactly as zod's parse then JSON.stringify did (keys in the schema's order, unknown keys dropped)", () => {
    const items = [summary(), summary({ category: "News", thumbnailUrl: null, links: [], partialCompletionMessage: null })];
    for (const list of [
      { items, total: 2, nextCursor: null },
      { items, total: 120, nextCursor: "2026-12-01T10:30:00.000Z_0b8f7f5e-6f0e-4a4b-9a43-2f5b3f1c9d10" },
    ]) {
      const written = compileJsonWriter(PostListSchema)(list);
      expect(written).toBe(zodThenStringify(PostListSchema, list));
      expect(JSON.parse(written)).toEqual(PostListSchema.parse(list));
    }
  });

  it("writes cards and an empty list the same way", () => {
    const card = PostCardListSchema.shape.items.element.parse({ ...summary(), can: { move: true, edit: true } });
    for (const list of [
      { items: [card, { ...card, extra: 1 }], total: 2 },
      { items: [], total: 0 },
    ]) {
      expect(compileJsonWriter(PostCardListSchema)(list)).toBe(zodThenStringify(PostCardListSchema, list));
    }
  });

  it("leaves out an optional key that is undefined and writes null for a nullable one", () => {
    const schema = z.object({ a: z.string().optional(), b: z.number().nullable(), c: z.literal("c"), d: z.array(z.boolean()) });
    for (const value of [
      { b: null, c: "c", d: [] },
      { a: "a", b: 1.5, c: "c", d: [true, false] },
    ]) {
      expect(compileJsonWriter(schema)(value)).toBe(zodThenStringify(schema, value));
    }
  });

  it("refuses, at compile time, a schema kind it cannot write", () => {
    expect(() => compileJsonWriter(z.object({ when: z.date() }))).toThrow(/date schema has no writer/);
    expect(() => compileJsonWriter(z.union([z.string(), z.number()]))).toThrow(/union/);
  });
});
