import { AppError } from "../src/errors";

/** Runs an authorization and answers the AppError it threw, or null when it allowed. For policy tables. */
export const refusal = (check: () => void): AppError | null => {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof AppError) {
      return error;
    }
    throw error;
  }
};
