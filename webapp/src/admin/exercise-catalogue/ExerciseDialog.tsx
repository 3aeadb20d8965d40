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
  Textarea,
} from "@fluentui/react-components";
import { useState } from "react";
import type { AdminExercise } from "@wordloom/shared/model";
import { errorMessage } from "../../api/errors";
import type { ExerciseBody } from "./use-exercise-catalogue";

const useStyles = makeStyles({
  surface: { width: "min(760px, 94vw)", maxWidth: "min(760px, 94vw)" },
  content: { display: "grid", gap: "10px", maxHeight: "70vh", overflowY: "auto" },
  pair: { display: "grid", gap: "10px", gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))" },
});

interface ExerciseDialogProps {
  typeName: string;
  exercise: AdminExercise | null;
  saving: boolean;
  error: unknown;
  onSave: (body: ExerciseBody) => void;
  onClose: () => void;
}

/** Add or edit one exercise of a type: its topic, text, picture, prompts (JSON), hint and model answer. */
export const ExerciseDialog = ({ typeName, exercise, saving, error, onSave, onClose }: ExerciseDialogProps) => {
  const styles = useStyles();
  const [form, setForm] = useState({
    title: exercise?.title ?? "",
    level: String(exercise?.level ?? 0),
    content: exercise?.content ?? "",
    image: exercise?.image ?? "",
    imageAlt: exercise?.imageAlt ?? "",
    contentJson: JSON.stringify(exercise?.contentJson ?? {}, null, 2),
    hint: exercise?.hint ?? "",
    reference: exercise?.reference ?? "",
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (_event: unknown, data: { value: string }) =>
    setForm((current) => ({ ...current, [key]: data.value }));
  const save = () => {
    let contentJson: unknown;
    try {
      contentJson = JSON.parse(form.contentJson || "{}");
    } catch {
      contentJson = null;
    }
    if (!contentJson || typeof contentJson !== "object" || Array.isArray(contentJson)) {
      setProblem('Structured content must be a JSON object, e.g. { "prompts": ["a lighthouse", "a storm"] }.');
      return;
    }
    const level = Number(form.level);
    if (!Number.isInteger(level) || level < 0 || level > 5) {
      setProblem("Level: a whole number from 0 to 5.");
      return;
    }
    setProblem(null);
    onSave({
      title: form.title,
      level,
      content: form.content,
      image: form.image.trim() || null,
      imageAlt: form.imageAlt.trim() || null,
      contentJson: contentJson as Record<string, unknown>,
      hint: form.hint,
      reference: form.reference,
    });
  };
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{exercise ? `Edit ${exercise.title}` : `Add an exercise to ${typeName}`}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.pair}>
              <Field label="Title" required>
                <Input value={form.title} onChange={set("title")} />
              </Field>
              <Field label="Level (offered from)" hint="0–5: the lowest journey level the random pick offers it at">
                <Input type="number" min={0} max={5} value={form.level} onChange={set("level")} />
              </Field>
            </div>
            <Field label="Text (passage, brief or topic)">
              <Textarea value={form.content} onChange={set("content")} resize="vertical" rows={5} />
            </Field>
            <div className={styles.pair}>
              <Field label="Picture URL">
                <Input value={form.image} onChange={set("image")} placeholder="/learning/exercises/…svg" />
              </Field>
              <Field label="Picture description">
                <Input value={form.imageAlt} onChange={set("imageAlt")} />
              </Field>
            </div>
            <Field label="Structured content (JSON)">
              <Textarea value={form.contentJson} onChange={set("contentJson")} resize="vertical" rows={3} />
            </Field>
            <Field label="Hint (costs the learner 1 credit)">
              <Textarea value={form.hint} onChange={set("hint")} resize="vertical" />
            </Field>
            <Field label="Model answer (admins only)">
              <Textarea value={form.reference} onChange={set("reference")} resize="vertical" rows={4} />
            </Field>
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
