import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { CopyButton } from "./CopyButton";
import { documentPlainText } from "./document-text";
import { buildPages } from "./test-documents";

afterEach(() => vi.unstubAllGlobals());

const stubClipboard = () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
  return writeText;
};

describe("CopyButton", () => {
  it("says 'No text available to copy' for a document without text", () => {
    const writeText = stubClipboard();
    const notify = vi.fn();
    renderWithProviders(<CopyButton getText={() => documentPlainText(buildPages(["", "   "]))} notify={notify} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy text" }));
    expect(notify).toHaveBeenCalledExactlyOnceWith("No text available to copy", "warning");
    expect(writeText).not.toHaveBeenCalled();
  });

  it("copies the text, one paragraph per block", async () => {
    const writeText = stubClipboard();
    const notify = vi.fn();
    renderWithProviders(<CopyButton getText={() => documentPlainText(buildPages(["First.", "", "Second."]))} notify={notify} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy text" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("Text copied to clipboard", "success"));
    expect(writeText).toHaveBeenCalledWith("First.\n\nSecond.");
  });
});
