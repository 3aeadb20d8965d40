import { versionAtLeast, type FakeHostSettings } from "./context";

/** Office.context.officeTheme, mutable so tests can switch Word to dark. */
export interface FakeOfficeTheme {
  isDarkTheme: boolean;
  bodyBackgroundColor: string;
  bodyForegroundColor: string;
  controlBackgroundColor: string;
  controlForegroundColor: string;
}

export const LIGHT_THEME: FakeOfficeTheme = {
  isDarkTheme: false,
  bodyBackgroundColor: "#ffffff",
  bodyForegroundColor: "#000000",
  controlBackgroundColor: "#ffffff",
  controlForegroundColor: "#000000",
};

export const DARK_THEME: FakeOfficeTheme = {
  isDarkTheme: true,
  bodyBackgroundColor: "#1f1f1f",
  bodyForegroundColor: "#ffffff",
  controlBackgroundColor: "#292929",
  controlForegroundColor: "#ffffff",
};

type DialogArgs = { message: string; origin: string | undefined } | { error: number };

/** Office.Dialog as the fake hands it out. */
export interface FakeDialog {
  addEventHandler(eventType: string, handler: (args: DialogArgs) => void): void;
  close(): void;
}

/** What the host does when the pane opens a dialog (a popup in the browser, a script in unit tests). */
export type DialogOpener = (url: string, raise: (eventType: string, args: DialogArgs) => void) => { close(): void } | { error: number };

export interface FakeOfficeControl {
  theme: FakeOfficeTheme;
  openDialog: DialogOpener;
  /** What the page does when it is itself a dialog and calls messageParent. */
  messageParent: (message: string, options?: { targetOrigin?: string }) => void;
}

export const EVENT_TYPES = { DialogMessageReceived: "dialogMessageReceived", DialogEventReceived: "dialogEventReceived" } as const;

/** The Office global: onReady with a Word host, the theme, requirement sets, and the dialog API. */
export const createFakeOffice = (settings: FakeHostSettings, control: FakeOfficeControl) => {
  const info = { host: "Word", platform: "PC" };
  return {
    HostType: { Word: "Word", Excel: "Excel", PowerPoint: "PowerPoint", Outlook: "Outlook", OneNote: "OneNote" },
    PlatformType: { PC: "PC", OfficeOnline: "OfficeOnline", Mac: "Mac", iOS: "iOS" },
    EventType: EVENT_TYPES,
    AsyncResultStatus: { Succeeded: "succeeded", Failed: "failed" },
    onReady(callback?: (result: typeof info) => void): Promise<typeof info> {
      callback?.(info);
      return Promise.resolve(info);
    },
    context: {
      host: "Word",
      platform: "PC",
      get officeTheme() {
        return control.theme;
      },
      requirements: {
        isSetSupported(name: string, version = "1.1"): boolean {
          if (name === "WordApi") {
            return versionAtLeast(settings.wordApi, version);
          }
          return (name === "DialogApi" && versionAtLeast("1.2", version)) || (name === "DialogOrigin" && versionAtLeast("1.1", version));
        },
      },
      ui: {
        displayDialogAsync(
          url: string,
          _options: unknown,
          callback?: (result: { status: string; value?: FakeDialog; error?: { code: number; message: string } }) => void,
        ): void {
          const handlers = new Map<string, (args: DialogArgs) => void>();
          const opened = control.openDialog(url, (eventType, args) => handlers.get(eventType)?.(args));
          if ("error" in opened) {
            callback?.({ status: "failed", error: { code: opened.error, message: `dialog error ${opened.error}` } });
            return;
          }
          const dialog: FakeDialog = {
            addEventHandler: (eventType, handler) => handlers.set(eventType, handler),
            close: () => opened.close(),
          };
          callback?.({ status: "succeeded", value: dialog });
        },
        messageParent(message: string, options?: { targetOrigin?: string }): void {
          control.messageParent(message, options);
        },
      },
    },
  };
};
export type FakeOffice = ReturnType<typeof createFakeOffice>;
