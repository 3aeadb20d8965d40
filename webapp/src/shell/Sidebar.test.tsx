import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { computeFeatureFlags, type Product } from "@wordloom/shared/rules";
import { renderWithProviders } from "../test/render";
import { testUser } from "../test/user";
import { Sidebar } from "./Sidebar";

const renderSidebar = (product: Product, expanded = true) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/${product}/app/list`]}>
      <Sidebar
        user={testUser({ selectedProduct: product })}
        product={product}
        context={{
          product,
          flags: computeFeatureFlags({ product, subscriptionType: "basic", accountType: "individual", addons: [] }),
          accountType: "individual",
          userRole: "Member",
          hasActiveSharedDocument: false,
          chatReady: false,
        }}
        expanded={expanded}
        onToggle={vi.fn()}
        onCollapse={vi.fn()}
        onLogout={vi.fn()}
      />
    </MemoryRouter>,
  );

describe("the sidebar's Explore Public Posts group (spec document 1 §2)", () => {
  it("groups Trending, Recommended, Saved and My Public Posts under its title, linking to their screens", () => {
    renderSidebar("writing");
    const group = screen.getByRole("group", { name: "Explore Public Posts" });
    expect(within(group).getByText("Explore Public Posts")).toBeTruthy();
    const links = within(group).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")])).toEqual([
      ["Trending", "/writing/app/publications/trending"],
      ["Recommended", "/writing/app/publications/recommended"],
      ["Saved", "/writing/app/saved"],
      ["My Public Posts", "/writing/app/publications/mine"],
    ]);
    expect(screen.queryByRole("link", { name: "Read Later" })).toBeNull();
  });

  it("is hidden in the proof variant, which shows Read Later instead", () => {
    renderSidebar("proof");
    expect(screen.queryByRole("group", { name: "Explore Public Posts" })).toBeNull();
    expect(screen.getByRole("link", { name: "Read Later" }).getAttribute("href")).toBe("/proof/app/saved");
  });

  it("keeps the group's rows when collapsed, without the title", () => {
    renderSidebar("content", false);
    const group = screen.getByRole("group", { name: "Explore Public Posts" });
    expect(within(group).queryByText("Explore Public Posts")).toBeNull();
    expect(within(group).getAllByRole("link")).toHaveLength(4);
  });
});

describe("closing on a click outside it (spec document 1 §2)", () => {
  const renderBeside = (onCollapse: () => void, onPress: () => void) =>
    renderWithProviders(
      <MemoryRouter initialEntries={["/content/app/list"]}>
        <Sidebar
          user={testUser({ selectedProduct: "content" })}
          product="content"
          context={{
            product: "content",
            flags: computeFeatureFlags({ product: "content", subscriptionType: "basic", accountType: "individual", addons: [] }),
            accountType: "individual",
            userRole: "Member",
            hasActiveSharedDocument: false,
            chatReady: false,
          }}
          expanded
          onToggle={vi.fn()}
          onCollapse={onCollapse}
          onLogout={vi.fn()}
        />
        <button type="button" onClick={onPress}>
          Mail Setup
        </button>
      </MemoryRouter>,
    );

  it("closes once the click on the screen's control is done, not when the pointer goes down", () => {
    const order: string[] = [];
    renderBeside(
      () => order.push("collapse"),
      () => order.push("press"),
    );
    const button = screen.getByRole("button", { name: "Mail Setup" });
    fireEvent.pointerDown(button);
    expect(order).toEqual([]);
    fireEvent.click(button);
    expect(order).toEqual(["press", "collapse"]);
  });

  it("stays open on a click inside it", () => {
    const onCollapse = vi.fn();
    renderBeside(onCollapse, vi.fn());
    fireEvent.click(screen.getByRole("link", { name: "Trending" }));
    expect(onCollapse).not.toHaveBeenCalled();
  });
});
