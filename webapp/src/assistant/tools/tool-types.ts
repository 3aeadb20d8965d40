import type { ApiClient } from "@wordloom/shared/api";
import type { User } from "@wordloom/shared/model";
import type { AssistantContext, AssistantHost } from "../assistant-host";

/** What every tool of the AI Tools mode gets. */
export interface ToolProps {
  host: AssistantHost;
  context: AssistantContext;
  user: User;
  /** Desktop width (the document-wide grammar toggle is desktop only). */
  desktop: boolean;
}

/** The answer of one API call, e.g. `ApiResult<"checkGrammar">`. */
export type ApiResult<K extends keyof ApiClient> = Awaited<ReturnType<ApiClient[K]>>;
