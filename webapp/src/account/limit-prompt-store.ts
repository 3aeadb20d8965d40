import { useSyncExternalStore } from "react";
import type { FeatureName } from "@wordloom/shared/rules";

/**
 * Which feature's limit prompt is open. Any screen (or the global query error handler, for any
 * 403 FEATURE_LIMIT) opens it; the one <LimitPrompt/> in the shell shows it.
 */
let openFeature: FeatureName | null = null;
const listeners = new Set<() => void>();

export const limitPrompt = {
  open(feature: FeatureName) {
    openFeature = feature;
    listeners.forEach((listener) => listener());
  },
  close() {
    openFeature = null;
    listeners.forEach((listener) => listener());
  },
  get: () => openFeature,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useLimitPrompt = () => useSyncExternalStore(limitPrompt.subscribe, limitPrompt.get);
