import { makeStyles } from "@fluentui/react-components";
import type { Editor } from "@tiptap/core";
import type { Page } from "@wordloom/shared/model";
import { ReadAloudControls, TeleprompterControl } from "../../reading";
import { useStoreValue, type LivePages } from "../value-store";
import { CompareControl } from "./CompareControl";
import { DocumentSummaryControl } from "./DocumentSummaryControl";
import { usePageReadAloud } from "./use-page-read-aloud";

const useStyles = makeStyles({
  bar: { display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: "4px", marginBottom: "12px" },
});

interface ReadingToolsBarProps {
  documentId: string;
  /** The live editor; null in the read-only viewer. */
  editor: Editor | null;
  /** The document as it is now (the editor's latest pages). */
  pages: LivePages;
  /** The document as last loaded from the server (Compare's Before); no Compare without it. */
  loadedPages: readonly Page[] | null;
  /** The pages at this moment, straight from the editor (Compare's After). */
  currentPages: () => readonly Page[];
  /** Saves pending edits now. */
  saveNow: () => Promise<void>;
}

/** Read Aloud, Teleprompter, Compare and Summary (spec document 2 §2, §4) above the document. */
export const ReadingToolsBar = ({ documentId, editor, pages: livePages, loadedPages, currentPages, saveNow }: ReadingToolsBarProps) => {
  const styles = useStyles();
  const pages = useStoreValue(livePages);
  const readAloud = usePageReadAloud(editor, pages);
  return (
    <div className={styles.bar} role="group" aria-label="Reading tools">
      <ReadAloudControls readAloud={readAloud} />
      <TeleprompterControl pages={pages} />
      {loadedPages ? <CompareControl before={loadedPages} currentPages={currentPages} /> : null}
      <DocumentSummaryControl documentId={documentId} saveNow={saveNow} />
    </div>
  );
};
