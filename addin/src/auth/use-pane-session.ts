import { useSyncExternalStore } from "react";
import type { AuthResult } from "@wordloom/shared/model";
import { paneSession } from "./pane-api";

export const usePaneSession = (): AuthResult | null => useSyncExternalStore(paneSession.subscribe, paneSession.get);
