/**
 * Learning (spec document 3 §5, §9; document 1 §7): levels, the level lock, score and pass marks,
 * credits and the timings both the player and the server apply. Pure data and functions.
 */

/** L0 Beginner … L5 Mentor (document 3 §9). */
export const LEARNING_LEVELS = [
  { level: 0, code: "L0", title: "Beginner", slots: 5 },
  { level: 1, code: "L1", title: "Learner", slots: 4 },
  { level: 2, code: "L2", title: "Enthusiast", slots: 3 },
  { level: 3, code: "L3", title: "Articulator", slots: 3 },
  { level: 4, code: "L4", title: "Story Teller", slots: 3 },
  /** The summit: reached by completing L4; it has no objective slots of its own. */
  { level: 5, code: "L5", title: "Mentor", slots: 0 },
] as const;
export type LearningLevelNumber = (typeof LEARNING_LEVELS)[number]["level"];
export const MAX_LEARNING_LEVEL = 5;

/** The journey badge has 5 steps (document 1 §7, document 3 §9). */
export const JOURNEY_BADGE_STEPS = 5;

/** Score marks (document 3 §9): grammar 20, content 30, expression 50 as five parts of 10. */
export const SCORE_MARKS = { grammar: 20, content: 30, expression: 50, expressionPart: 10, overall: 100 } as const;
export const EXPRESSION_PARTS = ["creative", "engaging", "credible", "clarity", "originality"] as const;
export type ExpressionPart = (typeof EXPRESSION_PARTS)[number];

/** Pass mark (document 3 §5): overall 60+, expression 25, grammar 10, content 15. */
export const PASS_MARKS = { overall: 60, expression: 25, grammar: 10, content: 15 } as const;

/** Timings (document 3 §9). */
export const PREPARATION_DELAY_MS = 10_000;
export const RESULT_POLL_INTERVAL_MS = 10_000;
export const RESULT_POLL_MAX_ATTEMPTS = 10;
export const HINT_COST_CREDITS = 1;
/** Wordloom's own: credits a new learner starts with, so the first hint is affordable. */
export const WELCOME_CREDITS = 3;

/** Exercise cards per view (document 3 §2.10, §9): 3, 2 below 1000 px, 1 below 650 px; text cut at 150. */
export const CARDS_PER_VIEW = [
  { below: 650, cards: 1 },
  { below: 1000, cards: 2 },
] as const;
export const CARDS_PER_VIEW_DEFAULT = 3;
export const CARD_TEXT_CHARS = 150;
/** The row of progress slots on an exercise type card (Wordloom's own count). */
export const CARD_PROGRESS_SLOTS = 5;

export const cardsPerView = (widthPx: number): number =>
  CARDS_PER_VIEW.find((step) => widthPx < step.below)?.cards ?? CARDS_PER_VIEW_DEFAULT;

/** Cuts a card's text at 150 characters (on a word boundary when one is near), adding "…". */
export const cutCardText = (text: string, max = CARD_TEXT_CHARS): string => {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) {
    return clean;
  }
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** A position on the journey: level 0–5 and the number of that level's objective slots completed. */
export interface LevelPosition {
  currentLevel: number;
  currentSubLevel: number;
}

/** Levels are written 'x.y' (document 1 §7). */
export const levelLabel = ({ currentLevel, currentSubLevel }: LevelPosition): string => `${currentLevel}.${currentSubLevel}`;

export const LEVEL_LABEL_PATTERN = /^[0-5]\.[0-9]$/;

/** Parses 'x.y' (or a bare 'x') into a position; null when it is not one. */
export const parseLevel = (label: string): LevelPosition | null => {
  const match = /^([0-5])(?:\.([0-9]))?$/.exec(label.trim());
  return match ? { currentLevel: Number(match[1]), currentSubLevel: Number(match[2] ?? 0) } : null;
};

/** Negative when a is below b, 0 when equal, positive when above. */
export const compareLevels = (a: LevelPosition, b: LevelPosition): number =>
  a.currentLevel !== b.currentLevel ? a.currentLevel - b.currentLevel : a.currentSubLevel - b.currentSubLevel;

