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

/** Saves a blob through the browser's download manager (an object URL on a clicked link). */
export const downloadBlob = (file: Blob, fileName: string) => {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the URL only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
