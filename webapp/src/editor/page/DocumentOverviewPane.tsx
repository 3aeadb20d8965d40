import { makeStyles, tokens } from "@fluentui/react-components";
import type { Editor } from "@tiptap/core";
import { useMemo } from "react";
import { useEditorLayout } from "../core";
import { CitationList } from "./citation/CitationList";
import { useStoreValue, type LivePages } from "./value-store";
import { overviewCounts } from "./overview-counts";
import { OverviewCounts } from "./OverviewCounts";

const useStyles = makeStyles({
  // In the editor's side column, under the assistant (EditorWorkspace).
  pane: {
    flexShrink: 0,
    minWidth: "260px",
    boxSizing: "border-box",
    display: "grid",
    gap: "20px",
    padding: "16px",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
});

interface DocumentOverviewPaneProps {
  pages: LivePages;
  /** The live editor (its layout gives the page count and the citations); null in the viewer. */
  editor: Editor | null;
  /** The page count without an editor: the stored pages. */
  storedPageCount: number;
}

/** The right-hand document overview: counts of the current pages and the citation list. */
export const DocumentOverviewPane = ({ pages, editor, storedPageCount }: DocumentOverviewPaneProps) => {
  const styles = useStyles();
  const current = useStoreValue(pages);
  const layout = useEditorLayout(editor);
  const pageCount = editor ? layout.pageCount : storedPageCount;
  const counts = useMemo(() => overviewCounts(current, pageCount), [current, pageCount]);
  return (
    <aside aria-label="Document overview" className={styles.pane}>
      <OverviewCounts counts={counts} />
      {editor ? <CitationList editor={editor} /> : null}
    </aside>
  );
};
