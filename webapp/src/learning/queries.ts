/** The learning area's query keys (exercise types, submissions, the journey, the questionnaire). */
export const learningKeys = {
  all: ["learning"] as const,
  exerciseTypes: () => [...learningKeys.all, "exercise-types"] as const,
  submissions: () => [...learningKeys.all, "submissions"] as const,
  submission: (id: string) => [...learningKeys.all, "submission", id] as const,
  journey: () => [...learningKeys.all, "journey"] as const,
  questionnaire: () => [...learningKeys.all, "questionnaire"] as const,
};
