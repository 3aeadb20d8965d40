import { eq } from "drizzle-orm";
import type { Journey, ObjectiveSlot, Questionnaire } from "@wordloom/shared/api";
import {
  LEARNING_LEVELS,
  QUESTIONNAIRE,
  badgeStep,
  levelInfo,
  levelLabel,
  objectiveAction,
  objectiveTitle,
  parseObjectiveKey,
  planJourney,
  recommendedExerciseTypes,
  slotActionLabel,
  slotLabel,
  type QuestionnaireAnswers,
} from "@wordloom/shared/rules";
import type { DbDeps, AppContext } from "../../context";
import { authorize } from "../../policies/index";
import type { UserRow } from "../account/users.tables";
import { ensureCatalogue } from "./catalogue/seed-catalogue";
import { ensureJourney, listSlots, positionOf, progressSlots, writePlan } from "./journey";
import { exerciseTypes, learningJourneys, learningObjectiveSlots, type ObjectiveSlotRow } from "./learning.tables";
import { objectiveSlotPolicy } from "./objective-slot.policy";
import "./learning.events";

type Learner = Pick<UserRow, "id">;

const typeNames = async (deps: DbDeps): Promise<Record<string, { id: string; name: string }>> => {
  await ensureCatalogue(deps);
  const rows = await deps.db.select({ id: exerciseTypes.id, slug: exerciseTypes.slug, name: exerciseTypes.name }).from(exerciseTypes);
  return Object.fromEntries(rows.map((row) => [row.slug, { id: row.id, name: row.name }]));
};

const presentSlot = (slot: ObjectiveSlotRow, types: Record<string, { id: string; name: string }>): ObjectiveSlot => {
  const { key, params } = parseObjectiveKey(slot.objectiveKey);
  const action = objectiveAction(key);
  const names = Object.fromEntries(Object.entries(types).map(([slug, type]) => [slug, type.name]));
  const exerciseType = key === "passExercise" ? types[params[0] ?? ""] : undefined;
  return {
    id: slot.id,
    objectiveKey: slot.objectiveKey,
    group: action?.group ?? "document",
    level: slot.level,
    journeyLevel: slotLabel(slot.level, slot.slotIndex),
    status: slot.status,
    title: objectiveTitle(slot.objectiveKey, names),
    description: action?.description ?? "",
    path: exerciseType ? `exercises?type=${exerciseType.id}` : (action?.path ?? "timeline"),
    actionLabel: slotActionLabel(slot),
    subId: slot.subId,
    documentId: slot.documentId,
    objectiveData: slot.objectiveData,
    completedAt: slot.completedAt?.toISOString() ?? null,
  };
};

/** The journey: level 'x.y', badge, credits and every level's slots with "You are here" (state current). */
export const getJourney = async (deps: DbDeps, user: Learner): Promise<Journey> => {
  const journey = await ensureJourney(deps, user.id);
  const slots = await listSlots(deps.db, user.id);
  const position = positionOf(slots);
  const types = await typeNames(deps);
  return {
    currentLevel: position.currentLevel,
    currentSubLevel: position.currentSubLevel,
    level: levelLabel(position),
    levelTitle: levelInfo(position.currentLevel).title,
    userBadge: badgeStep(position),
    credits: journey.credits,
    questionnaireAnswered: journey.questionnaire !== null,
    levels: LEARNING_LEVELS.map((info) => ({
      level: info.level,
      code: info.code,
      title: info.title,
      slots: slots.filter((slot) => slot.level === info.level).map((slot) => presentSlot(slot, types)),
      state: info.level < position.currentLevel ? "done" : info.level === position.currentLevel ? "current" : "ahead",
    })),
  };
};

/** Start: NotAttempted → pending; other states stay as they are. */
export const startObjective = async (deps: DbDeps, user: Learner, id: string): Promise<ObjectiveSlot> => {
  const [slot] = await deps.db.select().from(learningObjectiveSlots).where(eq(learningObjectiveSlots.id, id)).limit(1);
  authorize(user, "start", slot, objectiveSlotPolicy);
  let current = slot;
  if (slot.status === "NotAttempted") {
    const [row] = await deps.db
      .update(learningObjectiveSlots)
      .set({ status: "pending", updatedAt: deps.clock.now() })
      .where(eq(learningObjectiveSlots.id, id))
      .returning();
    current = row ?? slot;
  }
  return presentSlot(current, await typeNames(deps));
};

export const getQuestionnaire = async (deps: DbDeps, user: Learner): Promise<Questionnaire> => {
  const journey = await ensureJourney(deps, user.id);
  return {
    areas: QUESTIONNAIRE.map((area) => ({
      area: area.area,
      description: area.description,
      questions: area.questions.map((question) => ({
        id: question.id,
        question: question.question,
        options: question.options.map((option) => ({ id: option.id, label: option.label })),
      })),
      skills: [...area.skills],
    })),
    answers: journey.questionnaire
      ? {
          goalArea: journey.questionnaire.goalArea,
          answers: { ...journey.questionnaire.answers },
          skills: [...journey.questionnaire.skills],
        }
      : null,
  };
};

/**
 * Saves the answers: they choose the objectives of the slots not started yet and the exercise types
 * recommended first. Unknown questions, options or skills are dropped (the schema checks shapes).
 */
export const answerQuestionnaire = async (
  deps: Pick<AppContext, "db" | "clock" | "events">,
  user: Learner,
  answers: QuestionnaireAnswers,
) => {
  await ensureJourney(deps, user.id);
  const area = QUESTIONNAIRE.find((candidate) => candidate.area === answers.goalArea);
  const clean: QuestionnaireAnswers = {
    goalArea: answers.goalArea,
    answers: Object.fromEntries(
      (area?.questions ?? []).flatMap((question) => {
        const chosen = answers.answers[question.id];
        return chosen && question.options.some((option) => option.id === chosen) ? [[question.id, chosen]] : [];
      }),
    ),
    skills: answers.skills.filter((skill) => area?.skills.includes(skill)),
  };
  const recommended = recommendedExerciseTypes(clean);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(learningJourneys)
      .set({ questionnaire: clean, recommended, updatedAt: now })
      .where(eq(learningJourneys.userId, user.id));
    await writePlan(tx, user.id, planJourney(clean), now);
  });
  await deps.events.emit("learning.questionnaire_answered", { userId: user.id });
  await progressSlots(deps, user.id, (key) => key === "openTimeline", { status: "completed" });
  const types = await typeNames(deps);
  return {
    journey: await getJourney(deps, user),
    recommendedExerciseTypeIds: recommended.flatMap((slug) => (types[slug] ? [types[slug].id] : [])),
  };
};
