import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { QuestionnaireAnswersBody, Submission } from "@wordloom/shared/model";
import { LEARNING_MESSAGES, RESULT_POLL_INTERVAL_MS, RESULT_POLL_MAX_ATTEMPTS } from "@wordloom/shared/rules";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { exerciseTypesQuery, journeyQuery, submissionsQuery } from "./learning-queries";
import { learningKeys } from "./queries";

/** The exercise type cards with the learner's progress and lock, recommended first. */
export const useExerciseTypes = () => useQuery(exerciseTypesQuery());

/** Your Evaluation: the learner's submissions that are not pending. */
export const useSubmissions = () => useQuery({ ...submissionsQuery(), select: (list) => list.items });

export const isSettled = (submission: Pick<Submission, "status">) => submission.status === "evaluated" || submission.status === "failed";

/**
 * One submission. While `poll` is on and the submission waits for its evaluation, it is fetched
 * again every 10 s, at most 10 times (spec document 3 §4.9, §9).
 */
export const useSubmission = (id: string | null, options: { poll?: boolean } = {}) =>
  useQuery({
    queryKey: learningKeys.submission(id ?? ""),
    queryFn: ({ signal }) => api.getSubmission({ params: { id: id ?? "" } }, { signal }),
    enabled: id !== null,
    // While polling, the interval decides when to fetch again (the player has just stored the submission).
    staleTime: options.poll ? Infinity : 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!options.poll || !data || isSettled(data)) {
        return false;
      }
      return query.state.dataUpdateCount <= RESULT_POLL_MAX_ATTEMPTS ? RESULT_POLL_INTERVAL_MS : false;
    },
    refetchIntervalInBackground: true,
  });

export const useJourney = () => useQuery(journeyQuery());

export const useQuestionnaire = (enabled = true) =>
  useQuery({
    queryKey: learningKeys.questionnaire(),
    queryFn: ({ signal }) => api.getQuestionnaire(undefined, { signal }),
    enabled,
    staleTime: Infinity,
  });

/** Everything a submission's change can move: the cards' progress, Your Evaluation, the journey. */
export const useInvalidateLearning = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: learningKeys.all });
};

/** Resubmit a pending or failed submission ('Thanks for resubmitting! …'). */
export const useResubmit = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.resubmitSubmission({ params: { id } }),
    onSuccess: async (submission) => {
      notify(LEARNING_MESSAGES.resubmitted, "success");
      queryClient.setQueryData(learningKeys.submission(submission.id), submission);
      await queryClient.invalidateQueries({ queryKey: learningKeys.submissions() });
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
};

/** Reload a submit or failed submission (the reload icon). */
export const useReloadSubmission = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (id: string) => api.getSubmission({ params: { id } }),
    onSuccess: async (submission) => {
      queryClient.setQueryData(learningKeys.submission(submission.id), submission);
      await queryClient.invalidateQueries({ queryKey: learningKeys.submissions() });
      if (isSettled(submission)) {
        await queryClient.invalidateQueries({ queryKey: learningKeys.exerciseTypes() });
        await queryClient.invalidateQueries({ queryKey: learningKeys.journey() });
      }
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
};

/** Save the questionnaire's answers: they choose the first objectives and exercises. */
export const useAnswerQuestionnaire = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (body: QuestionnaireAnswersBody) => api.answerQuestionnaire({ body }),
    onSuccess: async (result) => {
      queryClient.setQueryData(learningKeys.journey(), result.journey);
      await queryClient.invalidateQueries({ queryKey: learningKeys.all });
    },
    onError: (error) => notify(errorMessage(error), "error"),
  });
};
