import type { ToastIntent } from "@fluentui/react-components";
import { useCallback } from "react";

export const TOASTER_ID = "wordloom-toaster";
/** Spec document 1 §9: toasts stay 10 seconds. */
export const TOAST_DURATION_MS = 10_000;

/** One toast to show: its title, optional body and action button, and how long it stays (-1: until closed). */
export interface ToastRequest {
  message: string;
  intent: ToastIntent;
  body?: string | undefined;
  action?: { label: string; onClick: () => void } | undefined;
  timeout?: number | undefined;
}

type Listener = () => void;
const waiting: ToastRequest[] = [];
const listeners = new Set<Listener>();

/**
 * The toasts asked for and not yet shown. Fluent's toaster (and its focus manager) is no part of
 * the first screen: the app's toaster (ui/AppToaster.tsx) loads with the first toast and takes
 * them from here.
 */
export const toastQueue = {
  push: (request: ToastRequest) => {
    waiting.push(request);
    listeners.forEach((listener) => listener());
  },
  /** Empties the queue, answering what it held in order. */
  take: (): ToastRequest[] => waiting.splice(0, waiting.length),
  size: () => waiting.length,
  subscribe: (listener: Listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Shows a toast: `notify("Deleted successfully.", "success")`. */
export const useNotify = () =>
  useCallback(
    (message: string, intent: ToastIntent = "info", body?: string) =>
      toastQueue.push({ message, intent, body, timeout: TOAST_DURATION_MS }),
    [],
  );
