import { act, fireEvent, screen } from "@testing-library/react";
import type { Editor } from "@tiptap/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CitationInput, FormattedCitation } from "@wordloom/shared/api";
import { renderWithProviders } from "../../../test/render";
import { destroyTestEditors, positionOf, testEditor } from "../../core/testing/editor";
import { buildPages } from "../test-documents";
import { scanCitations } from "./citation-scan";
import { CITATION_REFRESH_MS, useCitationFormatting, type FormatCitations } from "./use-citation-formatting";
import { useCitationActions } from "./use-citation-actions";

const citation: CitationInput = {
  citationType: "chicago-biblo",
  author: "Ada Lovelace",
  title: "Notes",
  publisher: "Taylor",
  year: "1843",
};

const Harness = ({ editor, format, warn }: { editor: Editor; format: FormatCitations; warn: (message: string) => void }) => {
  useCitationFormatting(editor, format);
  const actions = useCitationActions(editor, warn);
  return (
    <>
      <button type="button" onClick={actions.request}>
        Citation
      </button>
      <button type="button" onClick={() => actions.submit(citation)}>
        Submit
      </button>
      <span data-testid="open">{String(actions.dialog.open)}</span>
    </>
  );
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  destroyTestEditors();
});

describe("citations in the editor", () => {
  it("needs a selection: 'Please select Atleast one character to add citation'", () => {
    const editor = testEditor(buildPages(["Babbage built engines."]));
    const warn = vi.fn();
    renderWithProviders(<Harness editor={editor} format={vi.fn()} warn={warn} />);
    act(() => {
      editor.commands.setTextSelection(3);
    });
    fireEvent.click(screen.getByRole("button", { name: "Citation" }));
    expect(warn).toHaveBeenCalledWith("Please select Atleast one character to add citation");
    expect(screen.getByTestId("open").textContent).toBe("false");
  });

  it("adds the citation after the selection and fills its formatted forms 1 s after the last change", async () => {
    const editor = testEditor(buildPages(["Babbage built engines."]));
    const format = vi.fn((citations: CitationInput[]) =>
      Promise.resolve(
        citations.map((): FormattedCitation => ({
          bibliography: "Lovelace, Ada. Notes. Taylor, 1843.",
          footnote: "Ada Lovelace, Notes (Taylor, 1843).",
        })),
      ),
    );
    renderWithProviders(<Harness editor={editor} format={format} warn={vi.fn()} />);
    const from = positionOf(editor, "engines");
    act(() => {
      editor.commands.setTextSelection({ from, to: from + "engines".length });
    });
    fireEvent.click(screen.getByRole("button", { name: "Citation" }));
    expect(screen.getByTestId("open").textContent).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(scanCitations(editor.state.doc).map((found) => found.fields)).toEqual([citation]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CITATION_REFRESH_MS - 1);
    });
    expect(format).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(format).toHaveBeenCalledExactlyOnceWith([citation]);
    expect(scanCitations(editor.state.doc)[0]).toMatchObject({
      bibliography: "Lovelace, Ada. Notes. Taylor, 1843.",
      footnote: "Ada Lovelace, Notes (Taylor, 1843).",
    });
  });
});
