import { Suspense } from "react";
import { sessionStore } from "../api/session";
import { lazyComponent } from "../ui/lazy-route";
import { Loading } from "../ui/Loading";

/**
 * The signed-in frame, loaded on demand so the sign-in screen does not download the sidebar, menus
 * and dialogs it never shows.
 */
const appLayout = lazyComponent(
  () => import("./AppLayout"),
  (module) => module.AppLayout,
);

// A signed-in user needs the frame at once: fetch it alongside the first screen's code rather than
// after it (and right after sign-in). A failure here surfaces when the frame renders.
const preloadWhenSignedIn = () => {
  if (sessionStore.get()) {
    appLayout.preload().catch(() => undefined);
  }
};
preloadWhenSignedIn();
sessionStore.subscribe(preloadWhenSignedIn);

export const LazyAppLayout = () => (
  <Suspense fallback={<Loading />}>
    <appLayout.Component />
  </Suspense>
);
