import { Button, makeStyles, Text, tokens } from "@fluentui/react-components";
import { PanelRightContractRegular, PanelRightExpandRegular, SparkleRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { User } from "@wordloom/shared/model";
import type { OpenDocumentTarget } from "../generate/public/generation-host";
import type { AssistantHost } from "./assistant-host";
import { useHighlightStyles } from "./highlight-styles";
import { BottomSheet } from "./pane/BottomSheet";
import { PaneContent } from "./pane/PaneContent";
import { PaneModeRail } from "./pane/PaneModeRail";
import { PANE_MODES, type PaneMode } from "./pane/pane-modes";
import type { ToolId } from "./tools/tool-catalog";
import { ToolSkeleton } from "./ui/ToolSkeleton";
import { MOBILE_QUERY, SHEET_QUERY, useMediaQuery } from "./use-media-query";

const useStyles = makeStyles({
  // The editor's side column gives it its width and height (EditorWorkspace).
  pane: {
    display: "flex",
    flexDirection: "column",
    flexShrink: 0,
    // Narrower on a small laptop, so that the page beside it stays readable; wide enough for the
    // mode tabs and four tools of the carousel with their whole labels.
    width: "clamp(400px, 28vw, 440px)",
    height: "100%",
    minHeight: "320px",
    boxSizing: "border-box",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    overflow: "hidden",
  },
  header: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    padding: "8px 12px",
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  body: { padding: "12px", overflowY: "auto", flexGrow: 1, minHeight: 0 },
  // The modes as tabs above the content: a rail beside it took the width the tools need.
  rail: { flexShrink: 0, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, padding: "2px 4px", whiteSpace: "nowrap" },
  fab: { position: "fixed", right: "16px", bottom: "16px", zIndex: 999 },
});

const ALL_MODES: readonly PaneMode[] = PANE_MODES.map((entry) => entry.id);
const WITHOUT_CREATE: readonly PaneMode[] = ALL_MODES.filter((mode) => mode !== "create");

export interface AssistantPaneProps {
  /** The editor's host (host.ts `editorAssistantHost`); null while the editor is starting. */
  host: AssistantHost | null;
  user: User;
  initialMode?: PaneMode;
  initialTool?: ToolId | null;
  /** The document open in the editor: with it the pane offers Create, whose text loads into it. */
  openDocument?: OpenDocumentTarget | null;
}

/**
 * The editor's right-hand assistant (spec document 2 §2, document 3 §2): Create (the creation
 * panes, "document generate"), AI Tools, Review and Overview. From 1280 px wide a side pane with a 'Hide Assistant' button; narrower,
 * a bottom sheet that a swipe down closes.
 */
export const AssistantPane = ({ host, user, initialMode = "tools", initialTool = null, openDocument = null }: AssistantPaneProps) => {
  useHighlightStyles();
  const styles = useStyles();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const sheet = useMediaQuery(SHEET_QUERY);
  const modes = openDocument ? ALL_MODES : WITHOUT_CREATE;
  const [chosenMode, setMode] = useState<PaneMode>(initialMode);
  const mode = modes.includes(chosenMode) ? chosenMode : "tools";
  const [open, setOpen] = useState(!sheet);

  const content = host ? (
    <PaneContent host={host} user={user} mode={mode} desktop={!mobile} initialTool={initialTool} openDocument={openDocument} />
  ) : (
    <ToolSkeleton />
  );

  if (sheet) {
    return open ? (
      <BottomSheet label="Assistant" onClose={() => setOpen(false)}>
        <PaneModeRail mode={mode} onMode={setMode} vertical={false} modes={modes} />
        <div style={{ paddingTop: 12 }}>{content}</div>
      </BottomSheet>
    ) : (
      <Button
        className={styles.fab}
        appearance="primary"
        shape="circular"
        size="large"
        icon={<SparkleRegular />}
        onClick={() => setOpen(true)}
      >
        Assistant
      </Button>
    );
  }
  if (!open) {
    return (
      <Button appearance="secondary" icon={<PanelRightExpandRegular />} onClick={() => setOpen(true)}>
        Show Assistant
      </Button>
    );
  }
  return (
    <aside aria-label="Assistant" className={styles.pane}>
      <div className={styles.header}>
        <Text weight="semibold">Assistant</Text>
        <Button appearance="subtle" size="small" icon={<PanelRightContractRegular />} onClick={() => setOpen(false)}>
          Hide Assistant
        </Button>
      </div>
      <div className={styles.rail}>
        <PaneModeRail mode={mode} onMode={setMode} vertical={false} modes={modes} />
      </div>
      <div className={styles.body}>{content}</div>
    </aside>
  );
};
