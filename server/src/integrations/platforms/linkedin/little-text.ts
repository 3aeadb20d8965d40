/**
 * LinkedIn's "little" text format: `( ) [ ] { } < > # * _ ~ | @ \` are markup, so each must be
 * backslash-escaped in `commentary`, or LinkedIn silently truncates the post at the first one
 * (learn.microsoft.com/…/shares/little-text-format; n8n #10179, Activepieces #3058).
 */
const RESERVED = /[()[\]{}<>#*_~|@\\]/g;

export const escapeLittleText = (text: string): string => text.replace(RESERVED, (char) => `\\${char}`);
