import type { Editor } from "@tiptap/core";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Page } from "@wordloom/shared/model";
import { renderWithProviders } from "../../test/render";
import { PagedEditor } from "./PagedEditor";
import { everyElementPages, textBlock } from "./testing/fixtures";
import { positionOf } from "./testing/editor";

const renderEditor = (props: Partial<Parameters<typeof PagedEditor>[0]> = {}) => {
  let editor: Editor | null = null;
  const onEditor = vi.fn((created: Editor | null) => {
    editor = created;
  });
  const result = renderWithProviders(<PagedEditor pages={props.pages ?? everyElementPages()} onEditor={onEditor} {...props} />);
  const current = () => {
    if (!editor) {
      throw new Error("no editor yet");
    }
    return editor;
  };
  return { ...result, onEditor, current };
};

describe("PagedEditor", () => {
  it("shows the document on a page with its footer", async () => {
    renderEditor();
    expect(await screen.findByRole("article", { name: "Page 1 of 1" })).toBeTruthy();
    expect(screen.getByText("Page 1 of 1")).toBeTruthy();
    const document = screen.getByLabelText("Document");
    expect(document.getAttribute("contenteditable")).toBe("true");
    expect(document.querySelector("h1")?.textContent).toBe("The loom");
    expect(document.querySelectorAll("table tr")).toHaveLength(3);
  });

  it("hands the editor to the page and takes it back on unmount", async () => {
    const { onEditor, unmount } = renderEditor();
    await waitFor(() => expect(onEditor).toHaveBeenCalledWith(expect.objectContaining({ isEditable: true })));
    unmount();
    expect(onEditor).toHaveBeenLastCalledWith(null);
  });

  it("reports edits as editor JSON and stored pages, with sentence ids kept", async () => {
    const pages: Page[] = [{ blocks: [textBlock("text", "First sentence.", "Second one.")] }];
    const onChange = vi.fn();
    const { current } = renderEditor({ pages, onChange });
    await waitFor(() => current());
    const editor = current();
    editor.commands.insertContentAt(positionOf(editor, "Second") + 7, "good ");
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const [json, saved] = onChange.mock.calls[0] as [() => unknown, Page[]];
    expect(json()).toMatchObject({ type: "doc" });
    const [sentence1, sentence2] = saved[0]?.blocks[0]?.sentences ?? [];
    expect(sentence1).toEqual(pages[0]?.blocks[0]?.sentences[0]);
    expect(sentence2?.text).toBe("Second good one.");
    expect(sentence2?.id).toBe(pages[0]?.blocks[0]?.sentences[1]?.id);
  });

  it("is read-only when asked, and follows new pages then", async () => {
    const { current, rerender } = renderEditor({ readOnly: true, pages: [{ blocks: [textBlock("text", "Before.")] }] });
    await waitFor(() => current());
    expect(current().isEditable).toBe(false);
    expect(screen.getByLabelText("Document").getAttribute("contenteditable")).toBe("false");
    rerender(<PagedEditor readOnly pages={[{ blocks: [textBlock("text", "After.")] }]} />);
    await waitFor(() => expect(screen.getByLabelText("Document").textContent).toBe("After."));
  });
});
