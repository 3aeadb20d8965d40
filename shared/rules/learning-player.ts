import { PREPARATION_DELAY_MS } from "./learning";

/**
 * The exercise player (spec document 3 §4.9) as pure functions over time: every function takes
 * `now` (milliseconds) from the caller's clock, so the screen passes `Date.now()` each second and
 * tests pass a fake clock. Stages: start → (choice →) start with the 10 s preparation → started →
 * timesup (only when an unused extension exists) → started again or ended.
 */
export const PLAYER_STAGES = ["start", "choice", "started", "timesup", "ended"] as const;
export type PlayerStage = (typeof PLAYER_STAGES)[number];

export interface PlayerExerciseType {
  /** Seconds to write. */
  timeAllowed: number;
  /** Seconds the extension adds; 0 when the type has none. */
  extensionTime: number;
  sourceKind: "text" | "image" | "json";
}

export type PlayerEndReason = "submitted" | "autoSubmitted" | "left";

export interface PlayerState {
  stage: PlayerStage;
  type: PlayerExerciseType;
  /** When the preparation delay ends (stage start), or null before it began. */
  preparationEndsAt: number | null;
  /** When writing started (first entry into started). */
  startedAt: number | null;
  /** When the time (or the extension) runs out, while started. */
  deadline: number | null;
  extensionUsed: boolean;
  endedAt: number | null;
  endReason: PlayerEndReason | null;
}

/** What the screen must do after a step: nothing, or submit the text now. */
export type PlayerEffect = "none" | "submit";

export interface PlayerStep {
  state: PlayerState;
  effect: PlayerEffect;
}

export const createPlayer = (type: PlayerExerciseType): PlayerState => ({
  stage: "start",
  type,
  preparationEndsAt: null,
  startedAt: null,
  deadline: null,
  extensionUsed: false,
  endedAt: null,
  endReason: null,
});

/** The preparation countdown begins (stage start, 10 s until writing starts). */
export const beginPreparation = (state: PlayerState, now: number): PlayerState => ({
  ...state,
  stage: "start",
  preparationEndsAt: now + PREPARATION_DELAY_MS,
});

/**
 * After the exercise was picked: a text source offering more than one topic goes to choice; any
 * other goes straight to the preparation countdown.
 */
export const afterPick = (state: PlayerState, topicCount: number, now: number): PlayerState =>
  state.type.sourceKind === "text" && topicCount > 1 ? { ...state, stage: "choice" } : beginPreparation(state, now);

/** A topic was chosen in the choice stage: the preparation countdown begins. */
export const chooseTopic = (state: PlayerState, now: number): PlayerState =>
  state.stage === "choice" ? beginPreparation(state, now) : state;

const hasUnusedExtension = (state: PlayerState): boolean => state.type.extensionTime > 0 && !state.extensionUsed;

const end = (state: PlayerState, now: number, reason: PlayerEndReason): PlayerState => ({
  ...state,
  stage: "ended",
  deadline: null,
  endedAt: now,
  endReason: reason,
});

/**
 * One tick of the clock (the screen calls it every second): the preparation ends into started;
 * at zero the writing either offers the extension (timesup) or is auto-submitted.
 */
export const tick = (state: PlayerState, now: number): PlayerStep => {
  if (state.stage === "start" && state.preparationEndsAt !== null && now >= state.preparationEndsAt) {
    return {
      state: { ...state, stage: "started", startedAt: state.startedAt ?? now, deadline: now + state.type.timeAllowed * 1000 },
      effect: "none",
    };
  }
  if (state.stage === "started" && state.deadline !== null && now >= state.deadline) {
    if (hasUnusedExtension(state)) {
      return { state: { ...state, stage: "timesup", deadline: null }, effect: "none" };
    }
    return { state: end(state, now, "autoSubmitted"), effect: "submit" };
  }
  return { state, effect: "none" };
};

/** Take Time: writing continues for the extension seconds (the delay penalty is charged by the server). */
export const takeExtension = (state: PlayerState, now: number): PlayerState =>
  state.stage === "timesup" && hasUnusedExtension(state)
    ? { ...state, stage: "started", extensionUsed: true, deadline: now + state.type.extensionTime * 1000 }
    : state;

/** Submit (from started, or from timesup without the extension). */
export const submitNow = (state: PlayerState, now: number): PlayerStep =>
  state.stage === "started" || state.stage === "timesup"
    ? { state: end(state, now, "submitted"), effect: "submit" }
    : { state, effect: "none" };

/** Leaving after confirming 'Are You Sure! This will end your task.' */
export const leave = (state: PlayerState, now: number): PlayerState => (state.stage === "ended" ? state : end(state, now, "left"));

/** Whether leaving needs the confirmation (only while writing). */
export const leavingNeedsConfirmation = (state: PlayerState): boolean => state.stage === "started" || state.stage === "timesup";

/** Whole seconds left on the visible countdown (preparation or writing); 0 otherwise. */
export const secondsLeft = (state: PlayerState, now: number): number => {
  const until = state.stage === "start" ? state.preparationEndsAt : state.stage === "started" ? state.deadline : null;
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
};

/** Seconds spent writing, the submission's completeTime. */
export const completeTimeSeconds = (state: PlayerState, now: number): number =>
  state.startedAt === null ? 0 : Math.max(0, Math.round(((state.endedAt ?? now) - state.startedAt) / 1000));

/** "mm:ss" for the countdown. */
export const formatCountdown = (seconds: number): string => {
  const safe = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(safe / 60)).padStart(2, "0")}:${String(safe % 60).padStart(2, "0")}`;
};
