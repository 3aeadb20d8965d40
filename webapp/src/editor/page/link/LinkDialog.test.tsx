import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { destroyTestEditors, positionOf, testEditor } from "../../core/testing/editor";
import { buildPages } from "../test-documents";
import { LinkDialog } from "./LinkDialog";
import { LinkPopover } from "./LinkPopover";
import { useLinkActions } from "./use-link-actions";

afterEach(destroyTestEditors);

const Harness = ({ editor, warn }: { editor: Editor; warn: (message: string) => void }) => {
  const link = useLinkActions(editor, warn);
  return (
    <>
      <button type="button" onClick={link.request}>
        Link
      </button>
      <LinkDialog open={link.dialog.open} initialUrl={link.dialog.initialUrl} onSubmit={link.submit} onCancel={link.cancel} />
      <LinkPopover editor={editor} onEdit={link.request} />
    </>
  );
};

const setup = (text = "Read the manual today. Then rest.") => {
  const editor = testEditor(buildPages([text]));
  const warn = vi.fn();
  renderWithProviders(<Harness editor={editor} warn={warn} />);
  return { editor, warn };
};

const selectText = (editor: Editor, text: string) => {
  const from = positionOf(editor, text);
  act(() => {
    editor.commands.setTextSelection({ from, to: from + text.length });
  });
};

const linkHrefs = (editor: Editor) => {
  const hrefs: string[] = [];
  editor.state.doc.descendants((node) => {
    for (const mark of node.marks) {
      if (mark.type.name === "link") {
        hrefs.push(`${node.text ?? ""} → ${String(mark.attrs.href)}`);
      }
    }
  });
  return hrefs;
};

describe("links", () => {
  it("asks for a selection first", () => {
    const { editor, warn } = setup();
    act(() => {
      editor.commands.setTextSelection(2);
    });
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    expect(warn).toHaveBeenCalledWith("Please select Atleast one character to add link");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses a selection across sentences", () => {
    const { editor, warn } = setup();
    selectText(editor, "today. Then");
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    expect(warn).toHaveBeenCalledWith("Please select text  within a single sentence boundary.");
  });

  it("prompts for the URL, refuses an invalid one and adds https to one without a scheme", async () => {
    const { editor, warn } = setup();
    selectText(editor, "manual");
    fireEvent.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add link" });
    const field = screen.getByRole("textbox", { name: "URL" });
    fireEvent.change(field, { target: { value: "javascript:alert(1)" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid URL.")).toBeTruthy();
    fireEvent.change(field, { target: { value: "example.com/manual" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(linkHrefs(editor)).toEqual(["manual → https://example.com/manual"]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("shows the link popover in a link and unlinks it", async () => {
    const { editor } = setup();
    selectText(editor, "manual");
    act(() => {
      editor.chain().setLink({ href: "https://example.com" }).setTextSelection(positionOf(editor, "anual")).run();
    });
    const popover = await screen.findByRole("group", { name: "Link" });
    expect(popover.textContent).toContain("https://example.com");
    fireEvent.click(screen.getByRole("button", { name: "Unlink" }));
    expect(linkHrefs(editor)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole("group", { name: "Link" })).toBeNull());
  });

  it("edits the whole link from the caret", async () => {
    const { editor } = setup();
    selectText(editor, "manual");
    act(() => {
      editor.chain().setLink({ href: "https://old.example" }).setTextSelection(positionOf(editor, "nual")).run();
    });
    fireEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await screen.findByRole("dialog", { name: "Edit link" });
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "URL" });
    expect(field.value).toBe("https://old.example");
    fireEvent.change(field, { target: { value: "new.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(linkHrefs(editor)).toEqual(["manual → https://new.example"]));
  });
});
