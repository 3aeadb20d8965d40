import { useSyncExternalStore } from "react";
import type { AssistantContext, AssistantHost } from "./assistant-host";

/** The writer's place (page, current block, selection), re-rendering when it changes. */
export const useAssistantContext = (host: AssistantHost): AssistantContext =>
  useSyncExternalStore(host.subscribe, host.getContext, host.getContext);
