/**
 * Spec document 2 §4, saving to a mapped drive: when writing to the chosen place fails (network
 * drives often refuse files written from the browser), the user is offered a plain download and
 * the steps to move it there in their browser.
 */
export const MAPPED_DRIVE_MESSAGE =
  "The file could not be saved to that location. Mapped network drives sometimes refuse files saved from the browser: download it instead, then move it to the drive.";

/** Where the downloaded file ends up and how to move it, for the user's browser. */
export const mappedDriveSteps = (userAgent: string): string[] => {
  if (/Edg\//.test(userAgent)) {
    return [
      "Select Download instead.",
      "Open Downloads with Ctrl+J and select Show in folder.",
      "Move the file to the mapped drive in File Explorer.",
    ];
  }
  if (/Firefox\//.test(userAgent)) {
    return [
      "Select Download instead.",
      "Open the Downloads panel with Ctrl+Shift+Y and select the folder icon next to the file.",
      "Move the file to the mapped drive in your file manager.",
    ];
  }
  if (/Chrome\//.test(userAgent)) {
    return [
      "Select Download instead.",
      "Open Downloads with Ctrl+J and select Show in folder.",
      "Move the file to the mapped drive in your file manager.",
    ];
  }
  if (/Safari\//.test(userAgent)) {
    return [
      "Select Download instead.",
      "Open the Downloads list in the toolbar and select the magnifier next to the file.",
      "Move the file to the mapped drive in Finder.",
    ];
  }
  return [
    "Select Download instead.",
    "Open your browser's downloads list and show the file in its folder.",
    "Move the file to the mapped drive.",
  ];
};
