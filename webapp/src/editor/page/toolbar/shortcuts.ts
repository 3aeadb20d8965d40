/** Whether shortcuts use ⌘ (Apple platforms) or Ctrl. */
export const usesCommandKey = (platform: string = typeof navigator === "undefined" ? "" : navigator.platform): boolean =>
  /Mac|iPhone|iPad|iPod/i.test(platform);

/** A TipTap-style shortcut ("Mod-Shift-8") as shown in a tooltip ("Ctrl+Shift+8" or "⌘+Shift+8"). */
export const shortcutLabel = (shortcut: string, commandKey = usesCommandKey()): string =>
  shortcut
    .split("-")
    .map((part) =>
      part === "Mod"
        ? commandKey
          ? "⌘"
          : "Ctrl"
        : part === "Alt" && commandKey
          ? "Option"
          : part.length === 1
            ? part.toUpperCase()
            : part,
    )
    .join("+");

/** A tooltip: the action and its shortcut, "Bold (Ctrl+B)". */
export const tooltipText = (label: string, shortcut?: string): string => (shortcut ? `${label} (${shortcutLabel(shortcut)})` : label);
