import { z } from "zod";
import { IdSchema, IsoDateSchema } from "./common";
import { plainText, singleLine } from "./text";
import { EXPRESSION_PARTS, GOAL_AREAS, LEVEL_LABEL_PATTERN, OBJECTIVE_GROUPS, OBJECTIVE_SLOT_STATUSES } from "../rules";

/**
 * Learning (spec document 3 §2.10–2.11, §3, §4.7–4.9): exercise types, exercises, submissions with
 * their assessment, the user journey with its objective slots, and the questionnaire. The rules
 * (levels, lock, pass marks, the player) live in shared/rules/learning*.ts.
 */

export const LevelLabelSchema = z.string().regex(LEVEL_LABEL_PATTERN, "A level is written 'x.y' (0.0 to 5.9).");
export const SourceKindSchema = z.enum(["text", "image", "json"]);
export type SourceKind = z.output<typeof SourceKindSchema>;

export const SUBMISSION_STATUSES = ["pending", "submit", "evaluated", "failed"] as const;
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.output<typeof SubmissionStatusSchema>;

export const MAX_SUBMISSION_CHARS = 20_000;

/** One progress slot on a type card: the user's latest submissions of that type (up to 5). */
export const ProgressSlotSchema = z.enum(["passed", "failed", "waiting", "empty"]);

/** An exercise type as a learner sees it on the exercises screen (a card). */
export const ExerciseTypeSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  introductoryNotes: z.string(),
  /** Served by the server as a static asset (e.g. /learning/cards/describe-picture.svg). */
  cardImage: z.string(),
  minimumLevel: LevelLabelSchema,
  /** Seconds to write. */
  timeAllowed: z.number().int(),
  /** Seconds the extension adds (0: none). */
  extensionTime: z.number().int(),
  /** Credits the extension costs. */
  delayPenalty: z.number().int(),
  /** Credits a pass earns. */
  credits: z.number().int(),
  wordLimit: z.number().int(),
  task: z.string(),
  sourceKind: SourceKindSchema,
  info: z.string(),
  /** Locked when minimumLevel exceeds the user's currentLevel.currentSubLevel. */
  locked: z.boolean(),
  /** The title of the type's level (Beginner …). */
  levelTitle: z.string(),
  progress: z.object({
    attempts: z.number().int(),
    passed: z.number().int(),
    slots: z.array(ProgressSlotSchema),
  }),
  /** Recommended by the questionnaire's answers (shown first). */
  recommended: z.boolean(),
});
export type ExerciseType = z.output<typeof ExerciseTypeSchema>;

export const ExerciseTypeListSchema = z.object({
  items: z.array(ExerciseTypeSchema),
  level: LevelLabelSchema,
  levelTitle: z.string(),
  credits: z.number().int(),
});
export type ExerciseTypeList = z.output<typeof ExerciseTypeListSchema>;

/** One exercise: a topic (text source), a picture (image source) or structured prompts (json). */
export const ExerciseSchema = z.object({
  id: IdSchema,
  exerciseTypeId: IdSchema,
  title: z.string(),
  /** The text the learner works from (a passage, a brief, the prompts), may be empty for pictures. */
  content: z.string(),
  /** A picture's URL (static asset), or null. */
  image: z.string().nullable(),
  imageAlt: z.string().nullable(),
  /** Structured prompts (story-from-prompts: { prompts: string[] }). */
  contentJson: z.record(z.string(), z.unknown()),
  /** The hint text is not sent here: it costs a credit (getHint). */
  hasHint: z.boolean(),
});
export type Exercise = z.output<typeof ExerciseSchema>;

export const ExerciseTypeParamsSchema = z.object({ id: IdSchema });
/** Random pick: text sources offer up to 3 topics to choose from; other sources one exercise. */
export const PickExerciseResultSchema = z.object({ exerciseType: ExerciseTypeSchema, exercises: z.array(ExerciseSchema).min(1) });
export type PickExerciseResult = z.output<typeof PickExerciseResultSchema>;

