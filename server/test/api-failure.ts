import { ApiError } from "@wordloom/shared/api";

/** The ApiError a typed-client call fails with; fails the test when the call succeeds or throws something else. */
export const apiFailure = async (call: Promise<unknown>): Promise<ApiError> => {
  const outcome = await call.then(
    () => new Error("expected the call to fail"),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) {
    throw outcome instanceof Error ? outcome : new Error(`expected an ApiError, got ${String(outcome)}`);
  }
  return outcome;
};
