import { Button, makeStyles, ToggleButton, tokens } from "@fluentui/react-components";
import { ChevronLeftRegular, ChevronRightRegular, LockClosedRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { MESSAGES } from "../messages";
import { carouselViews, type ToolEntry, type ToolId } from "./tool-catalog";

const useStyles = makeStyles({
  root: { display: "flex", alignItems: "center", gap: "4px" },
  tools: { display: "grid", gridAutoFlow: "column", gridAutoColumns: "1fr", gap: "4px", flexGrow: 1, minWidth: 0 },
  tool: { minWidth: 0, paddingLeft: "4px", paddingRight: "4px", fontSize: tokens.fontSizeBase200, position: "relative" },
  /** A locked tool's lock sits in the button's corner, so its label keeps the whole width. */
  lock: { position: "absolute", top: "1px", right: "1px", fontSize: "10px" },
});

export interface ToolPickerProps {
  tools: readonly ToolEntry[];
  selected: ToolId | null;
  onSelect: (tool: ToolId) => void;
  perView: number;
}

/** The tool carousel (spec document 3 §2.1): `perView` tools at a time, arrows to the others. */
export const ToolPicker = ({ tools, selected, onSelect, perView }: ToolPickerProps) => {
  const styles = useStyles();
  const views = carouselViews(tools, perView);
  const selectedView = Math.max(
    0,
    views.findIndex((view) => view.some((tool) => tool.id === selected)),
  );
  const [chosenView, setView] = useState(selectedView);
  const view = Math.min(chosenView, views.length - 1);
  const shown = views[view] ?? [];

  return (
    <div className={styles.root} role="group" aria-label="AI tools">
      <Button
        appearance="subtle"
        size="small"
        icon={<ChevronLeftRegular />}
        aria-label="Previous tools"
        disabled={view === 0}
        onClick={() => setView(view - 1)}
      />
      <div className={styles.tools}>
        {shown.map((tool) => (
          <ToggleButton
            key={tool.id}
            size="small"
            className={styles.tool}
            checked={tool.id === selected}
            appearance={tool.id === selected ? "primary" : "secondary"}
            onClick={() => onSelect(tool.id)}
            title={tool.locked ? MESSAGES.enterpriseOnly : undefined}
            aria-description={tool.locked ? MESSAGES.enterpriseOnly : undefined}
          >
            {tool.label}
            {tool.locked ? <LockClosedRegular className={styles.lock} aria-hidden /> : null}
          </ToggleButton>
        ))}
      </div>
      <Button
        appearance="subtle"
        size="small"
        icon={<ChevronRightRegular />}
        aria-label="Next tools"
        disabled={view >= views.length - 1}
        onClick={() => setView(view + 1)}
      />
    </div>
  );
};
