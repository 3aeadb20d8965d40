import { beforeEach, describe, expect, it } from "vitest";
import { LAST_DOCUMENT_KEY } from "../../shell/paths";
import { forgetLastDocument, lastDocumentCandidates, rememberLastDocument } from "./last-document";

beforeEach(() => localStorage.clear());

describe("last document", () => {
  it("has no candidate before anything was opened", () => {
    expect(lastDocumentCandidates("ada")).toEqual([]);
  });

  it("tries the list's hand-over first, then the user's own last document", () => {
    rememberLastDocument("ada", "doc-1");
    localStorage.setItem(LAST_DOCUMENT_KEY, "doc-2");
    expect(lastDocumentCandidates("ada")).toEqual(["doc-2", "doc-1"]);
    expect(lastDocumentCandidates("grace")).toEqual(["doc-2"]);
  });

  it("keeps each user's last document apart", () => {
    rememberLastDocument("ada", "ada-doc");
    rememberLastDocument("grace", "grace-doc");
    forgetLastDocument("grace", "grace-doc");
    expect(lastDocumentCandidates("ada")).toEqual(["ada-doc"]);
    expect(lastDocumentCandidates("grace")).toEqual([]);
  });
});
