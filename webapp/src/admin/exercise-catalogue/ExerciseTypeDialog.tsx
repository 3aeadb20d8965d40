import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
  Textarea,
} from "@fluentui/react-components";
import { useState } from "react";
import type { AdminExerciseType } from "@wordloom/shared/model";
import { LEVEL_LABEL_PATTERN } from "@wordloom/shared/rules";
import { errorMessage } from "../../api/errors";
import type { ExerciseTypeBody } from "./use-exercise-catalogue";

const useStyles = makeStyles({
  surface: { width: "min(760px, 94vw)", maxWidth: "min(760px, 94vw)" },
  grid: { display: "grid", gap: "10px", gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))" },
  wide: { gridColumn: "1 / -1" },
  content: { display: "grid", gap: "12px", maxHeight: "70vh", overflowY: "auto" },
});

const SOURCES = ["text", "image", "json"] as const;
const NUMBERS = [
  { key: "timeAllowed", label: "Time allowed (s)", min: 30, max: 7200 },
  { key: "extensionTime", label: "Extension (s)", min: 0, max: 3600 },
  { key: "delayPenalty", label: "Delay penalty (credits)", min: 0, max: 100 },
  { key: "credits", label: "Credits for a pass", min: 0, max: 100 },
  { key: "wordLimit", label: "Word limit", min: 10, max: 3000 },
] as const;
type NumberKey = (typeof NUMBERS)[number]["key"];

interface ExerciseTypeDialogProps {
  /** The type edited, or null to add one. */
  type: AdminExerciseType | null;
  saving: boolean;
  error: unknown;
  onSave: (body: ExerciseTypeBody) => void;
  onClose: () => void;
}

const initial = (type: AdminExerciseType | null) => ({
  slug: type?.slug ?? "",
  name: type?.name ?? "",
  introductoryNotes: type?.introductoryNotes ?? "",
  cardImage: type?.cardImage ?? "/learning/cards/default.svg",
  minimumLevel: type?.minimumLevel ?? "0.0",
  timeAllowed: String(type?.timeAllowed ?? 300),
  extensionTime: String(type?.extensionTime ?? 0),
  delayPenalty: String(type?.delayPenalty ?? 0),
  credits: String(type?.credits ?? 1),
  wordLimit: String(type?.wordLimit ?? 150),
  task: type?.task ?? "",
  sourceKind: type?.sourceKind ?? ("text" as const),
  info: type?.info ?? "",
});

/** Add or edit an exercise type: every field the learners' cards and player use. */
export const ExerciseTypeDialog = ({ type, saving, error, onSave, onClose }: ExerciseTypeDialogProps) => {
  const styles = useStyles();
  const [form, setForm] = useState(() => initial(type));
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (_event: unknown, data: { value: string }) =>
    setForm((current) => ({ ...current, [key]: data.value }));
  const save = () => {
    if (!LEVEL_LABEL_PATTERN.test(form.minimumLevel)) {
      setProblem("A level is written 'x.y' (0.0 to 5.9).");
      return;
    }
    const numbers = {} as Record<NumberKey, number>;
    for (const field of NUMBERS) {
      const value = Number(form[field.key]);
      if (!Number.isInteger(value) || value < field.min || value > field.max) {
        setProblem(`${field.label}: a whole number from ${field.min} to ${field.max}.`);
        return;
      }
      numbers[field.key] = value;
    }
    setProblem(null);
    onSave({ ...form, ...numbers });
  };
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{type ? `Edit ${type.name}` : "Add an exercise type"}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.grid}>
              <Field label="Name" required>
                <Input value={form.name} onChange={set("name")} />
              </Field>
              <Field label="Slug" required hint="lower-case-with-dashes">
                <Input value={form.slug} onChange={set("slug")} />
              </Field>
              <Field label="Minimum level">
                <Input value={form.minimumLevel} onChange={set("minimumLevel")} />
              </Field>
              <Field label="Source">
                <Dropdown
                  value={form.sourceKind}
                  selectedOptions={[form.sourceKind]}
                  onOptionSelect={(_event, data) =>
                    setForm((current) => ({ ...current, sourceKind: (data.optionValue ?? "text") as (typeof SOURCES)[number] }))
                  }
                >
                  {SOURCES.map((source) => (
                    <Option key={source} value={source}>
                      {source}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              {NUMBERS.map((field) => (
                <Field key={field.key} label={field.label}>
                  <Input type="number" min={field.min} max={field.max} value={form[field.key]} onChange={set(field.key)} />
                </Field>
              ))}
              <Field label="Card image" className={styles.wide}>
                <Input value={form.cardImage} onChange={set("cardImage")} />
              </Field>
              <Field label="Task" required className={styles.wide}>
                <Textarea value={form.task} onChange={set("task")} resize="vertical" />
              </Field>
              <Field label="Introductory notes" className={styles.wide}>
                <Textarea value={form.introductoryNotes} onChange={set("introductoryNotes")} resize="vertical" />
              </Field>
              <Field label="Info" className={styles.wide}>
                <Textarea value={form.info} onChange={set("info")} resize="vertical" />
              </Field>
            </div>
            {problem || error ? (
              <MessageBar intent="error">
                <MessageBarBody>{problem ?? errorMessage(error)}</MessageBarBody>
              </MessageBar>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={saving} onClick={save}>
              {saving ? "Saving…" : "Save"}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
