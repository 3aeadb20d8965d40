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
} from "@fluentui/react-components";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import type { DocumentSummary } from "@wordloom/shared/model";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { documentKeys } from "./queries";

export const EMPTY_TITLE_MESSAGE = "Title Can't be empty!";

/** Renames a document (spec document 2 §5: non-empty plain text). */
export const RenameDialog = ({ document, onClose }: { document: DocumentSummary | null; onClose: () => void }) => {
  const [title, setTitle] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(() => {
    setTitle(document?.title ?? "");
    setProblem(null);
  }, [document]);

  const rename = useMutation({
    mutationFn: (next: string) => api.updateDocument({ params: { id: document?.id ?? "" }, body: { title: next } }),
    onSuccess: async () => {
      notify("Document renamed.", "success");
      await queryClient.invalidateQueries({ queryKey: documentKeys.all });
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = title.replace(/\s+/g, " ").trim();
    if (!next) {
      setProblem(EMPTY_TITLE_MESSAGE);
      return;
    }
    rename.mutate(next);
  };

  return (
    <Dialog open={document !== null} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={submit}>
          <DialogBody>
            <DialogTitle>Rename document</DialogTitle>
            <DialogContent>
              <Field label="Title" validationMessage={problem ?? undefined} validationState={problem ? "error" : "none"}>
                <Input value={title} onChange={(_event, data) => setTitle(data.value)} maxLength={200} autoFocus />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button appearance="primary" type="submit" disabled={rename.isPending}>
                Save
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
};
