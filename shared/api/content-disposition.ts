/** The file name a Content-Disposition header gives: the exact UTF-8 `filename*`, else `filename`. */
export const fileNameFromDisposition = (header: string | null, fallback: string): string => {
  if (!header) {
    return fallback;
  }
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? fallback;
};
