import { makeStyles } from "@fluentui/react-components";
import { useEffect, useState, type ComponentType } from "react";
import { HIGHLIGHT_KEYS } from "../highlight-classes";
import { MESSAGES } from "../messages";
import { hasCheckableText } from "@wordloom/shared/rules";
import { PaneMessage } from "../ui/PaneMessage";
import { NARROW_QUERY, useMediaQuery } from "../use-media-query";
import { ComplianceTool } from "./compliance/ComplianceTool";
import { GrammarTool } from "./grammar/GrammarTool";
import { IdiomsTool } from "./idioms/IdiomsTool";
import { OffensiveTool } from "./offensive/OffensiveTool";
import { PlagiarismTool } from "./plagiarism/PlagiarismTool";
import { RefineTool } from "./refine/RefineTool";
import { RephraseTool } from "./rephrase/RephraseTool";
import { TOOLS, toolsPerView, visibleTools, type ToolId } from "./tool-catalog";
import { ToolPicker } from "./ToolPicker";
import type { ToolProps } from "./tool-types";

const TOOL_VIEWS: Record<ToolId, ComponentType<ToolProps>> = {
  grammar: GrammarTool,
  compliance: ComplianceTool,
  rephrase: RephraseTool,
  offensive: OffensiveTool,
  plagiarism: PlagiarismTool,
  idioms: IdiomsTool,
  refine: RefineTool,
};

const useStyles = makeStyles({ root: { display: "grid", gap: "12px", alignContent: "start" } });

interface AiToolsPanelProps extends ToolProps {
  initialTool?: ToolId | null;
}

/**
 * The AI Tools mode (spec document 3 §2.1, §4.1): the tool carousel, then the chosen tool. Block
 * tools need text in the caret's block; every tool needs a first word. Changing tool clears the
 * highlights.
 */
export const AiToolsPanel = ({ initialTool = null, ...props }: AiToolsPanelProps) => {
  const styles = useStyles();
  const { host, context, user } = props;
  const narrow = useMediaQuery(NARROW_QUERY);
  const [tool, setTool] = useState<ToolId | null>(initialTool);

  useEffect(() => {
    host.clearHighlights(HIGHLIGHT_KEYS.tools);
  }, [host, tool]);

  const entry = TOOLS.find((candidate) => candidate.id === tool);
  const View = tool ? TOOL_VIEWS[tool] : null;
  const blockEmpty = !context.currentBlock || !hasCheckableText(context.currentBlock.text);

  const body = () => {
    if (!View || !entry) {
      return <PaneMessage>{MESSAGES.selectTool}</PaneMessage>;
    }
    if (!context.hasWords) {
      return <PaneMessage>{MESSAGES.firstWord}</PaneMessage>;
    }
    if (entry.scope === "block" && blockEmpty) {
      return <PaneMessage>{MESSAGES.noText}</PaneMessage>;
    }
    return <View key={entry.id} {...props} />;
  };

  return (
    <section aria-label="AI Tools" className={styles.root}>
      <ToolPicker tools={visibleTools(user.flags)} selected={tool} onSelect={setTool} perView={toolsPerView(narrow)} />
      {body()}
    </section>
  );
};