/** One score with the sentences and findings behind it. */
export const ScoreDetailSchema = z.object({
  /** What the score measures, one line. */
  summary: z.string(),
  items: z.array(
    z.object({
      label: z.string(),
      /** The sentence concerned, when there is one. */
      sentence: z.string().nullable(),
      note: z.string(),
      /** Signed points this item added or took away, when it counts directly. */
      points: z.number().nullable(),
    }),
  ),
});
export type ScoreDetail = z.output<typeof ScoreDetailSchema>;

export const ScoredSchema = z.object({ score: z.number(), max: z.number(), details: ScoreDetailSchema });
export type Scored = z.output<typeof ScoredSchema>;

/** The assessment (document 3 §3): grammar /20, content /30, five expression parts /10, delay penalty. */
export const AssessmentSchema = z.object({
  grammar: ScoredSchema,
  content: ScoredSchema,
  creative: ScoredSchema,
  engaging: ScoredSchema,
  credible: ScoredSchema,
  clarity: ScoredSchema,
  originality: ScoredSchema,
  /** Credits charged for the extension time (score = credits, max = the type's delayPenalty). */
  delayPenalty: ScoredSchema,
  totals: z.object({
    overall: z.number(),
    grammar: z.number(),
    content: z.number(),
    expression: z.number(),
  }),
  /** The version of Wordloom's scoring engine that produced it. */
  engine: z.string(),
});
export type Assessment = z.output<typeof AssessmentSchema>;
export const ExpressionPartSchema = z.enum(EXPRESSION_PARTS);

export const SubmissionAbilitiesSchema = z.object({
  submit: z.boolean(),
  resubmit: z.boolean(),
  /** Smart Edit: evaluated with non-empty content (document 3 §4.7). */
  smartEdit: z.boolean(),
  /** Reload: submit or failed (document 3 §4.7). */
  reload: z.boolean(),
  hint: z.boolean(),
  takeExtension: z.boolean(),
});

export type SubmissionAbilities = z.output<typeof SubmissionAbilitiesSchema>;

export const SubmissionSchema = z.object({
  id: IdSchema,
  status: SubmissionStatusSchema,
  exerciseType: z.object({
    id: IdSchema,
    name: z.string(),
    cardImage: z.string(),
    sourceKind: SourceKindSchema,
    wordLimit: z.number().int(),
    timeAllowed: z.number().int(),
    extensionTime: z.number().int(),
    delayPenalty: z.number().int(),
    task: z.string(),
  }),
  exercise: z.object({
    id: IdSchema,
    title: z.string(),
    content: z.string(),
    image: z.string().nullable(),
    imageAlt: z.string().nullable(),
  }),
  content: z.string(),
  /** Seconds spent writing. */
  completeTime: z.number().int(),
  /** The learner's level when the exercise started ('x.y'). */
  forLevel: LevelLabelSchema,
  hintUsed: z.boolean(),
  extensionUsed: z.boolean(),
  /** Null until evaluated. */
  result: z.object({ passed: z.boolean() }).nullable(),
  /** Overall score out of 100, null until evaluated. */
  score: z.number().nullable(),
  /** Credits earned, null until evaluated. */
  credits: z.number().int().nullable(),
  remarks: z.string(),
  assessment: AssessmentSchema.nullable(),
  /** Written feedback by a language model, when one is configured (the scores never depend on it). */
  feedback: z.string().nullable(),
  /** The objective slot this submission fills, when it does. */
  objective: z.string().nullable(),
  /** The document Smart Edit opened, once it did. */
  documentId: IdSchema.nullable(),
  createdAt: IsoDateSchema,
  submittedAt: IsoDateSchema.nullable(),
  evaluatedAt: IsoDateSchema.nullable(),
  can: SubmissionAbilitiesSchema,
});
export type Submission = z.output<typeof SubmissionSchema>;

