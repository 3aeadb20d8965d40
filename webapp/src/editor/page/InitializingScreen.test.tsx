import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { InitializingScreen, SLOW_LOADING_MESSAGE, SLOW_LOADING_MS } from "./InitializingScreen";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("InitializingScreen", () => {
  it("shows 'Initializing' and offers a reload only after 10 seconds", () => {
    const onReload = vi.fn();
    renderWithProviders(<InitializingScreen onReload={onReload} />);
    expect(screen.getByText("Initializing")).toBeTruthy();
    act(() => vi.advanceTimersByTime(SLOW_LOADING_MS - 1));
    expect(screen.queryByText(SLOW_LOADING_MESSAGE)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText("Its taking longer than usual. Reload?")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
