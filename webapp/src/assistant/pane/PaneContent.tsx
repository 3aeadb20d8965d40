import { lazy, Suspense, useMemo } from "react";
import type { User } from "@wordloom/shared/model";
import type { OpenDocumentTarget } from "../../generate/public/generation-host";
import type { AssistantHost } from "../assistant-host";
import { OverviewPanel } from "../overview/OverviewPanel";
import { AiToolsPanel } from "../tools/AiToolsPanel";
import type { ToolId } from "../tools/tool-catalog";
import { ToolSkeleton } from "../ui/ToolSkeleton";
import { useAssistantContext } from "../use-assistant-context";
import type { PaneMode } from "./pane-modes";

interface PaneContentProps {
  host: AssistantHost;
  user: User;
  mode: PaneMode;
  desktop: boolean;
  initialTool?: ToolId | null;
  /** The editor's open document, where Create's generated text goes (Create is offered with it). */
  openDocument?: OpenDocumentTarget | null;
}

/** The review graphs and their chart library load when Review is first opened, not with the editor. */
const ReviewPanel = lazy(async () => ({ default: (await import("../review/ReviewPanel")).ReviewPanel }));

/** The creation panes (forms, streaming, templates, voice) load when Create is first opened. */
const CreatePanel = lazy(async () => ({ default: (await import("../../generate/public/CreatePanel")).CreatePanel }));

/** The panel of the chosen mode. */
export const PaneContent = ({ host, user, mode, desktop, initialTool, openDocument = null }: PaneContentProps) => {
  const context = useAssistantContext(host);
  const createHost = useMemo(() => (openDocument ? { defaults: {}, openDocument } : null), [openDocument]);
  switch (mode) {
    case "create":
      return createHost ? (
        <Suspense fallback={<ToolSkeleton />}>
          <CreatePanel flags={user.flags} host={createHost} />
        </Suspense>
      ) : null;
    case "tools":
      return <AiToolsPanel host={host} context={context} user={user} desktop={desktop} initialTool={initialTool} />;
    case "review":
      return (
        <Suspense fallback={<ToolSkeleton />}>
          <ReviewPanel host={host} context={context} />
        </Suspense>
      );
    case "overview":
      return <OverviewPanel host={host} />;
  }
};
