import { Button, Field, Input, Tag, TagGroup, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import { CAMPAIGN_MESSAGES, isMailAddress, parsePastedAddresses } from "@wordloom/shared/rules";

const useStyles = makeStyles({ row: { display: "flex", gap: "8px", alignItems: "center" }, root: { display: "grid", gap: "4px" } });

interface AddressFieldProps {
  label: string;
  value: readonly string[];
  max: number;
  disabled: boolean;
  onChange: (value: string[]) => void;
}

/** A recipients field (spec 4 §5): valid addresses only, duplicates ignored, a maximum; pasting extracts every address. */
export const AddressField = ({ label, value, max, disabled, onChange }: AddressFieldProps) => {
  const styles = useStyles();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = (addresses: readonly string[]) => {
    const next = [...value];
    for (const address of addresses) {
      if (!next.includes(address)) {
        next.push(address);
      }
    }
    if (next.length > max) {
      setProblem(CAMPAIGN_MESSAGES.mailTooMany(label, max));
      return false;
    }
    onChange(next);
    return true;
  };
  const commit = () => {
    const address = typed.trim().toLowerCase();
    if (address === "") {
      return;
    }
    if (!isMailAddress(address)) {
      setProblem(CAMPAIGN_MESSAGES.mailInvalid);
      return;
    }
    if (add([address])) {
      setTyped("");
      setProblem(null);
    }
  };
  return (
    <Field
      label={`${label} (${value.length}/${max})`}
      validationMessage={problem ?? undefined}
      validationState={problem ? "error" : "none"}
    >
      <div className={styles.root}>
        {value.length > 0 ? (
          <TagGroup
            aria-label={`${label} recipients`}
            onDismiss={(_event, data) => onChange(value.filter((address) => address !== data.value))}
          >
            {value.map((address) => (
              <Tag key={address} value={address} dismissible={!disabled} dismissIcon={{ "aria-label": `Remove ${address}` }}>
                {address}
              </Tag>
            ))}
          </TagGroup>
        ) : null}
        <div className={styles.row}>
          <Input
            aria-label={`Add ${label} address`}
            value={typed}
            disabled={disabled}
            placeholder="name@example.com"
            onChange={(_event, data) => setTyped(data.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" || event.key === ",") {
                event.preventDefault();
                commit();
              }
            }}
            onPaste={(event) => {
              const text = event.clipboardData.getData("text");
              if (!/[\s,;]/.test(text.trim())) {
                return;
              }
              event.preventDefault();
              const { valid, invalid } = parsePastedAddresses(text);
              const added = add(valid);
              setProblem(invalid.length > 0 ? CAMPAIGN_MESSAGES.mailsInvalid : added ? null : problem);
            }}
          />
          <Button size="small" disabled={disabled} onClick={commit}>
            Add
          </Button>
        </div>
      </div>
    </Field>
  );
};
