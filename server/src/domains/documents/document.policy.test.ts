import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { DocumentRow } from "./documents.tables";
import type { UserRow } from "../account/users.tables";
import { AppError } from "../../errors";
import { documentPolicy, type DocumentAction } from "./document.policy";
import { authorize } from "../../policies/index";

const NOW = new Date("2026-01-15T12:00:00.000Z");
const ACTIONS = Object.keys(documentPolicy) as DocumentAction[];

const userRow = (overrides: Partial<UserRow> = {}): UserRow => ({
  id: randomUUID(),
  email: `${randomUUID()}@example.test`,
  passwordHash: "hash",
  fname: "Ada",
  lname: "Lovelace",
  handle: null,
  about: "",
  profilePicPath: null,
  userRole: "Member",
  selectedProduct: "writing",
  subscriptionProduct: "writing",
  subscriptionType: "basic",
  subscriptionValidTo: null,
  accountType: "individual",
  addons: [],
  organizationId: null,
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});

const documentRow = (owner: UserRow, overrides: Partial<DocumentRow> = {}): DocumentRow => ({
  id: randomUUID(),
  ownerId: owner.id,
  title: "Policy test",
  type: "classic",
  category: "General",
  visibility: "private",
  pages: [],
  excerpt: "",
  wordCount: 0,
  version: 1,
  submissionId: null,
  createdAt: NOW,
  updatedAt: NOW,
  deletedAt: null,
  ...overrides,
});

/** Runs authorize and answers the AppError it threw, or null when it allowed the action. */
const refusal = (user: UserRow, action: DocumentAction, document: DocumentRow | undefined): AppError | null => {
  try {
    authorize(user, action, document);
    return null;
  } catch (error) {
    if (error instanceof AppError) {
      return error;
    }
    throw error;
  }
};

describe("authorize (documents)", () => {
  it("covers the actions read, update, trash, restore and destroy", () => {
    expect([...ACTIONS].sort()).toEqual(["destroy", "read", "restore", "trash", "update"]);
  });

  it.each(ACTIONS)("lets the owner %s a live document", (action) => {
    const owner = userRow();
    expect(refusal(owner, action, documentRow(owner))).toBeNull();
  });

  it.each(["read", "trash", "restore", "destroy"] as const)("lets the owner %s a trashed document", (action) => {
    const owner = userRow();
    expect(refusal(owner, action, documentRow(owner, { deletedAt: NOW }))).toBeNull();
  });

  it("answers CONFLICT (409) to the owner updating a trashed document", () => {
    const owner = userRow();
    const error = refusal(owner, "update", documentRow(owner, { deletedAt: NOW }));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "CONFLICT", status: 409 });
    expect(error?.message).toMatch(/trash/i);
  });

  it.each(ACTIONS)("answers NOT_FOUND (404) to a non-owner who tries to %s, live or trashed", (action) => {
    const owner = userRow();
    const stranger = userRow();
    for (const document of [documentRow(owner), documentRow(owner, { deletedAt: NOW }), documentRow(owner, { visibility: "public" })]) {
      const error = refusal(stranger, action, document);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "NOT_FOUND", status: 404, message: "Document not found." });
    }
  });

  it.each(ACTIONS)("answers NOT_FOUND (404) to %s a missing document", (action) => {
    expect(refusal(userRow(), action, undefined)).toMatchObject({ code: "NOT_FOUND", status: 404 });
  });

  it("decides by id, not by other fields that look alike", () => {
    const owner = userRow({ email: "same@example.test" });
    const lookalike = userRow({ email: "same@example.test", fname: owner.fname, lname: owner.lname });
    expect(refusal(lookalike, "read", documentRow(owner))).toMatchObject({ code: "NOT_FOUND" });
    expect(refusal({ ...owner, fname: "Changed" }, "update", documentRow(owner))).toBeNull();
  });

  it("agrees with documentPolicy for every action and state", () => {
    const owner = userRow();
    const stranger = userRow();
    for (const action of ACTIONS) {
      for (const deletedAt of [null, NOW]) {
        for (const user of [owner, stranger]) {
          const document = documentRow(owner, { deletedAt });
          const allowed = documentPolicy.read(user, document) && documentPolicy[action](user, document);
          expect(refusal(user, action, document) === null, `${action} deleted=${String(deletedAt)} owner=${user === owner}`).toBe(allowed);
        }
      }
    }
  });
});
