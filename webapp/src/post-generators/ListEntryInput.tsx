import { Button, Field, Input, Tag, TagGroup, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import { addListEntry } from "@wordloom/shared/rules";

const useStyles = makeStyles({ root: { display: "grid", gap: "6px" } });

interface ListEntryInputProps {
  label: string;
  values: readonly string[];
  max: number;
  onChange: (values: readonly string[]) => void;
  /** The rule's message for the list (too few, too many), shown in red. */
  error?: string | undefined;
  hint?: string;
}

/** A list the user builds by typing and pressing Enter (review angles, products, criteria, roles): entries ≤ 30 characters, duplicates ignored. */
export const ListEntryInput = ({ label, values, max, onChange, error, hint }: ListEntryInputProps) => {
  const styles = useStyles();
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const next = addListEntry(values, draft, max);
    setProblem(next.error);
    if (!next.error) {
      onChange(next.list);
      setDraft("");
    }
  };
  const message = problem ?? error;
  return (
    <div className={styles.root}>
      <Field
        label={label}
        hint={hint ?? `Press Enter to add (${values.length}/${max}).`}
        {...(message ? { validationMessage: message, validationState: "error" as const } : {})}
      >
        <Input
          value={draft}
          onChange={(_event, data) => {
            setDraft(data.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
      </Field>
      {values.length > 0 ? (
        <TagGroup aria-label={label} onDismiss={(_event, data) => onChange(values.filter((value) => value !== data.value))}>
          {values.map((value) => (
            <Tag key={value} value={value} dismissible dismissIcon={{ "aria-label": `Remove ${value}` }}>
              {value}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      <Button size="small" appearance="subtle" onClick={add} disabled={!draft.trim()} style={{ justifySelf: "start" }}>
        Add
      </Button>
    </div>
  );
};
