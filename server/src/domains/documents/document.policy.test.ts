import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { DocumentRow } from "./documents.tables";
import { authorize } from "../../policies/index";
import { refusal } from "../../../test/refusal";
import { userRow } from "../../../test/rows";
import { documentAbilities, documentPolicy, type DocumentAction } from "./document.policy";

const NOW = new Date("2026-01-15T12:00:00.000Z");
const owner = userRow();
const stranger = userRow();

const documentRow = (state: State): DocumentRow => ({
  id: randomUUID(),
  ownerId: owner.id,
  title: "Policy test",
  type: "classic",
  category: "General",
  visibility: state === "public" ? "public" : "private",
  pages: [],
  excerpt: "",
  wordCount: 0,
  version: 1,
  submissionId: null,
  createdAt: NOW,
  updatedAt: NOW,
  deletedAt: state === "trashed" ? NOW : null,
});

type State = "live" | "trashed" | "public";
type Outcome = "ok" | 403 | 404 | 409;

/** The owner's outcome per action and document state; anyone else is answered 404 everywhere. */
const OWNER: Record<DocumentAction, Record<State, Outcome>> = {
  read: { live: "ok", trashed: "ok", public: "ok" },
  update: { live: "ok", trashed: 409, public: "ok" },
  trash: { live: "ok", trashed: "ok", public: 409 },
  restore: { live: "ok", trashed: "ok", public: "ok" },
  destroy: { live: "ok", trashed: "ok", public: "ok" },
  share: { live: 409, trashed: 409, public: "ok" },
  publish: { live: "ok", trashed: 409, public: "ok" },
  invite: { live: 403, trashed: 403, public: 403 },
};

const outcome = (actor: typeof owner, action: DocumentAction, document: DocumentRow | undefined): Outcome => {
  const error = refusal(() => authorize(actor, action, document, documentPolicy));
  return error === null ? "ok" : (error.status as Outcome);
};

const cases = Object.entries(OWNER).flatMap(([action, byState]) =>
  Object.entries(byState).map(([state, expected]) => ({ action: action as DocumentAction, state: state as State, expected })),
);

describe("documentPolicy", () => {
  it("has a row for every action", () => {
    expect(Object.keys(documentPolicy.rules).sort()).toEqual(Object.keys(OWNER).sort());
  });

  it.each(cases)("owner × $action × $state → $expected", ({ action, state, expected }) => {
    expect(outcome(owner, action, documentRow(state))).toBe(expected);
  });

  it.each(cases)("stranger × $action × $state → 404", ({ action, state }) => {
    expect(outcome(stranger, action, documentRow(state))).toBe(404);
  });

  it("answers 404 'Document not found.' for a missing document", () => {
    expect(refusal(() => authorize(owner, "read", undefined, documentPolicy))).toMatchObject({
      code: "NOT_FOUND",
      message: "Document not found.",
    });
  });

  it("says why a state refuses (409)", () => {
    expect(refusal(() => authorize(owner, "update", documentRow("trashed"), documentPolicy))?.message).toMatch(/trash/i);
    expect(refusal(() => authorize(owner, "trash", documentRow("public"), documentPolicy))?.message).toBe(
      "This is a public document and, therefore, cannot be deleted.",
    );
  });

  it("decides by id, not by other fields that look alike", () => {
    const lookalike = userRow({ email: owner.email, fname: owner.fname, lname: owner.lname });
    expect(outcome(lookalike, "read", documentRow("live"))).toBe(404);
  });

  it("computes document.can from the same rules", () => {
    expect(documentAbilities(owner, documentRow("live"))).toEqual({
      edit: true,
      delete: true,
      share: false,
      publish: true,
      invite: false,
    });
    expect(documentAbilities(owner, documentRow("trashed"))).toMatchObject({ edit: false, delete: true });
    expect(documentAbilities(owner, documentRow("public"))).toMatchObject({ edit: true, delete: false, share: true, publish: true });
    expect(Object.values(documentAbilities(stranger, documentRow("live")))).not.toContain(true);
  });
});
