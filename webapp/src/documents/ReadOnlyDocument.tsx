import { makeStyles, tokens } from "@fluentui/react-components";
import type { ReactNode } from "react";
import type { Block, Fragment, Page, Sentence } from "@wordloom/shared/model";

const useStyles = makeStyles({
  page: {
    width: "min(916px, 100%)",
    minHeight: "320px",
    boxSizing: "border-box",
    padding: "50px",
    margin: "0 auto 24px",
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
    lineHeight: 1.6,
  },
  quote: { borderLeft: `4px solid ${tokens.colorNeutralStroke1}`, margin: "0 0 12px", paddingLeft: "16px", color: tokens.colorNeutralForeground2 },
  table: { borderCollapse: "collapse", width: "100%", margin: "0 0 12px" },
  cell: { border: `1px solid ${tokens.colorNeutralStroke1}`, padding: "6px 8px", verticalAlign: "top" },
});

/** Links are only followed to web and mail addresses. */
const safeHref = (href: string): string | undefined => (/^(https?:|mailto:)/i.test(href) ? href : undefined);

const renderFragment = (fragment: Fragment, key: number): ReactNode => {
  let node: ReactNode = fragment.text;
  if (fragment.code) {
    node = <code>{node}</code>;
  }
  if (fragment.bold) {
    node = <strong>{node}</strong>;
  }
  if (fragment.italic) {
    node = <em>{node}</em>;
  }
  if (fragment.underline) {
    node = <u>{node}</u>;
  }
  const href = fragment.href ? safeHref(fragment.href) : undefined;
  if (href) {
    node = (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {node}
      </a>
    );
  }
  if (fragment.citation) {
    node = (
      <>
        {node}
        <sup>[{fragment.citation.citationIndex + 1}]</sup>
      </>
    );
  }
  return <span key={key}>{node}</span>;
};

const renderSentences = (sentences: readonly Sentence[]) =>
  sentences.map((sentence, index) => (
    <span key={sentence.id}>
      {index > 0 ? " " : null}
      {sentence.fragments.map(renderFragment)}
    </span>
  ));

const ALIGN: Partial<Record<Block["htmlType"], "left" | "center" | "right">> = {
  "left-align": "left",
  "center-align": "center",
  "right-align": "right",
};

const BlockView = ({ block, styles }: { block: Block; styles: ReturnType<typeof useStyles> }) => {
  const content = renderSentences(block.sentences);
  switch (block.htmlType) {
    case "heading-one":
      return <h2>{content}</h2>;
    case "heading-two":
      return <h3>{content}</h3>;
    case "block-quote":
      return <blockquote className={styles.quote}>{content}</blockquote>;
    case "bullet-item":
    case "nested-bullet-item":
      return <ul style={{ margin: 0, paddingLeft: block.htmlType === "nested-bullet-item" ? 48 : 24 }}><li>{content}</li></ul>;
    case "number-item":
    case "nested-number-item":
      return (
        <ol type={block.htmlType === "nested-number-item" ? "i" : "1"} style={{ margin: 0, paddingLeft: block.htmlType === "nested-number-item" ? 48 : 24 }}>
          <li>{content}</li>
        </ol>
      );
    case "horizontal-line":
      return <hr />;
    case "table-row": {
      const Cell = block.isHeadNode ? "th" : "td";
      return (
        <table className={styles.table}>
          <tbody>
            <tr>
              {(block.cells ?? []).map((cell, index) => (
                <Cell key={index} className={styles.cell}>
                  {renderSentences(cell.sentences)}
                </Cell>
              ))}
            </tr>
          </tbody>
        </table>
      );
    }
    default:
      return <p style={{ margin: "0 0 12px", textAlign: ALIGN[block.htmlType] ?? "left" }}>{content}</p>;
  }
};

/** The read-only document viewer: every element type rendered from the stored tree. */
export const ReadOnlyDocument = ({ pages }: { pages: readonly Page[] }) => {
  const styles = useStyles();
  return (
    <div>
      {pages.map((page, pageIndex) => (
        <article key={pageIndex} className={styles.page} aria-label={`Page ${pageIndex + 1} of ${pages.length}`}>
          {page.blocks.map((block) => (
            <BlockView key={block.id} block={block} styles={styles} />
          ))}
        </article>
      ))}
    </div>
  );
};
