import { makeStyles, Subtitle2, tokens } from "@fluentui/react-components";
import type { OverviewCounts as Counts } from "./overview-counts";

const useStyles = makeStyles({
  list: { display: "grid", gridTemplateColumns: "1fr auto", gap: "6px 16px", margin: "8px 0 0" },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, textAlign: "right" },
});

/** The document overview counts: pages, paragraphs, sentences, words and reading time. */
export const OverviewCounts = ({ counts }: { counts: Counts }) => {
  const styles = useStyles();
  const rows: [string, string | number][] = [
    ["Pages", counts.pages],
    ["Paragraphs", counts.paragraphs],
    ["Sentences", counts.sentences],
    ["Words", counts.words],
    ["Reading time", counts.readingTime],
  ];
  return (
    <section aria-labelledby="overview-heading">
      <Subtitle2 as="h3" id="overview-heading">
        Document overview
      </Subtitle2>
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: "contents" }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value} aria-label={`${term}: ${value}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
