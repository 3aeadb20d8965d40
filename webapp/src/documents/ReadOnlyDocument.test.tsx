import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { everyElementPages } from "../editor/public/testing";
import { ReadOnlyDocument } from "./ReadOnlyDocument";

describe("ReadOnlyDocument", () => {
  it("shows every element type on pages that cannot be edited", async () => {
    renderWithProviders(<ReadOnlyDocument pages={everyElementPages()} />);
    expect(await screen.findByRole("article", { name: "Page 1 of 1" })).toBeTruthy();
    const document = screen.getByLabelText("Document");
    expect(document.getAttribute("contenteditable")).toBe("false");
    expect(document.querySelector("h1")?.textContent).toBe("The loom");
    expect(document.querySelector("h2")?.textContent).toBe("Details");
    expect(document.querySelectorAll("blockquote p")).toHaveLength(2);
    expect(document.querySelectorAll("ul ul li")).toHaveLength(2);
    expect(document.querySelectorAll("ol ol li")).toHaveLength(2);
    expect(document.querySelectorAll("th")).toHaveLength(2);
    expect(document.querySelector("hr")).not.toBeNull();
    expect(document.querySelector('a[href="https://example.com/a?b=1"]')?.textContent).toBe("the site");
    expect(document.querySelectorAll("sup.wl-citation")).toHaveLength(4);
  });
});
