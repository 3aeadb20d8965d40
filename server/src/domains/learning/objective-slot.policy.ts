import { LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { definePolicy } from "../../policies/index";
import type { ObjectiveSlotRow } from "./learning.tables";
import type { LearnerActor } from "./submission.policy";

/** An objective slot is its learner's alone (404 for anyone else). */
export const objectiveSlotPolicy = definePolicy({
  notFound: LEARNING_MESSAGES.objectiveNotFound,
  see: (actor: LearnerActor, slot: Pick<ObjectiveSlotRow, "userId">) => slot.userId === actor.id,
  rules: { start: () => true },
});
