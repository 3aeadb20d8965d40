import type { PluginDef } from "@fullcalendar/core";

let loaded: PluginDef | undefined;
let loading: Promise<PluginDef> | undefined;

/** FullCalendar's week view (@fullcalendar/timegrid) once its chunk is loaded, else undefined. */
export const loadedWeekPlugin = (): PluginDef | undefined => loaded;

/**
 * Loads the week view's plugin, once: the month view (the calendar's first screen) does without it,
 * so it is fetched when the user first asks for the week, or when the browser is idle after the
 * month showed a "+n more" link (which opens the week). A failed fetch may be tried again; the caller
 * that needs the week now sends the user to the network page then (PostCalendar.tsx).
 */
export const loadWeekPlugin = (): Promise<PluginDef> => {
  loading ??= import("@fullcalendar/timegrid").then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/** Starts loading the week view's plugin when the browser is next idle (no page change if it fails). */
export const preloadWeekPluginWhenIdle = (): void => {
  if (loaded || loading) {
    return;
  }
  const preload = () => void loadWeekPlugin().catch(() => undefined);
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(preload, { timeout: 2_000 });
  } else {
    window.setTimeout(preload, 200);
  }
};
