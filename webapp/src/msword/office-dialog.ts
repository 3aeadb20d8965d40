/**
 * For the add-in's sign-in dialog page (/mso-auth, auth/MsoAuthPage.tsx) only: Office.js from
 * Microsoft's CDN. The framed app/msword route never loads it (it sets window.OsfOptOut, and this
 * loader refuses where that is set).
 */
export const OFFICE_JS_URL = "https://appsforoffice.microsoft.com/lib/1/hosted/office.js";

/** The part of Office.js the dialog page uses. */
export interface OfficeDialogApi {
  /** Hands a string to the pane that opened the dialog; with targetOrigin only that origin receives it (DialogOrigin 1.1). */
  messageParent(message: string, options?: { targetOrigin: string }): void;
  /** DialogOrigin 1.1 (the targetOrigin option) is available. */
  supportsTargetOrigin: boolean;
}

interface OfficeGlobal {
  onReady(): Promise<unknown>;
  context?: {
    ui?: { messageParent?: (message: string, options?: { targetOrigin: string }) => void };
    requirements?: { isSetSupported(name: string, version?: string): boolean };
  };
}

const officeGlobal = (): OfficeGlobal | undefined => (window as unknown as { Office?: OfficeGlobal }).Office;

const injectScript = (src: string): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });

/**
 * Loads Office.js and answers its dialog API, or null when this page is not an Office dialog
 * (opened in a plain browser tab, or Office.js could not load). Refuses inside a frame that opted
 * out of Office.js (window.OsfOptOut, set by the framed app/msword route).
 */
export const loadOfficeDialog = async (): Promise<OfficeDialogApi | null> => {
  if ("OsfOptOut" in window) {
    return null;
  }
  try {
    if (!officeGlobal()) {
      await injectScript(OFFICE_JS_URL);
    }
    const office = officeGlobal();
    if (!office) {
      return null;
    }
    await office.onReady();
    const messageParent = office.context?.ui?.messageParent;
    if (!messageParent) {
      return null;
    }
    return {
      messageParent: (message, options) => messageParent.call(office.context?.ui, message, options),
      supportsTargetOrigin: office.context?.requirements?.isSetSupported("DialogOrigin", "1.1") === true,
    };
  } catch {
    return null;
  }
};
