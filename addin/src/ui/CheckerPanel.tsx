import { makeStyles, tokens } from "@fluentui/react-components";
import type { Checker } from "../checks/use-checker";
import { CheckToolbar } from "./CheckToolbar";
import { ResultsPanel } from "./ResultsPanel";
import { ComplianceTabs, ToolPicker } from "./ToolPicker";

const useStyles = makeStyles({
  root: { display: "grid", gap: tokens.spacingVerticalM, alignContent: "start" },
});

interface CheckerPanelProps {
  checker: Checker;
  showCompliance: boolean;
  canTrackChanges: boolean;
}

/** The tool pane: pick a tool, check the document (or the selection), work through the cards. */
export const CheckerPanel = ({ checker, showCompliance, canTrackChanges }: CheckerPanelProps) => {
  const styles = useStyles();
  const { state } = checker;
  return (
    <div className={styles.root}>
      <ToolPicker tool={state.tool} onSelect={checker.selectTool} showCompliance={showCompliance} />
      {state.tool === "compliance" ? <ComplianceTabs tab={state.complianceTab} onSelect={checker.selectComplianceTab} /> : null}
      {state.tool ? (
        <CheckToolbar
          checking={state.status === "checking"}
          hasResults={state.report !== null}
          selectionOnly={state.selectionOnly}
          trackChanges={state.trackChanges}
          canTrackChanges={canTrackChanges}
          onCheck={() => void checker.check()}
          onClear={checker.clear}
          onSelectionOnly={checker.setSelectionOnly}
          onTrackChanges={checker.setTrackChanges}
          {...(state.tool === "grammar" ? { includeStyle: state.includeStyle, onIncludeStyle: checker.setIncludeStyle } : {})}
        />
      ) : null}
      <ResultsPanel checker={checker} />
    </div>
  );
};
