import { screen } from "@testing-library/react";
import userEventLib from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionStore } from "../../api/session";
import { renderPane, signInTestUser } from "../testing/render-pane";
import { NO_TEMPLATES_MESSAGE, templatesIn, unplacedTemplates } from "./catalogue";
import { TEMPLATE_CATALOGUES } from "./catalogues";
import { TemplateBrowser } from "./TemplatesPane";
import type { TemplateCatalogue } from "./types";

vi.mock("../../api/client", () => ({
  api: { getDocument: vi.fn(), createDocument: vi.fn(), replacePages: vi.fn(), authorizeFeature: vi.fn() },
}));

const userEvent = userEventLib.setup({ delay: null });
afterEach(() => sessionStore.clear());

describe("template catalogues", () => {
  it.each(Object.entries(TEMPLATE_CATALOGUES))("%s holds at least 8 templates, each in a listed child box", (_pane, catalogue) => {
    expect(catalogue.templates.length).toBeGreaterThanOrEqual(8);
    expect(unplacedTemplates(catalogue)).toEqual([]);
    expect(
      catalogue.templates.every((template) => template.type === catalogue.type && template.title && template.message.length > 80),
    ).toBe(true);
    for (const category of catalogue.categories) {
      for (const subcategory of category.subcategories) {
        expect(templatesIn(catalogue, category.name, subcategory).length, `${category.name} / ${subcategory}`).toBeGreaterThan(0);
      }
    }
  });

  it("gives every template its own id", () => {
    const ids = Object.values(TEMPLATE_CATALOGUES).flatMap((catalogue) => catalogue.templates.map((template) => template.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("template browser", { timeout: 15_000 }, () => {
  const EMPTY: TemplateCatalogue = {
    type: "message",
    title: "Empty",
    categories: [{ name: "Birthdays", description: "", subcategories: ["Friends"] }],
    templates: [],
  };

  it("says so when a category has no templates", async () => {
    signInTestUser();
    renderPane(<TemplateBrowser catalogue={EMPTY} fallbackTitle="Message" />);
    await userEvent.click(screen.getByRole("button", { name: /Birthdays/ }));
    await userEvent.click(screen.getByRole("button", { name: /Friends/ }));
    expect(screen.getByText(NO_TEMPLATES_MESSAGE)).toBeTruthy();
    expect(NO_TEMPLATES_MESSAGE).toBe("No Template Data Found for this Category !");
  });

  it("goes from the box grid to child boxes to the carousel with Load Template", async () => {
    signInTestUser();
    renderPane(<TemplateBrowser catalogue={TEMPLATE_CATALOGUES["message-templates"]} fallbackTitle="Message" />);
    await userEvent.click(screen.getByRole("button", { name: /Celebrations/ }));
    await userEvent.click(screen.getByRole("button", { name: /Birthday/ }));
    expect(screen.getByRole("heading", { name: "Birthday wishes for a close friend" })).toBeTruthy();
    expect(screen.getByText("1 of 2")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Next template" }));
    expect(screen.getByRole("heading", { name: "Birthday card for a colleague" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Load Template" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "All categories" }));
    expect(screen.getByRole("list", { name: "Categories" })).toBeTruthy();
  });
});
