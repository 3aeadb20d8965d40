import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { CitationDialog } from "./CitationDialog";

const setup = (legalAvailable = true) => {
  const onSubmit = vi.fn();
  renderWithProviders(<CitationDialog open legalAvailable={legalAvailable} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { onSubmit };
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: new RegExp(`^${label}`) }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));
const messages = () =>
  within(screen.getByRole("alert"))
    .getAllByText(/./)
    .map((element) => element.textContent);

describe("CitationDialog", () => {
  it("offers the three types, legal only when the plan allows", () => {
    setup(true);
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["chicago-biblo", "chicago-author", "legal"]);
  });

  it("leaves legal out without the flag", () => {
    setup(false);
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["chicago-biblo", "chicago-author"]);
  });

  it("Chicago bibliography: 'Missing required fields: ...' until author, title, publisher and year are given", () => {
    const { onSubmit } = setup();
    fill("Author", "Ada Lovelace");
    save();
    expect(messages()).toEqual(["Missing required fields: Title, Publisher, Year"]);
    expect(onSubmit).not.toHaveBeenCalled();
    fill("Title", "Notes");
    fill("Publisher", "Taylor");
    fill("Year", "1843");
    save();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      citationType: "chicago-biblo",
      author: "Ada Lovelace",
      title: "Notes",
      publisher: "Taylor",
      year: "1843",
    });
  });

  it("Chicago author-date: the accessed date becomes required with a URL", () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole("radio", { name: "Chicago author-date" }));
    fill("Author", "Ada Lovelace");
    fill("Title", "Notes");
    fill("Year", "1843");
    fill("URL", "example.org");
    save();
    expect(messages()).toEqual(["Missing required fields: Accessed date"]);
    fill("Accessed date", "May 1, 2024");
    save();
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("Legal: section and code, plus one of the two sets", () => {
    const { onSubmit } = setup();
    fireEvent.click(screen.getByRole("radio", { name: "Legal" }));
    save();
    expect(messages()).toEqual([
      "Missing required fields: Section, Code",
      "One of the following set is required: (Publisher, Year) Or (Accessed date, URL)",
    ]);
    fill("Code", "42 U.S.C.");
    fill("Section", "1983");
    fill("Accessed date", "Jan 5, 2025");
    save();
    expect(messages()).toEqual(["One of the following set is required: (Publisher, Year) Or (Accessed date, URL)"]);
    fill("URL", "law.example.gov");
    save();
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      citationType: "legal",
      code: "42 U.S.C.",
      section: "1983",
      accessed: "Jan 5, 2025",
      url: "law.example.gov",
    });
  });
});
