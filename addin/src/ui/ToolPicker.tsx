import { makeStyles, Tab, TabList } from "@fluentui/react-components";
import {
  COMPLIANCE_LABELS,
  COMPLIANCE_TABS,
  isComplianceTab,
  isToolId,
  TOOL_LABELS,
  TOOLS,
  type ComplianceTab,
  type ToolId,
} from "../checks/tools";

/**
 * The pane is ~320 px wide: the tabs wrap onto a second row rather than run past its edge (the
 * last tab, Compliance, was cut).
 */
const useStyles = makeStyles({ tabs: { flexWrap: "wrap", rowGap: "2px" } });

export interface ToolPickerProps {
  tool: ToolId | null;
  onSelect: (tool: ToolId) => void;
  /** Compliance is offered only with the legal feature (spec document 3 §2.1). */
  showCompliance: boolean;
}

export const ToolPicker = ({ tool, onSelect, showCompliance }: ToolPickerProps) => (
  <TabList
    className={useStyles().tabs}
    size="small"
    aria-label="Tools"
    selectedValue={tool ?? ""}
    onTabSelect={(_event, data) => {
      if (isToolId(data.value)) {
        onSelect(data.value);
      }
    }}
  >
    {TOOLS.filter((id) => id !== "compliance" || showCompliance).map((id) => (
      <Tab key={id} value={id}>
        {TOOL_LABELS[id]}
      </Tab>
    ))}
  </TabList>
);

interface ComplianceTabsProps {
  tab: ComplianceTab;
  onSelect: (tab: ComplianceTab) => void;
}

/** PII check, Legal compliance, Legal citation, Inclusive language, with short labels for the narrow pane. */
export const ComplianceTabs = ({ tab, onSelect }: ComplianceTabsProps) => (
  <TabList
    className={useStyles().tabs}
    size="small"
    aria-label="Compliance checks"
    selectedValue={tab}
    onTabSelect={(_event, data) => {
      if (isComplianceTab(data.value)) {
        onSelect(data.value);
      }
    }}
  >
    {COMPLIANCE_TABS.map((id) => (
      <Tab key={id} value={id} title={COMPLIANCE_LABELS[id].full} aria-label={COMPLIANCE_LABELS[id].full}>
        {COMPLIANCE_LABELS[id].short}
      </Tab>
    ))}
  </TabList>
);
