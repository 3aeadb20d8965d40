import { describe, expect, it } from "vitest";
import { checkPost } from "./post-checks";
import { YOUTUBE_TAGS_MAX_CHARS, addYoutubeTags, youtubeTagsLength } from "./youtube-tags";

describe("YouTube tags", () => {
  it("counts as YouTube does: commas between tags, quotes around a tag with a space", () => {
    expect(youtubeTagsLength([])).toBe(0);
    expect(youtubeTagsLength(["abc"])).toBe(3);
    expect(youtubeTagsLength(["abc", "de"])).toBe(6);
    expect(youtubeTagsLength(["two words", "x"])).toBe(11 + 1 + 1);
    expect(youtubeTagsLength(["  ", "ab"])).toBe(2);
  });

  it("adds typed tags split on commas and lines, trimmed, without repeats", () => {
    expect(addYoutubeTags(["Launch"], "launch, spring  sale,\nnews, ,news")).toEqual(["Launch", "spring sale", "news"]);
  });

  it("refuses a YouTube entry whose tags pass 500 characters", () => {
    const tags = Array.from({ length: 21 }, (_, index) => `tag-number-${String(index).padStart(2, "0")}-abcdefghij`);
    expect(youtubeTagsLength(tags)).toBeGreaterThan(YOUTUBE_TAGS_MAX_CHARS);
    const post = { type: "video" as const, content: "Hello", title: "A video", xContent: null, poll: null, media: [] };
    const target = { accountId: "a1", platform: "youtube" as const, isPremium: false, targetKind: "channel" };
    const over = checkPost({ ...post, targets: [{ ...target, tags }] }, (text) => text.length);
    expect(over.problems.map((problem) => problem.code)).toContain("youtube_tags_too_long");
    const fine = checkPost({ ...post, targets: [{ ...target, tags: tags.slice(0, 5) }] }, (text) => text.length);
    expect(fine.problems.map((problem) => problem.code)).not.toContain("youtube_tags_too_long");
  });
});
