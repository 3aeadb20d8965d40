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
