import { describe, expect, it } from "vitest";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/api";
import { authorize } from "../../policies/index";
import { refusal } from "../../../test/refusal";
import { userRow } from "../../../test/rows";
import {
  commentAbilities,
  publicationAbilities,
  publicationPolicy,
  publicCommentPolicy,
  type PublishableDocument,
} from "./publication.policy";

const owner = userRow();
const stranger = userRow();
const NOW = new Date("2026-01-15T12:00:00.000Z");

type State = "private" | "public" | "trashed" | "collaborative" | "collaborativeWorkflow";
const documentIn = (state: State): PublishableDocument => ({
  ownerId: owner.id,
  type: state === "collaborativeWorkflow" ? "workflow" : "classic",
  visibility: state === "public" || state === "collaborative" || state === "collaborativeWorkflow" ? "public" : "private",
  deletedAt: state === "trashed" ? NOW : null,
  acceptedCollaborators: state.startsWith("collaborative") ? 1 : 0,
});

type Action = keyof typeof publicationPolicy.rules;
const OWNER: Record<Action, Record<State, "ok" | string>> = {
  read: { private: "ok", public: "ok", trashed: "ok", collaborative: "ok", collaborativeWorkflow: "ok" },
  makePublic: {
    private: "ok",
    public: "ok",
    trashed: "This document is in the trash. Restore it to publish it.",
    collaborative: PUBLISHING_MESSAGES.collaborativeVisibility,
    collaborativeWorkflow: "ok",
  },
  makePrivate: {
    private: "ok",
    public: "ok",
    trashed: "This document is in the trash. Restore it to publish it.",
    collaborative: PUBLISHING_MESSAGES.collaborativeVisibility,
    collaborativeWorkflow: "ok",
  },
  share: {
    private: PUBLISHING_MESSAGES.shareNeedsPublic,
    public: "ok",
    trashed: PUBLISHING_MESSAGES.shareNeedsPublic,
    collaborative: PUBLISHING_MESSAGES.collaborativeShare,
    collaborativeWorkflow: "ok",
  },
  edit: {
    private: "ok",
    public: "ok",
    trashed: "This document is in the trash. Restore it to publish it.",
    collaborative: "ok",
    collaborativeWorkflow: "ok",
  },
};

const verdict = (actor: typeof owner, action: Action, state: State) => {
  const error = refusal(() => authorize(actor, action, documentIn(state), publicationPolicy));
  return error === null ? "ok" : error.status === 409 ? error.message : error.status;
};

describe("publicationPolicy", () => {
  it("has a row for every action", () => {
    expect(Object.keys(publicationPolicy.rules).sort()).toEqual(Object.keys(OWNER).sort());
  });

  it.each(
    Object.entries(OWNER).flatMap(([action, states]) =>
      Object.entries(states).map(([state, expected]) => ({ action: action as Action, state: state as State, expected })),
    ),
  )("owner × $action × $state → $expected", ({ action, state, expected }) => {
    expect(verdict(owner, action, state)).toBe(expected);
    expect(verdict(stranger, action, state)).toBe(404);
  });

  it("computes the abilities from the same rules", () => {
    expect(publicationAbilities(owner, documentIn("private"))).toEqual({
      makePublic: true,
      makePrivate: false,
      share: false,
      editTags: true,
      uploadCover: true,
    });
    expect(publicationAbilities(owner, documentIn("public"))).toEqual({
      makePublic: false,
      makePrivate: true,
      share: true,
      editTags: true,
      uploadCover: true,
    });
    expect(publicationAbilities(owner, documentIn("collaborative"))).toMatchObject({ makePrivate: false, share: false });
    expect(Object.values(publicationAbilities(stranger, documentIn("public")))).not.toContain(true);
  });
});

describe("publicCommentPolicy", () => {
  const articleAuthor = userRow();
  const comment = { userId: owner.id, articleAuthorId: articleAuthor.id };
  it("lets the comment's author edit and remove, the article's author remove, nobody else", () => {
    expect(commentAbilities(owner, comment)).toEqual({ edit: true, remove: true });
    expect(commentAbilities(articleAuthor, comment)).toEqual({ edit: false, remove: true });
    expect(commentAbilities(stranger, comment)).toEqual({ edit: false, remove: false });
    expect(commentAbilities(null, comment)).toEqual({ edit: false, remove: false });
    expect(refusal(() => authorize(stranger, "edit", comment, publicCommentPolicy))?.status).toBe(403);
  });
});
