import { Suspense, useEffect, useState } from "react";
import { lazyComponent } from "./lazy-route";
import { toastQueue } from "./toasts";

const toasterHost = lazyComponent(
  () => import("./ToasterHost"),
  (module) => module.ToasterHost,
);

/**
 * The app's toaster: nothing until the first toast is asked for, then Fluent's Toaster (its own
 * chunk), which shows that toast and every later one.
 */
export const AppToaster = () => {
  const [needed, setNeeded] = useState(() => toastQueue.size() > 0);
  useEffect(() => {
    if (needed) {
      return;
    }
    const unsubscribe = toastQueue.subscribe(() => setNeeded(true));
    // A toast asked for between the first render and this effect.
    if (toastQueue.size() > 0) {
      setNeeded(true);
    }
    return unsubscribe;
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <toasterHost.Component />
    </Suspense>
  ) : null;
};
