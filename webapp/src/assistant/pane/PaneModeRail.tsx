import { makeStyles, Tab, TabList } from "@fluentui/react-components";
import { DataBarVerticalRegular, DocumentTextRegular, SparkleRegular } from "@fluentui/react-icons";
import type { ReactElement } from "react";
import { PANE_MODES, type PaneMode } from "./pane-modes";

const ICONS: Record<PaneMode, ReactElement> = {
  tools: <SparkleRegular />,
  review: <DataBarVerticalRegular />,
  overview: <DocumentTextRegular />,
};

const useStyles = makeStyles({ rail: { flexShrink: 0 } });

export interface PaneModeRailProps {
  mode: PaneMode;
  onMode: (mode: PaneMode) => void;
  vertical: boolean;
}

/** The sidebar modes of the assistant (spec document 2 §2). */
export const PaneModeRail = ({ mode, onMode, vertical }: PaneModeRailProps) => {
  const styles = useStyles();
  return (
    <TabList
      aria-label="Assistant modes"
      className={styles.rail}
      vertical={vertical}
      size="small"
      selectedValue={mode}
      onTabSelect={(_event, data) => {
        const chosen = PANE_MODES.find((entry) => entry.id === data.value);
        if (chosen) {
          onMode(chosen.id);
        }
      }}
    >
      {PANE_MODES.map((entry) => (
        <Tab key={entry.id} value={entry.id} icon={ICONS[entry.id]}>
          {entry.label}
        </Tab>
      ))}
    </TabList>
  );
};
