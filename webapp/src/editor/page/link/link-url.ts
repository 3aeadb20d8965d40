/** Shown when the address typed cannot be a web or mail address (Wordloom's message; the spec has none). */
export const INVALID_URL_MESSAGE = "Please enter a valid URL.";

const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * The address a link gets (spec document 2 §5: links without http get https): http(s) and mailto
 * addresses as typed, scheme-less ones with https added. Other schemes (javascript:, data:) and
 * text that is no address answer null.
 */
export const normalizeLinkUrl = (input: string): string | null => {
  const trimmed = input.trim();
  if (!trimmed || /\s/.test(trimmed)) {
    return null;
  }
  let address: string;
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) {
    address = trimmed;
  } else if (SCHEME.test(trimmed)) {
    return null;
  } else {
    address = `https://${trimmed.replace(/^\/+/, "")}`;
  }
  try {
    const url = new URL(address);
    if (url.protocol === "mailto:") {
      return url.pathname.includes("@") ? address : null;
    }
    return url.hostname.includes(".") || url.hostname === "localhost" ? address : null;
  } catch {
    return null;
  }
};
