import { useEffect, useState } from "react";

/** True once `on` has stayed true for `delayMs` (false again at once when it turns false). */
export const useDelayedFlag = (on: boolean, delayMs: number): boolean => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
};
