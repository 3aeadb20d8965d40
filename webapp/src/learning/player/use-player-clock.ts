import { useCallback, useEffect, useRef, useState } from "react";
import {
  afterPick,
  chooseTopic,
  createPlayer,
  leave,
  submitNow,
  takeExtension,
  tick,
  type PlayerExerciseType,
  type PlayerState,
} from "@wordloom/shared/rules";

/**
 * The player's stages and clock (spec document 3 §4.9) over the shared pure rules: the clock ticks
 * each second while a countdown runs (the preparation, the writing time); at zero the rules either
 * offer the extension (timesup) or ask for the submission, which `onSubmit` sends.
 */
export const usePlayerClock = (type: PlayerExerciseType, onSubmit: (state: PlayerState) => void) => {
  const [state, setState] = useState<PlayerState>(() => createPlayer(type));
  const [now, setNow] = useState(() => Date.now());
  const stateRef = useRef(state);
  const submitRef = useRef(onSubmit);
  submitRef.current = onSubmit;

  const apply = useCallback((next: PlayerState) => {
    stateRef.current = next;
    setState(next);
    setNow(Date.now());
  }, []);

  const counting = (state.stage === "start" && state.preparationEndsAt !== null) || state.stage === "started";
  useEffect(() => {
    if (!counting) {
      return;
    }
    const timer = setInterval(() => {
      const at = Date.now();
      const step = tick(stateRef.current, at);
      setNow(at);
      if (step.state !== stateRef.current) {
        stateRef.current = step.state;
        setState(step.state);
      }
      if (step.effect === "submit") {
        submitRef.current(step.state);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [counting]);

  return {
    state,
    now,
    picked: (topicCount: number) => apply(afterPick(stateRef.current, topicCount, Date.now())),
    chose: () => apply(chooseTopic(stateRef.current, Date.now())),
    extend: () => apply(takeExtension(stateRef.current, Date.now())),
    submit: () => {
      const step = submitNow(stateRef.current, Date.now());
      apply(step.state);
      if (step.effect === "submit") {
        submitRef.current(step.state);
      }
    },
    leave: () => apply(leave(stateRef.current, Date.now())),
  };
};
