import { appQueryClient } from "../app/query-client";
import { exerciseTypesQuery, journeyQuery, submissionsQuery } from "./learning-queries";

/** The exercises screen's data (a no-op while the cache is fresh). */
export const prefetchExercises = async (): Promise<void> => {
  await Promise.all([
    appQueryClient.prefetchQuery(exerciseTypesQuery()),
    appQueryClient.prefetchQuery(submissionsQuery()),
    appQueryClient.prefetchQuery(journeyQuery()),
  ]);
};

/** The timeline's data. */
export const prefetchTimeline = () => appQueryClient.prefetchQuery(journeyQuery());