/**
 * An exercise type is locked when its minimumLevel exceeds the user's current level
 * (currentLevel.currentSubLevel, document 3 §5).
 */
export const isExerciseTypeLocked = (minimumLevel: string, position: LevelPosition): boolean => {
  const minimum = parseLevel(minimumLevel);
  return minimum === null ? true : compareLevels(minimum, position) > 0;
};

export const levelInfo = (level: number): (typeof LEARNING_LEVELS)[number] =>
  LEARNING_LEVELS[Math.max(0, Math.min(MAX_LEARNING_LEVEL, Math.floor(level)))] ?? LEARNING_LEVELS[0];

export const slotsForLevel = (level: number): number => levelInfo(level).slots;

/** The label of one objective slot: 'level.slot' with slots counted from 1. */
export const slotLabel = (level: number, slotIndex: number): string => `${level}.${slotIndex + 1}`;

/**
 * The position after counting completed slots: each level is left once all its slots are complete.
 * `completedByLevel[level]` is how many of that level's slots are completed.
 */
export const positionFromCompleted = (completedByLevel: readonly number[]): LevelPosition => {
  for (const info of LEARNING_LEVELS) {
    const done = completedByLevel[info.level] ?? 0;
    if (info.slots === 0 || done < info.slots) {
      return { currentLevel: info.level, currentSubLevel: Math.min(done, info.slots) };
    }
  }
  return { currentLevel: MAX_LEARNING_LEVEL, currentSubLevel: 0 };
};

/** The 5-step badge: one step per level completed (L0–L4), so a Mentor holds all five. */
export const badgeStep = (position: LevelPosition): number => Math.min(JOURNEY_BADGE_STEPS, position.currentLevel);

export interface SectionScores {
  overall: number;
  grammar: number;
  content: number;
  expression: number;
}

/** Passed: every pass mark reached (document 3 §5). */
export const isPassingScore = (scores: SectionScores): boolean =>
  scores.overall >= PASS_MARKS.overall &&
  scores.expression >= PASS_MARKS.expression &&
  scores.grammar >= PASS_MARKS.grammar &&
  scores.content >= PASS_MARKS.content;

/** The sections below their pass marks, for the remarks. */
export const missedPassMarks = (scores: SectionScores): (keyof SectionScores)[] =>
  (Object.keys(PASS_MARKS) as (keyof SectionScores)[]).filter((key) => scores[key] < PASS_MARKS[key]);

/**
 * Credits a submission earns: the type's credits when it passes, none otherwise, less the delay
 * penalty when the extension was taken (never below zero).
 */
export const creditsEarned = (input: { passed: boolean; typeCredits: number; extensionUsed: boolean; delayPenalty: number }): number =>
  Math.max(0, (input.passed ? input.typeCredits : 0) - (input.extensionUsed ? input.delayPenalty : 0));

export const LEARNING_MESSAGES = {
  noExercises: "No writing exercise found",
  noExercisesForType: "No exercises found for this type yet!",
  submitted: "Your Exercise Has Been Submitted",
  resubmitted: "Thanks for resubmitting! Your submission will be evaluated shortly, Please check after sometime.",
  unableToEvaluate: "Unable to Evaluate at the moment, Please resubmit to check the result.",
  pasteBlocked: "Paste Not Allowed!",
  leaveConfirm: "Are You Sure! This will end your task.",
  hintConfirm: "Checking hint will deduct your 1 credit.",
  typeLocked: (minimumLevel: string) => `This exercise unlocks at level ${minimumLevel}.`,
  notEnoughCreditsForHint: "You need 1 credit to check the hint.",
  alreadySubmitted: "This submission has already been submitted.",
  cannotResubmit: "Only a pending or failed submission can be resubmitted.",
  smartEditUnavailable: "Smart Edit opens an evaluated submission with text.",
  extensionUnavailable: "The extension time has already been taken or this exercise has none.",
  submissionNotFound: "Submission not found.",
  exerciseTypeNotFound: "Exercise type not found.",
  exerciseNotFound: "Exercise not found.",
  objectiveNotFound: "Objective not found.",
  timelineTitle: "Your Path to Proficient Writing",
  youAreHere: "You are here",
  resubmitLabel: "Re submit",
} as const;
