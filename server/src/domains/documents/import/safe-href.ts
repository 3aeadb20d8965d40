const MAX_HREF_CHARS = 2000;

/** A link target kept on import: web and mail addresses only, never script or file URLs. */
export const safeHref = (href: string): string | undefined => {
  const trimmed = href.trim();
  return /^(https?:\/\/|mailto:)/i.test(trimmed) && trimmed.length <= MAX_HREF_CHARS ? trimmed : undefined;
};
