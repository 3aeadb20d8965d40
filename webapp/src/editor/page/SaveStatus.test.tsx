import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import { SaveStatus } from "./SaveStatus";

describe("SaveStatus", () => {
  it.each([
    ["saving", "Saving started"],
    ["saved", "Saving completed"],
    ["updated", "Document updated"],
  ] as const)("shows %s as the spec's '%s'", (status, label) => {
    renderWithProviders(<SaveStatus status={status} />);
    expect(screen.getByRole("status").textContent).toBe(label);
  });

  it("says nothing when idle", () => {
    renderWithProviders(<SaveStatus status="idle" />);
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
