import { PAGE_HEIGHT, PAGE_PADDING, CITATION_LINE_HEIGHT, pageStride, DEFAULT_PAGE_GEOMETRY } from "./geometry";
import type { EditorLayout } from "./pagination/layout";
import { usePagedEditorStyles } from "./paged-editor-styles";

const STRIDE = pageStride(DEFAULT_PAGE_GEOMETRY);

/** The pages behind the text, and each page's footer: its citations, then "Page X of Y". */
export const PageSheets = ({ layout }: { layout: EditorLayout }) => {
  const styles = usePagedEditorStyles();
  const { pageCount } = layout;
  return (
    <>
      {Array.from({ length: pageCount }, (_, page) => {
        const citations = layout.footers[page]?.citations ?? [];
        const top = page * STRIDE;
        const label = `Page ${page + 1} of ${pageCount}`;
        return (
          <div key={page} data-page={page + 1}>
            <div role="article" aria-label={label} className={styles.sheet} style={{ top, height: PAGE_HEIGHT }} />
            <footer
              className={styles.footer}
              style={{ top: top + PAGE_HEIGHT - PAGE_PADDING - CITATION_LINE_HEIGHT * citations.length }}
              aria-label={`Footer of page ${page + 1}`}
            >
              {citations.map((citation) => (
                <div key={citation.number} className={styles.footerCitation} title={citation.text}>
                  <sup>{citation.number}</sup> {citation.text}
                </div>
              ))}
              <div className={styles.pageNumber}>{label}</div>
            </footer>
          </div>
        );
      })}
    </>
  );
};
