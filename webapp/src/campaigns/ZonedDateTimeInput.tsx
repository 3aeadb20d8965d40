import { Field, Input, makeStyles } from "@fluentui/react-components";
import { instantOf, zonedParts } from "./zone";

const useStyles = makeStyles({ row: { display: "flex", gap: "8px", flexWrap: "wrap" } });

interface ZonedDateTimeInputProps {
  label: string;
  /** The instant (ISO). */
  value: string;
  zone: string;
  onChange: (iso: string) => void;
  disabled?: boolean;
  hint?: string;
  validationMessage?: string | null | undefined;
}

/** A date and a time typed in the user's zone (shown beside it), answering the instant. */
export const ZonedDateTimeInput = ({ label, value, zone, onChange, disabled, hint, validationMessage }: ZonedDateTimeInputProps) => {
  const styles = useStyles();
  const { date, time } = zonedParts(value, zone);
  const change = (nextDate: string, nextTime: string) => {
    if (nextDate && nextTime) {
      onChange(instantOf(nextDate, nextTime, zone));
    }
  };
  return (
    <Field
      label={`${label} (${zone})`}
      hint={hint}
      validationMessage={validationMessage ?? undefined}
      validationState={validationMessage ? "error" : "none"}
    >
      <div className={styles.row}>
        <Input
          type="date"
          aria-label={`${label} date`}
          value={date}
          disabled={disabled}
          onChange={(_event, data) => change(data.value, time)}
        />
        <Input
          type="time"
          aria-label={`${label} time`}
          value={time}
          disabled={disabled}
          onChange={(_event, data) => change(date, data.value)}
        />
      </div>
    </Field>
  );
};
