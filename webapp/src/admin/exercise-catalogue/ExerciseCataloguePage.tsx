import {
  Body1,
  Button,
  Caption1,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  tokens,
} from "@fluentui/react-components";
import { AddRegular, DeleteRegular, EditRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { AdminExercise, AdminExerciseType } from "@wordloom/shared/model";
import { errorMessage } from "../../api/errors";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Loading } from "../../ui/Loading";
import { ExerciseDialog } from "./ExerciseDialog";
import { ExerciseTypeDialog } from "./ExerciseTypeDialog";
import { useCatalogueActions, useExercisesCatalogue, useExerciseTypesCatalogue } from "./use-exercise-catalogue";

const useStyles = makeStyles({
  root: { display: "grid", gap: "16px", minWidth: 0 },
  intro: { color: tokens.colorNeutralForeground2, maxWidth: "760px" },
  bar: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "8px", flexWrap: "wrap" },
  table: { overflowX: "auto" },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  actions: { display: "flex", gap: "4px" },
  name: { display: "grid" },
});

type Editing<T> = { item: T | null } | null;
type Removing = { kind: "type"; item: AdminExerciseType } | { kind: "exercise"; item: AdminExercise } | null;

/** /admin/exercises: the writing exercise catalogue — its types (the learners' cards) and each type's exercises. */
export const ExerciseCataloguePage = () => {
  const styles = useStyles();
  const types = useExerciseTypesCatalogue();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = types.data?.items.find((type) => type.id === selectedId) ?? null;
  const exercises = useExercisesCatalogue(selected?.id ?? null);
  const actions = useCatalogueActions();
  const [editingType, setEditingType] = useState<Editing<AdminExerciseType>>(null);
  const [editingExercise, setEditingExercise] = useState<Editing<AdminExercise>>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const removeError = actions.deleteType.error ?? actions.deleteExercise.error;

  return (
    <section className={styles.root} aria-labelledby="exercise-catalogue-heading">
      <Title2 id="exercise-catalogue-heading" as="h2">
        Writing exercises
      </Title2>
      <Body1 className={styles.intro}>
        The exercise types learners see as cards (locked until their level reaches the minimum level) and the exercises the player picks
        from at random. A type or an exercise learners have used can be edited but not removed.
      </Body1>
      {removeError ? (
        <MessageBar intent="error">
          <MessageBarBody>{errorMessage(removeError)}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.bar}>
        <Subtitle2 as="h3">Exercise types</Subtitle2>
        <Button
          icon={<AddRegular />}
          onClick={() => {
            actions.createType.reset();
            setEditingType({ item: null });
          }}
        >
          Add type
        </Button>
      </div>
      {types.isPending ? <Loading label="Loading the catalogue" /> : null}
      {types.isError ? <p role="alert">{errorMessage(types.error)}</p> : null}
      {types.data ? (
        <div className={styles.table}>
          <Table aria-label="Exercise types" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Level</TableHeaderCell>
                <TableHeaderCell>Source</TableHeaderCell>
                <TableHeaderCell>Time</TableHeaderCell>
                <TableHeaderCell>Words</TableHeaderCell>
                <TableHeaderCell>Exercises</TableHeaderCell>
                <TableHeaderCell>Submissions</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {types.data.items.map((type) => (
                <TableRow
                  key={type.id}
                  className={type.id === selectedId ? styles.selected : undefined}
                  aria-selected={type.id === selectedId}
                >
                  <TableCell>
                    <Button appearance="transparent" onClick={() => setSelectedId(type.id)} aria-label={`Show exercises of ${type.name}`}>
                      <span className={styles.name}>
                        {type.name}
                        <Caption1>{type.slug}</Caption1>
                      </span>
                    </Button>
                  </TableCell>
                  <TableCell>{type.minimumLevel}</TableCell>
                  <TableCell>{type.sourceKind}</TableCell>
                  <TableCell>{Math.round(type.timeAllowed / 60)} min</TableCell>
                  <TableCell>{type.wordLimit}</TableCell>
                  <TableCell>{type.exerciseCount}</TableCell>
                  <TableCell>{type.submissionCount}</TableCell>
                  <TableCell>
                    <span className={styles.actions}>
                      <Button
                        size="small"
                        icon={<EditRegular />}
                        aria-label={`Edit ${type.name}`}
                        onClick={() => {
                          actions.updateType.reset();
                          setEditingType({ item: type });
                        }}
                      />
                      <Button
                        size="small"
                        icon={<DeleteRegular />}
                        aria-label={`Remove ${type.name}`}
                        onClick={() => setRemoving({ kind: "type", item: type })}
                      />
                    </span>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}

      {selected ? (
        <>
          <div className={styles.bar}>
            <Subtitle2 as="h3">Exercises of {selected.name}</Subtitle2>
            <Button
              icon={<AddRegular />}
              onClick={() => {
                actions.createExercise.reset();
                setEditingExercise({ item: null });
              }}
            >
              Add exercise
            </Button>
          </div>
          {exercises.isPending ? <Loading label="Loading exercises" /> : null}
          {exercises.data && exercises.data.items.length === 0 ? (
            <Body1>No exercises yet: learners see 'No exercises found for this type yet!'.</Body1>
          ) : null}
          {exercises.data && exercises.data.items.length > 0 ? (
            <div className={styles.table}>
              <Table aria-label={`Exercises of ${selected.name}`} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>Title</TableHeaderCell>
                    <TableHeaderCell>Level</TableHeaderCell>
                    <TableHeaderCell>Text</TableHeaderCell>
                    <TableHeaderCell>Picture</TableHeaderCell>
                    <TableHeaderCell>Hint</TableHeaderCell>
                    <TableHeaderCell>Actions</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {exercises.data.items.map((exercise) => (
                    <TableRow key={exercise.id}>
                      <TableCell>{exercise.title}</TableCell>
                      <TableCell>L{exercise.level}</TableCell>
                      <TableCell>{exercise.content.length > 80 ? `${exercise.content.slice(0, 80)}…` : exercise.content}</TableCell>
                      <TableCell>{exercise.image ? <img src={exercise.image} alt={exercise.imageAlt ?? ""} height={36} /> : "—"}</TableCell>
                      <TableCell>{exercise.hint ? "Yes" : "—"}</TableCell>
                      <TableCell>
                        <span className={styles.actions}>
                          <Button
                            size="small"
                            icon={<EditRegular />}
                            aria-label={`Edit ${exercise.title}`}
                            onClick={() => {
                              actions.updateExercise.reset();
                              setEditingExercise({ item: exercise });
                            }}
                          />
                          <Button
                            size="small"
                            icon={<DeleteRegular />}
                            aria-label={`Remove ${exercise.title}`}
                            onClick={() => setRemoving({ kind: "exercise", item: exercise })}
                          />
                        </span>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          ) : null}
        </>
      ) : types.data && types.data.items.length > 0 ? (
        <Caption1>Choose a type to see and edit its exercises.</Caption1>
      ) : null}

      {editingType ? (
        <ExerciseTypeDialog
          type={editingType.item}
          saving={actions.createType.isPending || actions.updateType.isPending}
          error={editingType.item ? actions.updateType.error : actions.createType.error}
          onClose={() => setEditingType(null)}
          onSave={(body) => {
            const done = { onSuccess: () => setEditingType(null) };
            if (editingType.item) {
              actions.updateType.mutate({ id: editingType.item.id, body }, done);
            } else {
              actions.createType.mutate(body, done);
            }
          }}
        />
      ) : null}
      {editingExercise && selected ? (
        <ExerciseDialog
          typeName={selected.name}
          exercise={editingExercise.item}
          saving={actions.createExercise.isPending || actions.updateExercise.isPending}
          error={editingExercise.item ? actions.updateExercise.error : actions.createExercise.error}
          onClose={() => setEditingExercise(null)}
          onSave={(body) => {
            const done = { onSuccess: () => setEditingExercise(null) };
            if (editingExercise.item) {
              actions.updateExercise.mutate({ id: editingExercise.item.id, body }, done);
            } else {
              actions.createExercise.mutate({ typeId: selected.id, body }, done);
            }
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing?.kind === "type" ? "Remove exercise type?" : "Remove exercise?"}
        message={`“${removing ? (removing.kind === "type" ? removing.item.name : removing.item.title) : ""}” will be removed from the catalogue.`}
        confirmLabel="Remove"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing?.kind === "type") {
            actions.deleteType.mutate(removing.item.id, { onSuccess: () => setSelectedId((id) => (id === removing.item.id ? null : id)) });
          } else if (removing) {
            actions.deleteExercise.mutate(removing.item.id);
          }
          setRemoving(null);
        }}
      />
    </section>
  );
};
