import { Button, Field, Input, Select, makeStyles } from "@fluentui/react-components";
import type { Poll } from "@wordloom/shared/model";
import { CAMPAIGN_LIMITS } from "@wordloom/shared/rules";

const useStyles = makeStyles({ root: { display: "grid", gap: "8px" }, row: { display: "flex", gap: "8px", flexWrap: "wrap" } });

const EMPTY: Poll = { question: "", options: ["", ""], durationDays: 1 };

/** A poll (spec 4 §5): question ≤ 150, 2–4 options ≤ 30 characters (25 for X), a duration. */
export const PollEditor = ({
  poll,
  onX,
  disabled,
  onChange,
}: {
  poll: Poll | null;
  onX: boolean;
  disabled: boolean;
  onChange: (poll: Poll) => void;
}) => {
  const styles = useStyles();
  const value = poll ?? EMPTY;
  const optionMax = onX ? CAMPAIGN_LIMITS.pollOptionCharsX : CAMPAIGN_LIMITS.pollOptionChars;
  return (
    <fieldset className={styles.root} aria-label="Poll">
      <Field label="Poll question">
        <Input
          value={value.question}
          maxLength={CAMPAIGN_LIMITS.pollTitleChars}
          disabled={disabled}
          onChange={(_event, data) => onChange({ ...value, question: data.value })}
        />
      </Field>
      {value.options.map((option, index) => (
        <Field key={index} label={`Option ${index + 1}`} hint={`${[...option].length} / ${optionMax}`}>
          <Input
            value={option}
            maxLength={optionMax}
            disabled={disabled}
            onChange={(_event, data) =>
              onChange({ ...value, options: value.options.map((entry, at) => (at === index ? data.value : entry)) })
            }
          />
        </Field>
      ))}
      <div className={styles.row}>
        <Button
          size="small"
          disabled={disabled || value.options.length >= CAMPAIGN_LIMITS.pollMaxOptions}
          onClick={() => onChange({ ...value, options: [...value.options, ""] })}
        >
          Add option
        </Button>
        <Button
          size="small"
          disabled={disabled || value.options.length <= CAMPAIGN_LIMITS.pollMinOptions}
          onClick={() => onChange({ ...value, options: value.options.slice(0, -1) })}
        >
          Remove last option
        </Button>
        <Field label="Duration">
          <Select
            value={String(value.durationDays)}
            disabled={disabled}
            onChange={(_event, data) => onChange({ ...value, durationDays: Number(data.value) as Poll["durationDays"] })}
          >
            {CAMPAIGN_LIMITS.pollDurationsDays.map((days) => (
              <option key={days} value={days}>{`${days} day${days === 1 ? "" : "s"}`}</option>
            ))}
          </Select>
        </Field>
      </div>
    </fieldset>
  );
};
