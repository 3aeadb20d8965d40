import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AdminExerciseBodySchema,
  AdminExerciseTypeBodySchema,
  AdminUpdateExerciseBodySchema,
  AdminUpdateExerciseTypeBodySchema,
} from "@wordloom/shared/model";
import { adminApi } from "../admin-client";
import { adminKeys } from "../queries";

export type ExerciseTypeBody = z.input<typeof AdminExerciseTypeBodySchema>;
export type ExerciseTypePatch = z.input<typeof AdminUpdateExerciseTypeBodySchema>;
export type ExerciseBody = z.input<typeof AdminExerciseBodySchema>;
export type ExercisePatch = z.input<typeof AdminUpdateExerciseBodySchema>;

/** The exercise catalogue's types. */
export const useExerciseTypesCatalogue = () =>
  useQuery({ queryKey: adminKeys.exerciseTypes(), queryFn: ({ signal }) => adminApi.adminListExerciseTypes(undefined, { signal }) });

/** One type's exercises. */
export const useExercisesCatalogue = (typeId: string | null) =>
  useQuery({
    queryKey: adminKeys.exercises(typeId ?? ""),
    queryFn: ({ signal }) => adminApi.adminListExercises({ params: { id: typeId ?? "" } }, { signal }),
    enabled: typeId !== null,
  });

/** Add, edit and remove types and exercises; each refreshes the catalogue. */
export const useCatalogueActions = () => {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.exerciseCatalogue() });
  return {
    createType: useMutation({ mutationFn: (body: ExerciseTypeBody) => adminApi.adminCreateExerciseType({ body }), onSuccess: refresh }),
    updateType: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ExerciseTypePatch }) => adminApi.adminUpdateExerciseType({ params: { id }, body }),
      onSuccess: refresh,
    }),
    deleteType: useMutation({ mutationFn: (id: string) => adminApi.adminDeleteExerciseType({ params: { id } }), onSuccess: refresh }),
    createExercise: useMutation({
      mutationFn: ({ typeId, body }: { typeId: string; body: ExerciseBody }) =>
        adminApi.adminCreateExercise({ params: { id: typeId }, body }),
      onSuccess: refresh,
    }),
    updateExercise: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ExercisePatch }) => adminApi.adminUpdateExercise({ params: { id }, body }),
      onSuccess: refresh,
    }),
    deleteExercise: useMutation({ mutationFn: (id: string) => adminApi.adminDeleteExercise({ params: { id } }), onSuccess: refresh }),
  };
};
