/** Polls `condition` every 10 ms until it holds; throws once `timeoutMs` has passed. */
export const waitFor = async (condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error("timed out waiting for the condition");
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
