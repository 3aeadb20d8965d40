import type { PluginDef } from "@fullcalendar/core";
import { showNetworkPage } from "../ui/lazy-route";

let loaded: PluginDef | undefined;
let loading: Promise<PluginDef> | undefined;

/** FullCalendar's week view (@fullcalendar/timegrid) once its chunk is loaded, else undefined. */
export const loadedWeekPlugin = (): PluginDef | undefined => loaded;

/**
 * Loads the week view's plugin, once: the month view (the calendar's first screen) does without it,
 * so it is fetched when the user first asks for the week. When the chunk cannot be fetched the user
 * goes to the network page, as for a screen's code (ui/lazy-route.ts).
 */
export const loadWeekPlugin = (): Promise<PluginDef> => {
  loading ??= import("@fullcalendar/timegrid").then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      showNetworkPage();
      throw error;
    },
  );
  return loading;
};
