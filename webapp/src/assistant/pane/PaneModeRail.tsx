import { makeStyles, Tab, TabList } from "@fluentui/react-components";
import { AddCircleRegular, DataBarVerticalRegular, DocumentTextRegular, SparkleRegular } from "@fluentui/react-icons";
import type { ReactElement } from "react";
import { PANE_MODES, type PaneMode } from "./pane-modes";

const ICONS: Record<PaneMode, ReactElement> = {
  create: <AddCircleRegular />,
  tools: <SparkleRegular />,
  review: <DataBarVerticalRegular />,
  overview: <DocumentTextRegular />,
};

const useStyles = makeStyles({ rail: { flexShrink: 0 } });

interface PaneModeRailProps {
  mode: PaneMode;
  onMode: (mode: PaneMode) => void;
  vertical: boolean;
  /** The modes this pane offers (all by default). */
  modes?: readonly PaneMode[];
}

/** The sidebar modes of the assistant (spec document 2 §2). */
export const PaneModeRail = ({ mode, onMode, vertical, modes }: PaneModeRailProps) => {
  const styles = useStyles();
  const shown = modes ? PANE_MODES.filter((entry) => modes.includes(entry.id)) : PANE_MODES;
  return (
    <TabList
      aria-label="Assistant modes"
      className={styles.rail}
      vertical={vertical}
      size="small"
      selectedValue={mode}
      onTabSelect={(_event, data) => {
        const chosen = shown.find((entry) => entry.id === data.value);
        if (chosen) {
          onMode(chosen.id);
        }
      }}
    >
      {shown.map((entry) => (
        <Tab key={entry.id} value={entry.id} icon={ICONS[entry.id]}>
          {entry.label}
        </Tab>
      ))}
    </TabList>
  );
};
