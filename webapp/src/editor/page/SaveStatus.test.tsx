import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render";
import type { AutosaveStatus } from "./autosave/autosave-controller";
import { LiveSaveStatus, SaveStatus } from "./SaveStatus";
import { createValueStore } from "./value-store";

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

  it("follows the autosave's status store", () => {
    const status = createValueStore<AutosaveStatus>("idle");
    renderWithProviders(<LiveSaveStatus status={status} />);
    expect(screen.getByRole("status").textContent).toBe("");
    act(() => status.set("saving"));
    expect(screen.getByRole("status").textContent).toBe("Saving started");
  });
});
