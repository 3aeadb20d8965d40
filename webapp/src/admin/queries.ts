/** The admin area's query keys. Every admin query lives under `all`, so leaving the admin area can drop them all. */
export const adminKeys = {
  all: ["admin"] as const,
  users: () => [...adminKeys.all, "users"] as const,
  usersPage: (page: number, q: string) => [...adminKeys.users(), { page, q }] as const,
  referenceWorks: () => [...adminKeys.all, "reference-works"] as const,
  exerciseCatalogue: () => [...adminKeys.all, "exercise-catalogue"] as const,
  exerciseTypes: () => [...adminKeys.exerciseCatalogue(), "types"] as const,
  exercises: (typeId: string) => [...adminKeys.exerciseCatalogue(), "exercises", typeId] as const,
};
