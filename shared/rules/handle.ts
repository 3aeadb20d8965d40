/** Screen names: 3-30 letters, digits, "_" or "."; unique regardless of case. */
export const HANDLE_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
export const HANDLE_RULE_MESSAGE = "Screen name must be 3-30 letters, digits, '_' or '.'";

export const isValidHandle = (handle: string): boolean => HANDLE_PATTERN.test(handle);
export const normalizeHandle = (handle: string): string => handle.toLowerCase();
