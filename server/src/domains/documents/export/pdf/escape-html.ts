const SPECIAL = /[&<>"']/;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML content and quoted attribute values: document text is never markup. */
export const escapeHtml = (text: string): string =>
  SPECIAL.test(text) ? text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character) : text;
