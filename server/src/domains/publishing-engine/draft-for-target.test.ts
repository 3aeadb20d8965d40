import { describe, expect, it } from "vitest";
import type { Attempt } from "./publish-attempt";
import { draftForTarget } from "./draft-for-target";

/** Only the fields draftForTarget reads. */
const attempt = (options: Record<string, string | number | boolean>, tags?: string[]): Attempt =>
  ({
    attemptId: "a1",
    target: { platform: "youtube", postType: "video", options },
    post: { content: { text: "Hello", title: "Launch", link: null, media: [], ...(tags ? { tags } : {}) } },
  }) as unknown as Attempt;

describe("draftForTarget", () => {
  it("gives a YouTube entry its own tags (carried as lines in the options) and keeps them out of the options", () => {
    const draft = draftForTarget(attempt({ madeForKids: false, playlistId: "PL1", tags: "launch\nspring sale" }, ["post-tag"]), {});
    expect(draft.tags).toEqual(["launch", "spring sale"]);
    expect(draft.options).toEqual({ madeForKids: false, playlistId: "PL1" });
  });

  it("keeps the post's tags when the entry has none", () => {
    expect(draftForTarget(attempt({ madeForKids: false }, ["post-tag"]), {}).tags).toEqual(["post-tag"]);
  });
});
