import type { Locator } from "playwright-core";

/**
 * The AI tools picker is a carousel: at a narrow pane only some tools are in view. Moves it back to
 * its start, then forward, until the tool's button is visible, and answers that button.
 */
export const toolButton = async (assistant: Locator, name: string, { exact = true } = {}): Promise<Locator> => {
  const picker = assistant.getByRole("group", { name: "AI tools" });
  await picker.waitFor({ timeout: 30_000 });
  const button = picker.getByRole("button", { name, exact });
  const previous = picker.getByRole("button", { name: "Previous tools" });
  const next = picker.getByRole("button", { name: "Next tools" });
  for (let step = 0; step < 4 && !(await button.isVisible()) && (await previous.isVisible()) && (await previous.isEnabled()); step += 1) {
    await previous.click();
  }
  for (let step = 0; step < 4 && !(await button.isVisible()) && (await next.isVisible()) && (await next.isEnabled()); step += 1) {
    await next.click();
  }
  return button;
};

/** Picks a tool in the assistant's AI tools carousel. */
export const pickTool = async (assistant: Locator, name: string): Promise<void> => {
  await (await toolButton(assistant, name)).click();
};
