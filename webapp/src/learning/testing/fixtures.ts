import type { Assessment, Exercise, ExerciseType, Journey, ObjectiveSlot, Submission } from "@wordloom/shared/model";

/** Test data shaped as the server answers (shared/model/learning.ts). */
let next = 0;
const uuid = () => {
  next += 1;
  return `00000000-0000-4000-8000-${String(next).padStart(12, "0")}`;
};

export const exerciseType = (patch: Partial<ExerciseType> = {}): ExerciseType => ({
  id: uuid(),
  slug: "describe-picture",
  name: "Describe a Picture",
  introductoryNotes: "Look closely at the picture and describe what you see: the people, the place, the light and the mood.",
  cardImage: "/learning/cards/describe-picture.svg",
  minimumLevel: "0.0",
  timeAllowed: 60,
  extensionTime: 0,
  delayPenalty: 0,
  credits: 2,
  wordLimit: 8,
  task: "Describe the picture in a few sentences.",
  sourceKind: "image",
  info: "",
  locked: false,
  levelTitle: "Beginner",
  progress: { attempts: 0, passed: 0, slots: ["empty", "empty", "empty", "empty", "empty"] },
  recommended: false,
  ...patch,
});

export const exercise = (type: ExerciseType, patch: Partial<Exercise> = {}): Exercise => ({
  id: uuid(),
  exerciseTypeId: type.id,
  title: "A harbour at dawn",
  content: "",
  image: "/learning/exercises/harbour.svg",
  imageAlt: "Boats in a harbour at dawn",
  contentJson: {},
  hasHint: true,
  ...patch,
});

const scored = (score: number, max: number, summary: string) => ({
  score,
  max,
  details: { summary, items: [{ label: "Finding", sentence: "The boats sleeps.", note: "Subject and verb disagree.", points: -1 }] },
});

export const assessment = (): Assessment => ({
  grammar: scored(16, 20, "1 finding per 100 words."),
  content: scored(24, 30, "On task, uses most of the word limit."),
  creative: scored(7, 10, "Varied images."),
  engaging: scored(6, 10, "Questions and direct address."),
  credible: scored(7, 10, "Concrete details."),
  clarity: scored(8, 10, "Short, clear sentences."),
  originality: scored(9, 10, "Your own words."),
  delayPenalty: scored(0, 0, "No extension taken."),
  totals: { overall: 77, grammar: 16, content: 24, expression: 37 },
  engine: "wordloom-learning-1",
});

export const submission = (type: ExerciseType, patch: Partial<Submission> = {}): Submission => ({
  id: uuid(),
  status: "submit",
  exerciseType: {
    id: type.id,
    name: type.name,
    cardImage: type.cardImage,
    sourceKind: type.sourceKind,
    wordLimit: type.wordLimit,
    timeAllowed: type.timeAllowed,
    extensionTime: type.extensionTime,
    delayPenalty: type.delayPenalty,
    task: type.task,
  },
  exercise: { id: uuid(), title: "A harbour at dawn", content: "", image: null, imageAlt: null },
  content: "Boats rest in the calm harbour.",
  completeTime: 30,
  forLevel: "0.0",
  hintUsed: false,
  extensionUsed: false,
  result: null,
  score: null,
  credits: null,
  remarks: "",
  assessment: null,
  feedback: null,
  objective: null,
  documentId: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  submittedAt: "2026-11-01T10:01:00.000Z",
  evaluatedAt: null,
  can: { submit: false, resubmit: false, smartEdit: false, reload: true, hint: false, takeExtension: false },
  ...patch,
});

export const evaluated = (type: ExerciseType, patch: Partial<Submission> = {}): Submission =>
  submission(type, {
    status: "evaluated",
    result: { passed: true },
    score: 77,
    credits: 2,
    remarks: "Passed: every mark reached.",
    assessment: assessment(),
    evaluatedAt: "2026-11-01T10:01:02.000Z",
    can: { submit: false, resubmit: false, smartEdit: true, reload: false, hint: false, takeExtension: false },
    ...patch,
  });

const slot = (level: number, index: number, patch: Partial<ObjectiveSlot> = {}): ObjectiveSlot => ({
  id: uuid(),
  objectiveKey: "checkGrammar",
  group: "document",
  level,
  journeyLevel: `${level}.${index + 1}`,
  status: "NotAttempted",
  title: `Objective ${level}.${index + 1}`,
  description: "Run a grammar check on one of your documents.",
  path: "list",
  actionLabel: "Start",
  subId: null,
  documentId: null,
  objectiveData: {},
  completedAt: null,
  ...patch,
});

const LEVELS = [
  ["L0", "Beginner", 5],
  ["L1", "Learner", 4],
  ["L2", "Enthusiast", 3],
  ["L3", "Articulator", 3],
  ["L4", "Story Teller", 3],
  ["L5", "Mentor", 0],
] as const;

/** A journey at level 0 with `completed` of L0's slots done. */
export const journey = (completed = 0, patch: Partial<Journey> = {}): Journey => ({
  currentLevel: 0,
  currentSubLevel: completed,
  level: `0.${completed}`,
  levelTitle: "Beginner",
  userBadge: 0,
  credits: 3,
  questionnaireAnswered: true,
  levels: LEVELS.map(([code, title, count], level) => ({
    level,
    code,
    title,
    state: level === 0 ? "current" : "ahead",
    slots: Array.from({ length: count }, (_unused, index) =>
      slot(
        level,
        index,
        level === 0 && index < completed
          ? { status: "completed", actionLabel: null, completedAt: "2026-11-01T10:00:00.000Z" }
          : level === 0 && index === 0
            ? { objectiveKey: "passExercise-describe-picture", title: "Pass Describe a Picture", path: "exercises?type=describe-picture" }
            : {},
      ),
    ),
  })),
  ...patch,
});
