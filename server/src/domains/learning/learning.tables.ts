import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Assessment, SourceKind, SubmissionStatus } from "@wordloom/shared/api";
import type { Intent } from "@wordloom/shared/analysis/overview";
import type { ObjectiveSlotStatus, QuestionnaireAnswers } from "@wordloom/shared/rules";
import { users } from "../account/users.tables";
import { documents } from "../documents/documents.tables";

/** An exercise type (spec document 3 §3): the catalogue's card, with its timing, credits and limit. */
export const exerciseTypes = pgTable("exercise_types", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  introductoryNotes: text("introductory_notes").notNull().default(""),
  cardImage: text("card_image").notNull(),
  /** 'x.y' */
  minimumLevel: text("minimum_level").notNull().default("0.0"),
  timeAllowed: integer("time_allowed").notNull(),
  extensionTime: integer("extension_time").notNull().default(0),
  delayPenalty: integer("delay_penalty").notNull().default(0),
  credits: integer("credits").notNull().default(1),
  wordLimit: integer("word_limit").notNull(),
  task: text("task").notNull(),
  sourceKind: text("source_kind").$type<SourceKind>().notNull(),
  info: text("info").notNull().default(""),
  /** What the task asks for, for the relevance check (overview intents). */
  expectedIntents: text("expected_intents")
    .array()
    .$type<Intent[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
export type ExerciseTypeRow = typeof exerciseTypes.$inferSelect;

/** One exercise of a type: a topic, a passage, a picture or structured prompts. */
export const exercises = pgTable(
  "exercises",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    exerciseTypeId: uuid("exercise_type_id")
      .notNull()
      .references(() => exerciseTypes.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    level: integer("level").notNull().default(0),
    content: text("content").notNull().default(""),
    image: text("image"),
    imageAlt: text("image_alt"),
    contentJson: jsonb("content_json").$type<Record<string, unknown>>().notNull().default({}),
    hint: text("hint").notNull().default(""),
    reference: text("reference").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("exercises_type_title_key").on(table.exerciseTypeId, table.title)],
);
export type ExerciseRow = typeof exercises.$inferSelect;

/** Which version of the built-in catalogue was seeded, so an admin's deletions stay deleted. */
export const learningCatalogueSeeds = pgTable("learning_catalogue_seeds", {
  version: text("version").primaryKey(),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull(),
});

/** A learner's submission (document 3 §3, §4.7): pending → submit → evaluated | failed. */
export const learningSubmissions = pgTable(
  "learning_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    exerciseTypeId: uuid("exercise_type_id")
      .notNull()
      .references(() => exerciseTypes.id, { onDelete: "restrict" }),
    exerciseId: uuid("exercise_id")
      .notNull()
      .references(() => exercises.id, { onDelete: "restrict" }),
    status: text("status").$type<SubmissionStatus>().notNull(),
    content: text("content").notNull().default(""),
    completeTime: integer("complete_time").notNull().default(0),
    forLevel: text("for_level").notNull(),
    hintUsed: boolean("hint_used").notNull().default(false),
    extensionUsed: boolean("extension_used").notNull().default(false),
    passed: boolean("passed"),
    score: real("score"),
    credits: integer("credits"),
    remarks: text("remarks").notNull().default(""),
    assessment: jsonb("assessment").$type<Assessment>(),
    feedback: text("feedback"),
    objective: text("objective"),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    evaluatedAt: timestamp("evaluated_at", { withTimezone: true }),
  },
  (table) => [
    index("learning_submissions_user_idx").on(table.userId, table.createdAt.desc()),
    index("learning_submissions_exercise_idx").on(table.exerciseId, table.status),
  ],
);
export type SubmissionRow = typeof learningSubmissions.$inferSelect;

/** The user journey (document 1 §7): credits and the questionnaire's answers; the level follows the slots. */
export const learningJourneys = pgTable("learning_journeys", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  credits: integer("credits").notNull(),
  questionnaire: jsonb("questionnaire").$type<QuestionnaireAnswers>(),
  /** Exercise type slugs recommended first. */
  recommended: text("recommended")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
export type JourneyRow = typeof learningJourneys.$inferSelect;

/** One objective slot of a level (document 3 §3, §4.8). */
export const learningObjectiveSlots = pgTable(
  "learning_objective_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    slotIndex: integer("slot_index").notNull(),
    objectiveKey: text("objective_key").notNull(),
    status: text("status").$type<ObjectiveSlotStatus>().notNull().default("NotAttempted"),
    subId: uuid("sub_id").references(() => learningSubmissions.id, { onDelete: "set null" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    objectiveData: jsonb("objective_data").$type<Record<string, unknown>>().notNull().default({}),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("learning_objective_slots_place_key").on(table.userId, table.level, table.slotIndex)],
);
export type ObjectiveSlotRow = typeof learningObjectiveSlots.$inferSelect;
