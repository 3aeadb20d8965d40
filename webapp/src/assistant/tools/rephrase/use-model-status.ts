import { useEffect, useState } from "react";
import { isModelConfigured } from "./model-status";

/** null while asking, then whether tone/style rephrasing can run. */
export const useModelConfigured = (): boolean | null => {
  const [configured, setConfigured] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void isModelConfigured().then((answer) => {
      if (live) {
        setConfigured(answer);
      }
    });
    return () => {
      live = false;
    };
  }, []);
  return configured;
};
