import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { AuthTabs } from "./AuthTabs";

const TABS = [
  { value: "signin", label: "Sign in" },
  { value: "signup", label: "Create account" },
] as const;

const Harness = () => {
  const [selected, setSelected] = useState<"signin" | "signup">("signin");
  return (
    <>
      <AuthTabs tabs={TABS} selected={selected} onSelect={setSelected} />
      <p>Showing {selected}</p>
    </>
  );
};

describe("AuthTabs", () => {
  it("is a tablist whose selected tab alone is in the tab order; a click selects", async () => {
    renderWithProviders(<Harness />);
    const signIn = screen.getByRole("tab", { name: "Sign in" });
    const signUp = screen.getByRole("tab", { name: "Create account" });
    expect(screen.getByRole("tablist")).toBeTruthy();
    expect(signIn.getAttribute("aria-selected")).toBe("true");
    expect(signUp.getAttribute("aria-selected")).toBe("false");
    expect([signIn.tabIndex, signUp.tabIndex]).toEqual([0, -1]);
    await userEvent.click(signUp);
    expect(screen.getByText("Showing signup")).toBeTruthy();
    expect(signUp.getAttribute("aria-selected")).toBe("true");
    expect([signIn.tabIndex, signUp.tabIndex]).toEqual([-1, 0]);
  });

  it("moves focus with the arrow keys, Home and End, and selects with Enter", async () => {
    renderWithProviders(<Harness />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Sign in" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Create account" }));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Sign in" }));
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Create account" }));
    expect(screen.getByText("Showing signin")).toBeTruthy();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByText("Showing signup")).toBeTruthy();
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Sign in" }));
  });
});
