import { Caption1, makeStyles, Subtitle2, tokens } from "@fluentui/react-components";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { scanCitations } from "./citation-scan";

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: "20px", display: "grid", gap: "6px" },
  pending: { color: tokens.colorNeutralForeground3 },
});

/** The document's citations in their (recalculated) order, with their bibliography entries. */
export const CitationList = ({ editor }: { editor: Editor }) => {
  const styles = useStyles();
  const citations = useEditorState({
    editor,
    selector: ({ editor: current }) => scanCitations(current.state.doc).map(({ key, bibliography }) => ({ key, bibliography })),
    equalityFn: (next, previous) =>
      previous !== null &&
      next.length === previous.length &&
      next.every((entry, index) => entry.key === previous[index]?.key && entry.bibliography === previous[index]?.bibliography),
  });
  if (citations.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="citations-heading">
      <Subtitle2 as="h3" id="citations-heading">
        Citations
      </Subtitle2>
      <ol className={styles.list}>
        {citations.map((citation, index) => (
          <li key={`${index}-${citation.key}`}>{citation.bibliography ?? <Caption1 className={styles.pending}>Formatting…</Caption1>}</li>
        ))}
      </ol>
    </section>
  );
};
