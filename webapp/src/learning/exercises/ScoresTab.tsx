import { Body1, Caption1, makeStyles, ProgressBar, Subtitle2, tokens } from "@fluentui/react-components";
import type { Assessment, Scored } from "@wordloom/shared/model";
import { PASS_MARKS, SCORE_MARKS } from "@wordloom/shared/rules";

const useStyles = makeStyles({
  root: { display: "grid", gap: "16px" },
  totals: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(130px, 1fr))", gap: "10px" },
  total: {
    display: "grid",
    gap: "4px",
    padding: "10px",
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  figure: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  below: { color: tokens.colorPaletteRedForeground1 },
  scores: { display: "grid", gap: "10px", margin: 0, padding: 0, listStyle: "none" },
  score: {
    display: "grid",
    gap: "6px",
    padding: "10px 12px",
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  head: { display: "flex", justifyContent: "space-between", gap: "8px", alignItems: "baseline" },
  items: { display: "grid", gap: "4px", margin: 0, paddingLeft: "18px" },
  sentence: { fontStyle: "italic", color: tokens.colorNeutralForeground2 },
});

const SCORES: { key: keyof Omit<Assessment, "totals" | "engine">; label: string }[] = [
  { key: "grammar", label: "Grammar" },
  { key: "content", label: "Content" },
  { key: "creative", label: "Creative" },
  { key: "engaging", label: "Engaging" },
  { key: "credible", label: "Credible" },
  { key: "clarity", label: "Clarity" },
  { key: "originality", label: "Originality" },
  { key: "delayPenalty", label: "Delay penalty" },
];

const TOTALS = [
  { key: "overall", label: "Overall", max: SCORE_MARKS.overall, pass: PASS_MARKS.overall },
  { key: "grammar", label: "Grammar", max: SCORE_MARKS.grammar, pass: PASS_MARKS.grammar },
  { key: "content", label: "Content", max: SCORE_MARKS.content, pass: PASS_MARKS.content },
  { key: "expression", label: "Expression", max: SCORE_MARKS.expression, pass: PASS_MARKS.expression },
] as const;

const round = (value: number) => Math.round(value * 10) / 10;

const ScoreRow = ({ label, scored, penalty }: { label: string; scored: Scored; penalty: boolean }) => {
  const styles = useStyles();
  return (
    <li className={styles.score} aria-label={label}>
      <div className={styles.head}>
        <Subtitle2 as="h4">{label}</Subtitle2>
        <span>
          {penalty ? "−" : ""}
          {round(scored.score)} / {scored.max}
        </span>
      </div>
      {!penalty ? <ProgressBar value={scored.max > 0 ? scored.score / scored.max : 0} thickness="large" /> : null}
      <Body1>{scored.details.summary}</Body1>
      {scored.details.items.length > 0 ? (
        <ul className={styles.items}>
          {scored.details.items.map((item, index) => (
            <li key={index}>
              <Caption1>
                <strong>{item.label}</strong>
                {item.points !== null ? ` (${item.points > 0 ? "+" : ""}${round(item.points)})` : ""}: {item.note}
              </Caption1>
              {item.sentence ? (
                <Caption1 block className={styles.sentence}>
                  “{item.sentence}”
                </Caption1>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
};

/** The Scores tab: the section totals against their pass marks, then each score with its details (spec document 3 §2.10, §3). */
export const ScoresTab = ({ assessment }: { assessment: Assessment }) => {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.totals}>
        {TOTALS.map((total) => {
          const value = assessment.totals[total.key];
          return (
            <div key={total.key} className={styles.total} aria-label={`${total.label} ${round(value)} of ${total.max}`}>
              <Caption1>{total.label}</Caption1>
              <span className={value < total.pass ? `${styles.figure} ${styles.below}` : styles.figure}>
                {round(value)}
                <Caption1> / {total.max}</Caption1>
              </span>
              <Caption1>Pass mark {total.pass}</Caption1>
            </div>
          );
        })}
      </div>
      <ul className={styles.scores}>
        {SCORES.filter((score) => score.key !== "delayPenalty" || assessment.delayPenalty.score > 0).map((score) => (
          <ScoreRow key={score.key} label={score.label} scored={assessment[score.key]} penalty={score.key === "delayPenalty"} />
        ))}
      </ul>
      <Caption1>Scored by Wordloom's own engine ({assessment.engine}): the same text always gets the same scores.</Caption1>
    </div>
  );
};
