import { api } from "../api/client";
import { learningKeys } from "./queries";

/** The queries a learning screen starts with, shared by its hooks and its route's prefetch. */
export const exerciseTypesQuery = () => ({
  queryKey: learningKeys.exerciseTypes(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.listExerciseTypes(undefined, { signal }),
});

export const submissionsQuery = () => ({
  queryKey: learningKeys.submissions(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.listSubmissions(undefined, { signal }),
});

export const journeyQuery = () => ({
  queryKey: learningKeys.journey(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api.getJourney(undefined, { signal }),
});
