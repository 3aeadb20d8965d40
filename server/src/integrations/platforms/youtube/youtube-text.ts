import { YOUTUBE_DESCRIPTION_MAX_BYTES, YOUTUBE_TITLE_MAX_CHARS } from "./youtube-endpoints";

const encoder = new TextEncoder();

/** Cuts at a whole character (code point) so the UTF-8 length is at most maxBytes. */
function fitBytes(text: string, maxBytes: number): string {
  if (encoder.encode(text).length <= maxBytes) {
    return text;
  }
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (bytes + size > maxBytes) {
      break;
    }
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/** A description YouTube accepts: no < or > (invalidDescription), at most 5,000 UTF-8 bytes. */
export const youtubeDescription = (text: string): string => fitBytes(text.replace(/[<>]/g, ""), YOUTUBE_DESCRIPTION_MAX_BYTES);

/** A title YouTube accepts: no < or >, at most 100 characters, never empty (invalidTitle). */
export function youtubeTitle(title: string | undefined, fallback: string): string {
  const cleaned = [...(title ?? "").replace(/[<>]/g, "").trim()].slice(0, YOUTUBE_TITLE_MAX_CHARS).join("");
  return cleaned || [...fallback.replace(/[<>]/g, "")].slice(0, YOUTUBE_TITLE_MAX_CHARS).join("") || "Untitled";
}
