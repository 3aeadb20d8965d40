import { waitFor } from "@testing-library/react";

/**
 * A Fluent dialog found by its title. Under jsdom, Fluent's focus manager (tabster) can leave an
 * opening dialog marked aria-hidden for a while (longer on a loaded machine), and testing-library
 * does not compute the name of an aria-hidden dialog, so `findByRole("dialog", { name })` misses it
 * even with `hidden: true`. This reads the dialog's label (aria-label, or the title it is labelled by) instead.
 */
export const findDialog = (title: string, timeout = 5_000): Promise<HTMLElement> =>
  waitFor(
    () => {
      const dialog = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"]')).find((element) => {
        const labelId = element.getAttribute("aria-labelledby");
        const label = element.getAttribute("aria-label") ?? (labelId ? document.getElementById(labelId)?.textContent?.trim() : null);
        return label === title;
      });
      if (!dialog) {
        throw new Error(`No dialog titled "${title}" is open.`);
      }
      return dialog;
    },
    { timeout },
  );
