import { Field, ProgressBar, Text } from "@fluentui/react-components";
import { MESSAGES } from "../../messages";
import { useDelayedFlag } from "../../use-delayed-flag";

/** Spec document 3 §9: the score text appears 300 ms after the result. */
const SCORE_DISPLAY_DELAY_MS = 300;

/** The score bar and "Plagiarised - N%", or "Not Calculated". */
export const PlagiarismScore = ({ score }: { score: number | null }) => {
  const shown = useDelayedFlag(score !== null, SCORE_DISPLAY_DELAY_MS);
  if (score === null) {
    return (
      <Text weight="semibold" role="status">
        {MESSAGES.notCalculated}
      </Text>
    );
  }
  const rounded = Math.round(score);
  return (
    <Field label="Plagiarism score" validationState="none">
      <ProgressBar
        value={Math.min(100, Math.max(0, score)) / 100}
        color={score >= 60 ? "error" : score > 10 ? "warning" : "success"}
        thickness="large"
      />
      <Text weight="semibold" role="status">
        {shown ? `Plagiarised - ${rounded}%` : ""}
      </Text>
    </Field>
  );
};
