import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { TitleBar } from "./TitleBar";
import { TITLE_SAVE_DELAY_MS } from "./use-title-editing";

const setup = ({ editable = true, title = "Quarterly report" } = {}) => {
  const save = vi.fn((_title: string) => Promise.resolve());
  const warn = vi.fn();
  const refuse = vi.fn();
  renderWithProviders(<TitleBar title={title} editable={editable} save={save} warn={warn} refuse={refuse} />);
  return { save, warn, refuse };
};

const heading = () => screen.getByRole("heading", { level: 2 });
const input = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Document title" });
const startEditing = () => fireEvent.click(heading());

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("TitleBar", () => {
  it("saves 3 seconds after the last keystroke and keeps editing", () => {
    const { save } = setup();
    startEditing();
    fireEvent.change(input(), { target: { value: "Annual" } });
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.change(input(), { target: { value: "Annual report" } });
    act(() => vi.advanceTimersByTime(TITLE_SAVE_DELAY_MS - 1));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toHaveBeenCalledExactlyOnceWith("Annual report");
    expect(input().value).toBe("Annual report");
  });

  it("saves on blur and shows the new title", () => {
    const { save } = setup();
    startEditing();
    fireEvent.change(input(), { target: { value: "  Blurred   title " } });
    fireEvent.blur(input());
    expect(save).toHaveBeenCalledExactlyOnceWith("Blurred title");
    expect(heading().textContent).toBe("Blurred title");
  });

  it("ends editing with Enter, saving once", () => {
    const { save } = setup();
    startEditing();
    fireEvent.change(input(), { target: { value: "Entered" } });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(screen.queryByRole("textbox", { name: "Document title" })).toBeNull();
    expect(heading().textContent).toBe("Entered");
    act(() => vi.advanceTimersByTime(TITLE_SAVE_DELAY_MS));
    expect(save).toHaveBeenCalledExactlyOnceWith("Entered");
  });

  it("reverts an empty title to the previous one with 'Title Can't be empty!'", () => {
    const { save, warn } = setup();
    startEditing();
    fireEvent.change(input(), { target: { value: "   " } });
    fireEvent.keyDown(input(), { key: "Enter" });
    expect(warn).toHaveBeenCalledExactlyOnceWith("Title Can't be empty!");
    expect(save).not.toHaveBeenCalled();
    expect(heading().textContent).toBe("Quarterly report");
  });

  it("reverts an empty title after 3 seconds of inactivity too", () => {
    const { save, warn } = setup();
    startEditing();
    fireEvent.change(input(), { target: { value: "" } });
    act(() => vi.advanceTimersByTime(TITLE_SAVE_DELAY_MS));
    expect(warn).toHaveBeenCalledWith("Title Can't be empty!");
    expect(input().value).toBe("Quarterly report");
    expect(save).not.toHaveBeenCalled();
  });

  it("pastes as plain text on one line", () => {
    const { save } = setup({ title: "Draft" });
    startEditing();
    const field = input();
    field.setSelectionRange(5, 5);
    fireEvent.paste(field, {
      clipboardData: { getData: (type: string) => (type === "text/plain" ? " two\nlines" : "<b>two</b><br>lines") },
    });
    expect(field.value).toBe("Draft two lines");
    fireEvent.blur(field);
    expect(save).toHaveBeenCalledWith("Draft two lines");
  });

  it("does not let somebody who is not the owner or current editor edit", () => {
    const { save, refuse } = setup({ editable: false });
    startEditing();
    fireEvent.keyDown(heading(), { key: "Enter" });
    expect(screen.queryByRole("textbox", { name: "Document title" })).toBeNull();
    expect(refuse).toHaveBeenCalledTimes(2);
    expect(save).not.toHaveBeenCalled();
  });

  it("restores the previous title when the save fails", async () => {
    const save = vi.fn(() => Promise.reject(new Error("offline")));
    renderWithProviders(<TitleBar title="Kept" editable save={save} warn={vi.fn()} refuse={vi.fn()} />);
    startEditing();
    fireEvent.change(input(), { target: { value: "Lost" } });
    fireEvent.keyDown(input(), { key: "Enter" });
    await act(async () => {
      await Promise.resolve();
    });
    expect(heading().textContent).toBe("Kept");
  });
});
