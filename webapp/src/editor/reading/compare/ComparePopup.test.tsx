import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { block, sentence } from "../../core/testing/fixtures";
import { ComparePopup } from "./ComparePopup";

const text = (id: string, value: string) => block("text", [sentence(value)], { id });

describe("ComparePopup", () => {
  it("shows Before and After per block with its mark and the changed words", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <ComparePopup
        open
        onClose={onClose}
        before={[{ blocks: [text("a", "Same."), text("b", "The quick fox."), text("c", "Gone.")] }]}
        after={[{ blocks: [text("a", "Same."), text("b", "The slow fox."), text("n", "Fresh.")] }]}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "Compare" });
    expect(
      within(dialog)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Status", "Before", "After"]);
    const rows = within(dialog).getAllByTestId("compare-row");
    expect(rows.map((row) => row.getAttribute("data-block-status"))).toEqual(["unchanged", "changed", "removed", "fullnew"]);
    expect(rows.map((row) => row.querySelector("td")?.textContent)).toEqual(["Unchanged", "Changed", "Removed", "New"]);

    const changed = rows[1];
    expect(changed?.querySelector('[data-side="before"]')?.textContent).toBe("The quick fox.");
    expect(changed?.querySelector('[data-side="before"] del')?.textContent).toBe("quick");
    expect(changed?.querySelector('[data-side="after"]')?.textContent).toBe("The slow fox.");
    expect(changed?.querySelector('[data-side="after"] ins')?.textContent).toBe("slow");
    expect(rows[2]?.querySelector('[data-side="after"]')?.textContent).toBe("—");
    expect(rows[3]?.querySelector('[data-side="before"]')?.textContent).toBe("—");

    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("says when there is nothing to compare", () => {
    renderWithProviders(<ComparePopup open onClose={() => undefined} before={[]} after={[]} />);
    expect(screen.getByText("Nothing to compare.")).toBeTruthy();
  });
});
