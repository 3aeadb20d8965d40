/**
 * Whether a text has something to check: a letter or a digit in any script (spec document 2 §5:
 * text with no alphanumeric characters is not checked). The analyses skip such blocks, and the
 * front ends neither send them nor offer a check on them.
 */
export const hasCheckableText = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);
