import { describe, expect, it } from "vitest";
import type { PostTarget } from "@wordloom/shared/model";
import { testPost, testPostTarget } from "../test-fixtures";
import { changedFields, draftOf } from "./post-draft";

const ACCOUNT_ID = "5a6b7c8d-1111-4a2b-9c3d-000000000001";

const savedTarget = (overrides: Partial<PostTarget> = {}) => testPostTarget({ accountId: ACCOUNT_ID, ...overrides });

describe("changedFields", () => {
  it("sees nothing to save once a target chosen in the picker is saved (its YouTube options default)", () => {
    const saved = testPost({ targets: [savedTarget()] });
    const draft = { ...draftOf(saved), targets: [{ accountId: ACCOUNT_ID, destinationId: null }] };

    expect(changedFields(saved, draft)).toEqual({});
  });

  it("sends every target with its YouTube options when one changes", () => {
    const saved = testPost({ targets: [savedTarget({ platform: "youtube", metaInfo: { tags: ["a"], selfDeclaredMadeForKids: false } })] });
    const draft = { ...draftOf(saved), targets: [{ accountId: ACCOUNT_ID, destinationId: null, tags: ["a", "b"] }] };

    expect(changedFields(saved, draft)).toEqual({
      targets: [{ accountId: ACCOUNT_ID, destinationId: null, playlists: [], tags: ["a", "b"], selfDeclaredMadeForKids: false }],
    });
  });
});
