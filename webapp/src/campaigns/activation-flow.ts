import type { ActivationResult, ResumeResult } from "@wordloom/shared/model";

/**
 * The activation and resume flow of spec document 4 §4 as a pure state machine: what dialog shows
 * after each server answer, and what the next call carries. ActivationDialogs.tsx renders it.
 */
export type FlowStep =
  | { step: "idle" }
  | { step: "confirm"; kind: "activate" | "resume" }
  | { step: "new_start"; earliestStartAt: string; postsBeforeStart: number; message: string }
  | { step: "linkedin"; postIds: string[]; message: string }
  | { step: "linking"; platforms: string[]; message: string }
  | { step: "overdue"; postIds: string[]; earliestStartAt: string; message: string; choosingWindow: boolean };

/** What the next activation call sends: the answers given so far in this flow. */
export interface ActivationChoice {
  startAt?: string;
  shiftPosts?: boolean;
  ignoreMissingComments?: boolean;
}

export type FlowEnd = { done: "activated"; message: string } | { done: "start_updated"; message: string; postsToMove: string[] } | null;

export interface FlowState {
  current: FlowStep;
  choice: ActivationChoice;
}

export const initialFlow: FlowState = { current: { step: "idle" }, choice: {} };

/** After an activation answer: the next dialog, or the end of the flow. */
export const afterActivation = (state: FlowState, result: ActivationResult): { state: FlowState; end: FlowEnd } => {
  switch (result.outcome) {
    case "activated":
      return { state: initialFlow, end: { done: "activated", message: result.message } };
    case "start_updated":
      return { state: initialFlow, end: { done: "start_updated", message: result.message, postsToMove: result.postsToMove } };
    case "needs_new_start":
      return {
        state: {
          choice: state.choice,
          current: {
            step: "new_start",
            earliestStartAt: result.earliestStartAt,
            postsBeforeStart: result.postsBeforeStart,
            message: result.message,
          },
        },
        end: null,
      };
    case "missing_linkedin_comments":
      return {
        state: { choice: state.choice, current: { step: "linkedin", postIds: result.postIds, message: result.message } },
        end: null,
      };
    case "needs_linking":
      return {
        state: { choice: state.choice, current: { step: "linking", platforms: result.platforms, message: result.message } },
        end: null,
      };
  }
};

/** After a resume answer. */
export const afterResume = (state: FlowState, result: ResumeResult): { state: FlowState; end: FlowEnd } => {
  switch (result.outcome) {
    case "resumed":
      return { state: initialFlow, end: { done: "activated", message: result.message } };
    case "overdue_posts":
      return {
        state: {
          choice: state.choice,
          current: {
            step: "overdue",
            postIds: result.postIds,
            earliestStartAt: result.earliestStartAt,
            message: result.message,
            choosingWindow: false,
          },
        },
        end: null,
      };
    case "needs_linking":
      return {
        state: { choice: state.choice, current: { step: "linking", platforms: result.platforms, message: result.message } },
        end: null,
      };
  }
};

/** 'Proceed & Shift posts' (shift: true) or 'Shift posts myself' (shift: false) with the new start. */
export const chooseNewStart = (state: FlowState, startAt: string, shift: boolean): ActivationChoice => ({
  ...state.choice,
  startAt,
  shiftPosts: shift,
});

/** 'Ignore & Activate' after the LinkedIn own-comments warning. */
export const ignoreComments = (state: FlowState): ActivationChoice => ({ ...state.choice, ignoreMissingComments: true });
