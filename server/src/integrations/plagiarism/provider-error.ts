/** A failed call to the outside provider. Messages never carry credentials or tokens. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}

/** A short, secret-free account of why a provider call failed, for the log. */
export const describeProviderFailure = (error: unknown): string => {
  if (error instanceof ProviderError) {
    return error.message;
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.name}: ${error.message}${cause}`;
  }
  return "unknown error";
};
