import { isExerciseTypeLocked, LEARNING_MESSAGES, type LevelPosition } from "@wordloom/shared/rules";
import { definePolicy } from "../../policies/index";
import type { ExerciseTypeRow } from "./learning.tables";

/** The learner with their journey position (currentLevel.currentSubLevel). */
export interface PositionedLearner {
  id: string;
  position: LevelPosition;
}

/**
 * Every learner sees the whole catalogue; a type above their level is locked (spec document 3 §5):
 * picking or starting it answers 409 with the level it unlocks at.
 */
export const exerciseTypePolicy = definePolicy({
  notFound: LEARNING_MESSAGES.exerciseTypeNotFound,
  see: () => true,
  rules: {
    play: (actor: PositionedLearner, type: Pick<ExerciseTypeRow, "minimumLevel">) =>
      isExerciseTypeLocked(type.minimumLevel, actor.position) ? { conflict: LEARNING_MESSAGES.typeLocked(type.minimumLevel) } : true,
  },
});
