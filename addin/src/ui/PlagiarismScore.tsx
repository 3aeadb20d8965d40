import { Field, ProgressBar, Text } from "@fluentui/react-components";
import { EMPTY_CORPUS_HINT, searchedSummary, type SearchedSources } from "@wordloom/shared/rules";
import { MESSAGES, plagiarisedLabel } from "../checks/messages";

/** Score bar and "Plagiarised - N%", or "Not Calculated" when the check could not run (spec document 3 §2.5). */
export const PlagiarismScore = ({ score, searched }: { score: number | null; searched: SearchedSources | null }) => {
  if (score === null) {
    return <Field label="Plagiarism score" validationMessage={MESSAGES.notCalculated} validationState="none" />;
  }
  const value = Math.min(100, Math.max(0, score)) / 100;
  const color = score >= 60 ? "error" : score >= 10 ? "warning" : "success";
  return (
    <>
      <Field label="Plagiarism score" validationMessage={plagiarisedLabel(score)} validationState="none">
        <ProgressBar value={value} thickness="large" color={color} aria-label={plagiarisedLabel(score)} />
      </Field>
      {searched ? <Text size={200}>{searchedSummary(searched)}</Text> : null}
      {searched?.referenceWorks === 0 ? <Text size={200}>{EMPTY_CORPUS_HINT}</Text> : null}
    </>
  );
};