export const SubmissionListSchema = z.object({ items: z.array(SubmissionSchema) });
export const SubmissionParamsSchema = z.object({ id: IdSchema });

export const CreateSubmissionBodySchema = z.strictObject({ exerciseTypeId: IdSchema, exerciseId: IdSchema });
export type CreateSubmissionBody = z.input<typeof CreateSubmissionBodySchema>;

export const SubmitSubmissionBodySchema = z.strictObject({
  /** The text; words beyond the type's limit are cut by the server as by the player. */
  content: plainText(MAX_SUBMISSION_CHARS),
  completeTime: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600),
});
export type SubmitSubmissionBody = z.input<typeof SubmitSubmissionBodySchema>;

export const HintResultSchema = z.object({ hint: z.string(), credits: z.number().int(), submission: SubmissionSchema });
export const ExtensionResultSchema = z.object({ extensionSeconds: z.number().int(), submission: SubmissionSchema });

/** Smart Edit: opens the text in a new document (the editor with the assistant pane). */
export const SmartEditResultSchema = z.object({ documentId: IdSchema, submission: SubmissionSchema });

export const ObjectiveSlotStatusSchema = z.enum(OBJECTIVE_SLOT_STATUSES);
export const ObjectiveGroupSchema = z.enum(OBJECTIVE_GROUPS);

export const ObjectiveSlotSchema = z.object({
  id: IdSchema,
  /** `key` or `key-param1_param2`. */
  objectiveKey: z.string(),
  group: ObjectiveGroupSchema,
  level: z.number().int(),
  /** 'x.y': the level and the slot's place in it, counted from 1. */
  journeyLevel: LevelLabelSchema,
  status: ObjectiveSlotStatusSchema,
  title: z.string(),
  description: z.string(),
  /** Where the action is done, relative to /:product/app/ ("exercises?type=…", "create/blog", "list"). */
  path: z.string(),
  /** "Start" (NotAttempted), "Take action" (pending/attempted), or null (completed). */
  actionLabel: z.enum(["Start", "Take action"]).nullable(),
  /** The submission that completed or attempted it. */
  subId: IdSchema.nullable(),
  documentId: IdSchema.nullable(),
  objectiveData: z.record(z.string(), z.unknown()),
  completedAt: IsoDateSchema.nullable(),
});
export type ObjectiveSlot = z.output<typeof ObjectiveSlotSchema>;

export const JourneyLevelSchema = z.object({
  level: z.number().int(),
  code: z.string(),
  title: z.string(),
  slots: z.array(ObjectiveSlotSchema),
  /** Where the learner is: done, current ("You are here") or ahead. */
  state: z.enum(["done", "current", "ahead"]),
});

export const JourneySchema = z.object({
  currentLevel: z.number().int(),
  currentSubLevel: z.number().int(),
  /** 'x.y' */
  level: LevelLabelSchema,
  levelTitle: z.string(),
  /** The 5-step badge: 0–5. */
  userBadge: z.number().int(),
  credits: z.number().int(),
  questionnaireAnswered: z.boolean(),
  levels: z.array(JourneyLevelSchema),
});
export type Journey = z.output<typeof JourneySchema>;

export const ObjectiveParamsSchema = z.object({ id: IdSchema });

export const GoalAreaSchema = z.enum(GOAL_AREAS);
export const QuestionnaireAnswersSchema = z.strictObject({
  goalArea: GoalAreaSchema,
  answers: z.record(singleLine(60), singleLine(60)),
  skills: z.array(singleLine(80)).max(10).default([]),
});
export type QuestionnaireAnswersBody = z.input<typeof QuestionnaireAnswersSchema>;

