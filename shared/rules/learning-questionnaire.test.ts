import { describe, expect, it } from "vitest";
import { LEARNING_LEVELS } from "./learning";
import { OBJECTIVE_ACTIONS, objectiveAction, objectiveTitle, parseObjectiveKey, slotActionLabel } from "./learning-objectives";
import { EXERCISE_TYPE_SLUGS, QUESTIONNAIRE, planJourney, questionnaireProblems, recommendedExerciseTypes } from "./learning-questionnaire";

describe("objective catalogue", () => {
  it("holds about 50 actions in three groups with unique keys", () => {
    expect(OBJECTIVE_ACTIONS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(OBJECTIVE_ACTIONS.map((action) => action.key)).size).toBe(OBJECTIVE_ACTIONS.length);
    expect(new Set(OBJECTIVE_ACTIONS.map((action) => action.group))).toEqual(new Set(["generation", "graph", "document"]));
    expect(objectiveAction("readability")?.params).toEqual([30, 50, 70]);
    expect(objectiveAction("clarity")?.params).toEqual([5]);
  });

  it("parses keys with parameters and names them", () => {
    expect(parseObjectiveKey("readability-50")).toEqual({ key: "readability", params: ["50"] });
    expect(parseObjectiveKey("passExercise-describe-picture")).toEqual({ key: "passExercise", params: ["describe-picture"] });
    expect(objectiveTitle("readability-50")).toBe("Readability 50");
    expect(objectiveTitle("passExercise-describe-picture", { "describe-picture": "Describe a Picture" })).toBe(
      "Pass an Exercise: Describe a Picture",
    );
  });

  it("labels slots Start or Take action", () => {
    expect(slotActionLabel({ status: "NotAttempted", objectiveKey: "checkGrammar" })).toBe("Start");
    expect(slotActionLabel({ status: "attempted", objectiveKey: "checkGrammar" })).toBe("Take action");
    expect(slotActionLabel({ status: "completed", objectiveKey: "checkGrammar" })).toBeNull();
  });
});

describe("questionnaire and plan", () => {
  it("fills every level's slots with completable, distinct objectives", () => {
    for (const answers of [
      null,
      ...QUESTIONNAIRE.map((area) => ({
        goalArea: area.area,
        answers: Object.fromEntries(area.questions.map((question) => [question.id, question.options[1]?.id ?? ""])),
        skills: [],
      })),
    ]) {
      const plan = planJourney(answers);
      expect(plan.map((slots) => slots.length)).toEqual(LEARNING_LEVELS.map((info) => info.slots));
      const keys = plan.flat();
      const actions = keys.filter((key) => !key.startsWith("passExercise")).map((key) => objectiveAction(parseObjectiveKey(key).key));
      expect(actions.every((action) => action && !action.completedBy.startsWith("waiting:"))).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("recommends the answers' exercise types first", () => {
    const answers = { goalArea: "Personal" as const, answers: { "per-why": "per-why-stories" }, skills: [] };
    expect(recommendedExerciseTypes(answers)[0]).toBe("story-prompts");
    expect(new Set(recommendedExerciseTypes(null))).toEqual(new Set(EXERCISE_TYPE_SLUGS.filter((slug) => slug !== "peer-feedback")));
  });

  it("lists what is missing in an answer sheet", () => {
    expect(questionnaireProblems({ goalArea: "Academic", answers: {}, skills: ["Juggling"] })).toHaveLength(4);
  });
});
