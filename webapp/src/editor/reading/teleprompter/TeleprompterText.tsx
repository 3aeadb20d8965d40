import { makeStyles } from "@fluentui/react-components";
import { Fragment, memo, type ReactNode } from "react";
import type { Block, Fragment as TextFragment, Page, Sentence } from "@wordloom/shared/model";
import { documentBlocksInOrder } from "../stored-block-text";
import { listMarkers } from "./list-markers";

const useStyles = makeStyles({
  block: { margin: "0 0 0.6em" },
  heading: { margin: "0 0 0.6em", fontSize: "1.15em", fontWeight: 700 },
  subheading: { margin: "0 0 0.6em", fontSize: "1.05em", fontWeight: 700 },
  quote: { margin: "0 0 0.6em", paddingLeft: "0.6em", borderLeft: "0.1em solid currentColor", fontStyle: "italic" },
  nested: { paddingLeft: "1.2em" },
  marker: { marginRight: "0.4em" },
  row: { display: "flex", gap: "1em", margin: "0 0 0.6em" },
  rule: { border: "none", borderTop: "0.05em solid currentColor", opacity: 0.5, margin: "0 0 0.6em" },
});

/** One run of text with its bold, italic and underline (code, links and citations read as plain text). */
const renderFragment = (fragment: TextFragment, key: number): ReactNode => {
  let node: ReactNode = fragment.text;
  if (fragment.underline) {
    node = <u>{node}</u>;
  }
  if (fragment.italic) {
    node = <em>{node}</em>;
  }
  if (fragment.bold) {
    node = <strong>{node}</strong>;
  }
  return <Fragment key={key}>{node}</Fragment>;
};

const renderSentences = (sentences: readonly Sentence[]): ReactNode =>
  sentences.map((sentence, index) => (
    <Fragment key={sentence.id}>
      {index > 0 ? " " : null}
      {sentence.fragments.map(renderFragment)}
    </Fragment>
  ));

const ALIGN: Partial<Record<Block["htmlType"], "left" | "center" | "right">> = {
  "left-align": "left",
  "center-align": "center",
  "right-align": "right",
};

const BlockText = ({ block, marker, styles }: { block: Block; marker: string | undefined; styles: ReturnType<typeof useStyles> }) => {
  const content = renderSentences(block.sentences);
  switch (block.htmlType) {
    case "heading-one":
      return <h2 className={styles.heading}>{content}</h2>;
    case "heading-two":
      return <h3 className={styles.subheading}>{content}</h3>;
    case "block-quote":
      return <blockquote className={styles.quote}>{content}</blockquote>;
    case "horizontal-line":
      return <hr className={styles.rule} />;
    case "table-row":
      return (
        <div className={styles.row}>
          {(block.cells ?? []).map((cell, index) => (
            <span key={index}>{renderSentences(cell.sentences)}</span>
          ))}
        </div>
      );
    default: {
      const nested = block.htmlType === "nested-bullet-item" || block.htmlType === "nested-number-item";
      return (
        <p className={nested ? `${styles.block} ${styles.nested}` : styles.block} style={{ textAlign: ALIGN[block.htmlType] }}>
          {marker ? <span className={styles.marker}>{marker}</span> : null}
          {content}
        </p>
      );
    }
  }
};

/** The document as the teleprompter shows it: read-only text of every block, with bold, italic and underline. */
export const TeleprompterText = memo(({ pages }: { pages: readonly Page[] }) => {
  const styles = useStyles();
  const blocks = documentBlocksInOrder(pages);
  const markers = listMarkers(blocks);
  return (
    <>
      {blocks.map((block) => (
        <BlockText key={block.id} block={block} marker={markers.get(block.id)} styles={styles} />
      ))}
    </>
  );
});
TeleprompterText.displayName = "TeleprompterText";