export const QuestionnaireSchema = z.object({
  areas: z.array(
    z.object({
      area: GoalAreaSchema,
      description: z.string(),
      questions: z.array(
        z.object({ id: z.string(), question: z.string(), options: z.array(z.object({ id: z.string(), label: z.string() })) }),
      ),
      skills: z.array(z.string()),
    }),
  ),
  /** The user's saved answers, or null before they answered. */
  answers: z.object({ goalArea: GoalAreaSchema, answers: z.record(z.string(), z.string()), skills: z.array(z.string()) }).nullable(),
});
export type Questionnaire = z.output<typeof QuestionnaireSchema>;

export const QuestionnaireResultSchema = z.object({
  journey: JourneySchema,
  /** Exercise type ids, recommended first. */
  recommendedExerciseTypeIds: z.array(IdSchema),
});

/* ---- Admin catalogue ---- */

const adminText = (max: number) => plainText(max).trim();

export const AdminExerciseTypeBodySchema = z.strictObject({
  slug: singleLine(60)
    .trim()
    .regex(/^[a-z0-9-]+$/, "Use lower-case letters, digits and dashes."),
  name: adminText(120).min(1, "Please give the type a name."),
  introductoryNotes: adminText(2000).default(""),
  cardImage: singleLine(300).trim().default("/learning/cards/default.svg"),
  minimumLevel: LevelLabelSchema.default("0.0"),
  timeAllowed: z.number().int().min(30).max(7200),
  extensionTime: z.number().int().min(0).max(3600).default(0),
  delayPenalty: z.number().int().min(0).max(100).default(0),
  credits: z.number().int().min(0).max(100).default(1),
  wordLimit: z.number().int().min(10).max(3000),
  task: adminText(2000).min(1, "Please describe the task."),
  sourceKind: SourceKindSchema,
  info: adminText(2000).default(""),
});
export const AdminUpdateExerciseTypeBodySchema = AdminExerciseTypeBodySchema.partial();

export const AdminExerciseTypeSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  name: z.string(),
  introductoryNotes: z.string(),
  cardImage: z.string(),
  minimumLevel: LevelLabelSchema,
  timeAllowed: z.number().int(),
  extensionTime: z.number().int(),
  delayPenalty: z.number().int(),
  credits: z.number().int(),
  wordLimit: z.number().int(),
  task: z.string(),
  sourceKind: SourceKindSchema,
  info: z.string(),
  exerciseCount: z.number().int(),
  submissionCount: z.number().int(),
  updatedAt: IsoDateSchema,
});
export type AdminExerciseType = z.output<typeof AdminExerciseTypeSchema>;
export const AdminExerciseTypeListSchema = z.object({ items: z.array(AdminExerciseTypeSchema) });

export const AdminExerciseBodySchema = z.strictObject({
  title: adminText(200).min(1, "Please give the exercise a title."),
  /** The lowest journey level (0–5) the random pick offers it at; higher levels get harder exercises too. */
  level: z.number().int().min(0).max(5).default(0),
  content: adminText(6000).default(""),
  image: singleLine(300).trim().nullable().default(null),
  imageAlt: adminText(300).nullable().default(null),
  contentJson: z.record(z.string(), z.unknown()).default({}),
  hint: adminText(1000).default(""),
  /** A model answer used for the 'credible' and relevance checks and shown to admins only. */
  reference: adminText(6000).default(""),
});
export const AdminUpdateExerciseBodySchema = AdminExerciseBodySchema.partial();

export const AdminExerciseSchema = z.object({
  id: IdSchema,
  exerciseTypeId: IdSchema,
  title: z.string(),
  level: z.number().int(),
  content: z.string(),
  image: z.string().nullable(),
  imageAlt: z.string().nullable(),
  contentJson: z.record(z.string(), z.unknown()),
  hint: z.string(),
  reference: z.string(),
  updatedAt: IsoDateSchema,
});
export type AdminExercise = z.output<typeof AdminExerciseSchema>;
export const AdminExerciseListSchema = z.object({ items: z.array(AdminExerciseSchema) });
