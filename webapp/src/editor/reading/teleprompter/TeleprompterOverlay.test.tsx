import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { block, fragment, sentence, textBlock } from "../../core/testing/fixtures";
import { TeleprompterOverlay } from "./TeleprompterOverlay";

const PAGES = [
  {
    blocks: [
      block("text", [
        sentence(
          "Plain, ",
          fragment("bold", { bold: true }),
          ", ",
          fragment("italic", { italic: true }),
          " and ",
          fragment("under", { underline: true }),
          ".",
        ),
      ]),
      textBlock("number-item", "First."),
      textBlock("number-item", "Second."),
    ],
  },
];

const translateY = (element: HTMLElement): string => element.style.transform;

/** jsdom has no layout: give the window and the text heights (text 1,000 px in a 400 px window). */
const fakeLayout = () => {
  Object.defineProperty(screen.getByTestId("teleprompter-text"), "offsetHeight", { configurable: true, value: 1000 });
  Object.defineProperty(screen.getByTestId("teleprompter-viewport"), "clientHeight", { configurable: true, value: 400 });
};

const playButton = () => screen.getByTestId("teleprompter-play");

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, "wakeLock");
});

describe("TeleprompterOverlay", () => {
  it("shows the document read-only with its marks, at the default speed 40 and font size 36 (84 px)", () => {
    renderWithProviders(<TeleprompterOverlay pages={PAGES} onClose={() => undefined} />);
    const text = screen.getByTestId("teleprompter-text");
    expect(text.querySelector("strong")?.textContent).toBe("bold");
    expect(text.querySelector("em")?.textContent).toBe("italic");
    expect(text.querySelector("u")?.textContent).toBe("under");
    expect(text.textContent).toContain("2.Second.");
    expect(text.querySelector("[contenteditable]")).toBeNull();
    expect(text.style.fontSize).toBe("84px");
    expect((screen.getByRole("slider", { name: "Speed" }) as HTMLInputElement).value).toBe("40");
    expect((screen.getByRole("slider", { name: "Font size" }) as HTMLInputElement).value).toBe("36");
    expect(screen.getByRole("dialog", { name: "Teleprompter" })).toBeTruthy();
  });

  it("clamps the initial settings to the spec's bounds", () => {
    renderWithProviders(<TeleprompterOverlay pages={PAGES} onClose={() => undefined} initialSpeed={80} initialFontSize={0} />);
    expect((screen.getByRole("slider", { name: "Speed" }) as HTMLInputElement).value).toBe("50");
    expect(screen.getByTestId("teleprompter-text").style.fontSize).toBe("14px");
  });

  it("scrolls by speed × time, pauses, resets and stops by itself at the end", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance"] });
    renderWithProviders(<TeleprompterOverlay pages={PAGES} onClose={() => undefined} />);
    fakeLayout();
    const text = screen.getByTestId("teleprompter-text");

    fireEvent.click(playButton());
    expect(playButton().textContent).toBe("Pause");
    act(() => vi.advanceTimersByTime(1_000));
    const afterOneSecond = -Number.parseFloat(translateY(text).replace("translateY(", ""));
    expect(afterOneSecond).toBeGreaterThan(76);
    expect(afterOneSecond).toBeLessThanOrEqual(80);

    fireEvent.click(playButton());
    act(() => vi.advanceTimersByTime(1_000));
    expect(-Number.parseFloat(translateY(text).replace("translateY(", ""))).toBe(afterOneSecond);

    fireEvent.click(screen.getByTestId("teleprompter-reset"));
    expect(translateY(text)).toBe("translateY(0px)");

    fireEvent.click(playButton());
    act(() => vi.advanceTimersByTime(20_000));
    expect(translateY(text)).toBe("translateY(-600px)");
    expect(playButton().textContent).toBe("Play");
  });

  it("mirrors the text with scaleX(-1)", () => {
    renderWithProviders(<TeleprompterOverlay pages={PAGES} onClose={() => undefined} />);
    const frame = screen.getByTestId("teleprompter-mirror-frame");
    expect(frame.style.transform).toBe("none");
    fireEvent.click(screen.getByRole("switch", { name: "Mirror" }));
    expect(frame.style.transform).toBe("scaleX(-1)");
  });

  it("has keyboard shortcuts: Space plays and pauses, arrows change the speed within 1–50, Escape closes", () => {
    const onClose = vi.fn();
    renderWithProviders(<TeleprompterOverlay pages={PAGES} onClose={onClose} initialSpeed={49} />);
    const overlay = screen.getByRole("dialog", { name: "Teleprompter" });
    const speed = () => (screen.getByRole("slider", { name: "Speed" }) as HTMLInputElement).value;

    fireEvent.keyDown(overlay, { key: " " });
    expect(playButton().textContent).toBe("Pause");
    fireEvent.keyDown(overlay, { key: " " });
    expect(playButton().textContent).toBe("Play");

    fireEvent.keyDown(overlay, { key: "ArrowUp" });
    fireEvent.keyDown(overlay, { key: "ArrowRight" });
    expect(speed()).toBe("50");
    fireEvent.keyDown(overlay, { key: "ArrowDown" });
    fireEvent.keyDown(overlay, { key: "ArrowLeft" });
    expect(speed()).toBe("48");

    fireEvent.keyDown(overlay, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps the screen awake while open and releases the lock on close", async () => {
    const release = vi.fn(() => Promise.resolve());
    const request = vi.fn(() => Promise.resolve({ released: false, release }));
    Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request } });
    const { unmount } = renderWithProviders(<TeleprompterOverlay pages={PAGES} onClose={() => undefined} />);
    await act(async () => undefined);
    expect(request).toHaveBeenCalledWith("screen");
    unmount();
    expect(release).toHaveBeenCalledTimes(1);
  });
});
