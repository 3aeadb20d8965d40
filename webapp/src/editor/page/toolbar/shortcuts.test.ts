import { describe, expect, it } from "vitest";
import { shortcutLabel, tooltipText, usesCommandKey } from "./shortcuts";

describe("shortcut labels", () => {
  it("shows Ctrl on Windows and Linux, ⌘ on Apple platforms", () => {
    expect(usesCommandKey("Win32")).toBe(false);
    expect(usesCommandKey("MacIntel")).toBe(true);
    expect(shortcutLabel("Mod-b", false)).toBe("Ctrl+B");
    expect(shortcutLabel("Mod-Shift-8", false)).toBe("Ctrl+Shift+8");
    expect(shortcutLabel("Mod-Alt-1", true)).toBe("⌘+Option+1");
    expect(shortcutLabel("Shift-Tab", false)).toBe("Shift+Tab");
  });

  it("puts the shortcut after the action", () => {
    expect(tooltipText("Horizontal line")).toBe("Horizontal line");
    expect(tooltipText("Undo", "Mod-z")).toMatch(/^Undo \((Ctrl|⌘)\+Z\)$/);
  });
});
