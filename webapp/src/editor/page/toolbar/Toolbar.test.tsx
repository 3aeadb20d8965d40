import { act, fireEvent, screen } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { computeFeatureFlags } from "@wordloom/shared/rules";
import { renderWithProviders } from "../../../test/render";
import { destroyTestEditors, positionOf, testEditor } from "../../core/testing/editor";
import { buildPages } from "../test-documents";
import { Toolbar } from "./Toolbar";

afterEach(destroyTestEditors);

const writingFlags = computeFeatureFlags({ product: "writing", subscriptionType: "basic", accountType: "individual", addons: [] });

const renderToolbar = (editor: Editor | null, flags = writingFlags) => {
  const actions = { warn: vi.fn(), openLink: vi.fn(), openCitation: vi.fn() };
  const result = renderWithProviders(<Toolbar editor={editor} flags={flags} {...actions} />);
  return { ...result, ...actions };
};

const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

describe("Toolbar", () => {
  it("keeps its place with disabled buttons until the editor exists", () => {
    renderToolbar(null);
    expect(button("Bold").disabled).toBe(true);
  });

  it("toggles marks and shows them pressed", () => {
    const editor = testEditor(buildPages(["Make this bold."]));
    renderToolbar(editor);
    const from = positionOf(editor, "bold");
    act(() => {
      editor.commands.setTextSelection({ from, to: from + 4 });
    });
    fireEvent.click(button("Bold"));
    expect(editor.isActive("bold")).toBe(true);
    expect(button("Bold").getAttribute("aria-pressed")).toBe("true");
  });

  it("refuses formatting inside a table with the spec's message", () => {
    const editor = testEditor(buildPages(["Before the table."]));
    const { warn } = renderToolbar(editor);
    fireEvent.click(button("Insert table"));
    act(() => {
      editor.commands.insertContent("cell text");
    });
    fireEvent.click(button("Italic"));
    expect(warn).toHaveBeenCalledWith("Formatting cannot be applied inside a table.");
  });

  it("opens the link and citation dialogs, undoes and redoes", () => {
    const editor = testEditor(buildPages(["Some text."]));
    const { openLink, openCitation } = renderToolbar(editor);
    fireEvent.click(button("Link"));
    fireEvent.click(button("Citation"));
    expect(openLink).toHaveBeenCalledOnce();
    expect(openCitation).toHaveBeenCalledOnce();
    act(() => {
      editor.commands.setTextSelection(positionOf(editor, "text"));
      editor.commands.insertContent("more ");
    });
    fireEvent.click(button("Undo"));
    expect(editor.getText()).toBe("Some text.");
    fireEvent.click(button("Redo"));
    expect(editor.getText()).toBe("Some more text.");
  });

  it("names each action's shortcut in its tooltip", async () => {
    renderToolbar(testEditor(buildPages(["x"])));
    fireEvent.pointerEnter(button("Bold"));
    fireEvent.focus(button("Bold"));
    expect(await screen.findByText(/^Bold \((Ctrl|⌘)\+B\)$/)).toBeTruthy();
  });

  it("leaves out lists, tables and citations when the plan lacks their formats", () => {
    const contentFlags = computeFeatureFlags({ product: "content", subscriptionType: "basic", accountType: "individual", addons: [] });
    renderToolbar(testEditor(buildPages(["x"])), contentFlags);
    expect(screen.queryByRole("button", { name: "Bulleted list" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Insert table" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Citation" })).toBeNull();
    expect(button("Horizontal line")).toBeTruthy();
  });
});
