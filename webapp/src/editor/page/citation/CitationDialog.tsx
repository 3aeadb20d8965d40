import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
} from "@fluentui/react-components";
import { useEffect, useState, type FormEvent } from "react";
import {
  CITATION_FIELD_LABELS,
  CITATION_TYPE_FIELDS,
  CITATION_TYPE_LABELS,
  citationProblems,
  citationTypesFor,
  type CitationField,
  type CitationInput,
  type CitationProblem,
  type CitationType,
} from "@wordloom/shared/api";

const useStyles = makeStyles({
  form: { display: "grid", gap: "10px" },
  fields: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", gap: "8px 12px" },
  messages: { display: "grid", gap: "6px" },
});

/** Which fields are always required for a type (the conditional ones are marked by the messages). */
const REQUIRED: Record<CitationType, readonly CitationField[]> = {
  "chicago-biblo": ["author", "title", "publisher", "year"],
  "chicago-author": ["author", "title", "year"],
  legal: ["code", "section"],
};

type Values = Partial<Record<CitationField, string>>;

/** The citation as stored: trimmed values, empty fields left out. */
const toInput = (citationType: CitationType, values: Values): CitationInput => {
  const fields = Object.fromEntries(
    CITATION_TYPE_FIELDS[citationType].map((field) => [field, values[field]?.trim() ?? ""]).filter(([, value]) => value),
  ) as Values;
  return { citationType, ...fields };
};

interface CitationDialogProps {
  open: boolean;
  /** Spec document 2 §5: legal citations only when the flag citation_legal_available allows. */
  legalAvailable: boolean;
  /** The citation being edited. */
  initial?: CitationInput | null;
  onSubmit: (citation: CitationInput) => void;
  onCancel: () => void;
}

/** The citation dialog: a type picker plus the type's fields, checked against the spec's rules. */
export const CitationDialog = ({ open, legalAvailable, initial, onSubmit, onCancel }: CitationDialogProps) => {
  const styles = useStyles();
  const types = citationTypesFor(legalAvailable);
  const [citationType, setCitationType] = useState<CitationType>("chicago-biblo");
  const [values, setValues] = useState<Values>({});
  const [problems, setProblems] = useState<CitationProblem[]>([]);

  // The dialog starts afresh (or from the edited citation) each time it opens.
  useEffect(() => {
    if (open) {
      const allowed = citationTypesFor(legalAvailable);
      setCitationType(initial && allowed.includes(initial.citationType) ? initial.citationType : "chicago-biblo");
      const { citationType: _type, ...fields } = initial ?? { citationType: "chicago-biblo" };
      setValues(fields);
      setProblems([]);
    }
  }, [open, initial, legalAvailable]);

  const flagged = new Set(problems.flatMap((problem) => problem.fields));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const citation = toInput(citationType, values);
    const found = citationProblems(citation);
    setProblems(found);
    if (found.length === 0) {
      onSubmit(citation);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{initial ? "Edit citation" : "Add citation"}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label="Citation type">
                <RadioGroup
                  layout="horizontal"
                  value={citationType}
                  onChange={(_event, data) => {
                    setCitationType(data.value as CitationType);
                    setProblems([]);
                  }}
                >
                  {types.map((type) => (
                    <Radio key={type} value={type} label={CITATION_TYPE_LABELS[type]} />
                  ))}
                </RadioGroup>
              </Field>
              <div className={styles.fields}>
                {CITATION_TYPE_FIELDS[citationType].map((field) => (
                  <Field
                    key={field}
                    label={CITATION_FIELD_LABELS[field]}
                    required={REQUIRED[citationType].includes(field)}
                    validationState={flagged.has(field) ? "error" : "none"}
                  >
                    <Input
                      value={values[field] ?? ""}
                      type={field === "url" ? "url" : "text"}
                      onChange={(_event, data) => setValues((current) => ({ ...current, [field]: data.value }))}
                    />
                  </Field>
                ))}
              </div>
              {problems.length > 0 ? (
                <div className={styles.messages} role="alert">
                  {problems.map((problem) => (
                    <MessageBar key={problem.message} intent="error">
                      <MessageBarBody>{problem.message}</MessageBarBody>
                    </MessageBar>
                  ))}
                </div>
              ) : null}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit">
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
