import { Body1, Button, makeStyles, MessageBar, MessageBarBody, tokens } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { EMPTY_STATES, MESSAGES } from "../checks/messages";
import type { Checker } from "../checks/use-checker";
import { checkKindOf } from "../checks/tools";
import { FindingCard } from "./FindingCard";
import { PlagiarismScore } from "./PlagiarismScore";
import { ResultsSkeleton } from "./ResultsSkeleton";

const useStyles = makeStyles({
  root: { display: "grid", gap: tokens.spacingVerticalS },
  list: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalM} 0` },
});

/** Cards rendered at first, and added per "Show more": a long document can have thousands of findings. */
const CARDS_PER_PAGE = 50;

/** What the chosen tool shows: loading rows, the error, the empty state, or the cards. */
export const ResultsPanel = ({ checker }: { checker: Checker }) => {
  const styles = useStyles();
  const { state } = checker;
  const [shown, setShown] = useState(CARDS_PER_PAGE);
  useEffect(() => setShown(CARDS_PER_PAGE), [state.report?.kind, state.status]);
  if (!state.tool) {
    return <Body1 className={styles.empty}>{MESSAGES.selectTool}</Body1>;
  }
  const kind = checkKindOf(state.tool, state.complianceTab);
  if (state.status === "checking") {
    return <ResultsSkeleton />;
  }
  if (state.status === "no-text") {
    return <Body1 className={styles.empty}>{MESSAGES.firstWord}</Body1>;
  }
  const report = state.report;
  const findings = report?.findings ?? [];
  return (
    <section className={styles.root} aria-label="Results" data-findings={findings.length}>
      {report?.plagiarism ? <PlagiarismScore score={report.plagiarism.score} searched={report.plagiarism.searched} /> : null}
      {state.error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{state.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      {report?.partial ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{MESSAGES.partialCheck}</MessageBarBody>
        </MessageBar>
      ) : null}
      {state.status === "done" && findings.length === 0 ? <Body1 className={styles.empty}>{EMPTY_STATES[kind]}</Body1> : null}
      {findings.length > 0 ? (
        <ul className={styles.list} aria-label="Findings">
          {findings.slice(0, shown).map((finding) => (
            <li key={finding.key}>
              <FindingCard
                finding={finding}
                located={state.located.has(finding.key)}
                onAccept={(replacement) => void checker.accept(finding.key, replacement)}
                onDiscard={() => void checker.discard(finding.key)}
                onShow={() => void checker.select(finding.key)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {findings.length > shown ? (
        <Button appearance="subtle" onClick={() => setShown((count) => count + CARDS_PER_PAGE)}>
          {`Show more (${findings.length - shown})`}
        </Button>
      ) : null}
    </section>
  );
};
