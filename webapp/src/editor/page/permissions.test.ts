import { describe, expect, it } from "vitest";
import { documentAccess, editingAllowed } from "./permissions";

describe("editingAllowed", () => {
  it("lets the owner edit when nobody else is the current editor", () => {
    expect(editingAllowed({ ownerId: "ada" }, "ada")).toBe(true);
    expect(editingAllowed({ ownerId: "ada" }, "grace")).toBe(false);
  });

  it("lets only the current editor edit while there is one", () => {
    expect(editingAllowed({ ownerId: "ada", currentEditorId: "grace" }, "grace")).toBe(true);
    expect(editingAllowed({ ownerId: "ada", currentEditorId: "grace" }, "ada")).toBe(false);
  });

  it("treats a document answer without access fields as the user's own", () => {
    expect(editingAllowed(documentAccess({ id: "d", title: "t" }), "ada")).toBe(true);
    expect(documentAccess({ ownerId: "ada", currentEditorId: "grace" })).toEqual({ ownerId: "ada", currentEditorId: "grace" });
  });
});
