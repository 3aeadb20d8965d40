import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { destroyTestEditors, positionOf, testEditor } from "../../core/testing/editor";
import { buildPages } from "../test-documents";
import { CORNER_KEY, nearestCorner } from "./corner";
import { ParagraphNavigator } from "./ParagraphNavigator";

beforeEach(() => localStorage.clear());
afterEach(destroyTestEditors);

const navigator = () => screen.getByRole("navigation", { name: "Paragraph navigator" });

describe("ParagraphNavigator", () => {
  it("moves between paragraphs with text", () => {
    const editor = testEditor(buildPages(["First one.", "", "Second one.", "Third one."]));
    renderWithProviders(<ParagraphNavigator editor={editor} />);
    act(() => {
      editor.commands.setTextSelection(positionOf(editor, "First"));
    });
    expect(navigator().textContent).toContain("Paragraph 1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next paragraph" }));
    expect(navigator().textContent).toContain("Paragraph 2 of 3");
    expect(editor.state.selection.from).toBe(positionOf(editor, "Second"));
    fireEvent.click(screen.getByRole("button", { name: "Next paragraph" }));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next paragraph" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Previous paragraph" }));
    expect(editor.state.selection.from).toBe(positionOf(editor, "Second"));
  });

  it("moves to any corner and remembers it", async () => {
    const editor = testEditor(buildPages(["Only paragraph."]));
    const { unmount } = renderWithProviders(<ParagraphNavigator editor={editor} />);
    expect(navigator().getAttribute("data-corner")).toBe("bottom-right");
    for (const [label, corner] of [
      ["Top left", "top-left"],
      ["Top right", "top-right"],
      ["Bottom left", "bottom-left"],
    ] as const) {
      fireEvent.click(screen.getByRole("button", { name: "Move navigator" }));
      fireEvent.click(await screen.findByRole("menuitemradio", { name: label }));
      expect(navigator().getAttribute("data-corner")).toBe(corner);
    }
    expect(localStorage.getItem(CORNER_KEY)).toBe("bottom-left");
    unmount();
    renderWithProviders(<ParagraphNavigator editor={editor} />);
    expect(navigator().getAttribute("data-corner")).toBe("bottom-left");
  });

  it("lands a dragged navigator in the nearest corner", () => {
    expect(nearestCorner(10, 10, 1000, 800)).toBe("top-left");
    expect(nearestCorner(990, 10, 1000, 800)).toBe("top-right");
    expect(nearestCorner(10, 790, 1000, 800)).toBe("bottom-left");
    expect(nearestCorner(600, 500, 1000, 800)).toBe("bottom-right");
  });
});
