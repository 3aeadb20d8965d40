import { LEARNING_LEVELS } from "./learning";
import { objectiveAction, objectiveKeyOf, parseObjectiveKey } from "./learning-objectives";

/**
 * The onboarding questionnaire (spec document 3 §2.11, §3), written for Wordloom: four goal areas,
 * each with multiple-choice challenge questions and a skill list. The answers choose the first
 * objectives (the journey's slots) and the exercises recommended first.
 */

/** The seeded exercise types, by slug (the server's catalogue seeds exactly these). */
export const EXERCISE_TYPE_SLUGS = [
  "describe-picture",
  "headline-hook",
  "formal-email",
  "rewrite-clarity",
  "summarise-passage",
  "story-prompts",
  "persuasive-paragraph",
  "opinion-essay",
  "peer-feedback",
] as const;
export type ExerciseTypeSlug = (typeof EXERCISE_TYPE_SLUGS)[number];

export const GOAL_AREAS = ["Professional", "Academic", "Personal", "Social Media Growth"] as const;
export type GoalArea = (typeof GOAL_AREAS)[number];

export interface QuestionOption {
  id: string;
  label: string;
  /** Objective keys this answer brings forward. */
  objectives: readonly string[];
  /** Exercise types this answer recommends first. */
  exerciseTypes: readonly ExerciseTypeSlug[];
}

export interface ChallengeQuestion {
  id: string;
  question: string;
  options: readonly QuestionOption[];
}

export interface GoalAreaDefinition {
  area: GoalArea;
  description: string;
  questions: readonly ChallengeQuestion[];
  skills: readonly string[];
}

const option = (id: string, label: string, objectives: readonly string[], exerciseTypes: readonly ExerciseTypeSlug[]): QuestionOption => ({
  id,
  label,
  objectives,
  exerciseTypes,
});

export const QUESTIONNAIRE: readonly GoalAreaDefinition[] = [
  {
    area: "Professional",
    description: "E-mails, reports and proposals that colleagues and clients read and act on.",
    questions: [
      {
        id: "pro-hardest",
        question: "What slows you down most when you write at work?",
        options: [
          option("pro-hardest-start", "Getting started on a blank page", ["createDocument"], ["headline-hook"]),
          option("pro-hardest-tone", "Finding a polite but firm tone", ["rephraseSentence"], ["formal-email"]),
          option("pro-hardest-length", "Keeping it short", ["summarizeDocument"], ["summarise-passage"]),
          option("pro-hardest-errors", "Typos and grammar slips", ["checkGrammar"], ["rewrite-clarity"]),
        ],
      },
      {
        id: "pro-reader",
        question: "Who reads most of what you write?",
        options: [
          option("pro-reader-team", "My team", ["saveDocument"], ["formal-email"]),
          option("pro-reader-clients", "Clients and partners", ["createBrandVoice"], ["persuasive-paragraph"]),
          option("pro-reader-leaders", "Senior leaders", ["clarity-5"], ["summarise-passage"]),
        ],
      },
      {
        id: "pro-format",
        question: "Which piece would you most like to improve?",
        options: [
          option("pro-format-email", "E-mails", ["generateEmail"], ["formal-email"]),
          option("pro-format-report", "Reports", ["readability-50"], ["summarise-passage"]),
          option("pro-format-proposal", "Proposals and pitches", ["generatePitch"], ["persuasive-paragraph"]),
        ],
      },
    ],
    skills: ["Formal tone", "Concise summaries", "Persuasion", "Clear structure", "Error-free writing"],
  },
  {
    area: "Academic",
    description: "Essays, summaries and arguments built on sources.",
    questions: [
      {
        id: "aca-hardest",
        question: "What is hardest in your essays?",
        options: [
          option("aca-hardest-thesis", "Stating a clear position", ["intent-5"], ["opinion-essay"]),
          option("aca-hardest-evidence", "Backing claims with evidence", ["checkCitations"], ["persuasive-paragraph"]),
          option("aca-hardest-flow", "Linking paragraphs together", ["connectors-30"], ["rewrite-clarity"]),
          option("aca-hardest-grammar", "Grammar and spelling", ["checkGrammar"], ["describe-picture"]),
        ],
      },
      {
        id: "aca-sources",
        question: "How often do you summarise what you read?",
        options: [
          option("aca-sources-often", "Every week", ["summarizeDocument"], ["summarise-passage"]),
          option("aca-sources-sometimes", "Now and then", ["saveDocument"], ["summarise-passage"]),
          option("aca-sources-rarely", "Rarely", ["createDocument"], ["describe-picture"]),
        ],
      },
      {
        id: "aca-originality",
        question: "Do you worry that your wording is too close to your sources?",
        options: [
          option("aca-originality-yes", "Yes", ["uniqueness-50"], ["rewrite-clarity"]),
          option("aca-originality-no", "No", ["readability-30"], ["opinion-essay"]),
        ],
      },
    ],
    skills: ["Thesis statements", "Paraphrasing", "Citing sources", "Cohesion", "Academic vocabulary"],
  },
  {
    area: "Personal",
    description: "Stories, letters and messages for the people in your life.",
    questions: [
      {
        id: "per-why",
        question: "Why do you want to write more?",
        options: [
          option("per-why-stories", "To tell my stories", ["generateMemoir"], ["story-prompts"]),
          option("per-why-letters", "To write better messages and letters", ["generateMessage"], ["formal-email"]),
          option("per-why-confidence", "To feel more confident", ["completeProfile"], ["describe-picture"]),
        ],
      },
      {
        id: "per-block",
        question: "What stops you most often?",
        options: [
          option("per-block-ideas", "Running out of ideas", ["generateOutline"], ["story-prompts"]),
          option("per-block-words", "Finding the right words", ["useIdiom"], ["describe-picture"]),
          option("per-block-time", "Not enough time", ["saveDocument"], ["headline-hook"]),
        ],
      },
      {
        id: "per-style",
        question: "Which writing do you enjoy reading?",
        options: [
          option("per-style-fiction", "Fiction", ["creativity-5"], ["story-prompts"]),
          option("per-style-opinion", "Columns and opinion", ["intent-5"], ["opinion-essay"]),
          option("per-style-diaries", "Diaries and memoirs", ["generateMemoir"], ["describe-picture"]),
        ],
      },
    ],
    skills: ["Storytelling", "Vivid description", "Warm tone", "Vocabulary", "Regular practice"],
  },
  {
    area: "Social Media Growth",
    description: "Posts, headlines and campaigns that people stop to read.",
    questions: [
      {
        id: "soc-platform",
        question: "Where do you post most?",
        options: [
          option("soc-platform-linkedin", "LinkedIn", ["generateSocialPost"], ["headline-hook"]),
          option("soc-platform-instagram", "Instagram", ["generateSocialPost"], ["describe-picture"]),
          option("soc-platform-x", "X or Threads", ["generateHeadlines"], ["headline-hook"]),
          option("soc-platform-blog", "My own blog", ["generateBlog"], ["persuasive-paragraph"]),
        ],
      },
      {
        id: "soc-hardest",
        question: "What is hardest about your posts?",
        options: [
          option("soc-hardest-hook", "The first line", ["generateHeadlines"], ["headline-hook"]),
          option("soc-hardest-consistency", "Posting regularly", ["scheduleCampaign"], ["story-prompts"]),
          option("soc-hardest-voice", "Sounding like me", ["createBrandVoice"], ["rewrite-clarity"]),
        ],
      },
      {
        id: "soc-goal",
        question: "What do you want your posts to do?",
        options: [
          option("soc-goal-followers", "Grow followers", ["positivity-5"], ["headline-hook"]),
          option("soc-goal-sales", "Bring customers", ["generatePitch"], ["persuasive-paragraph"]),
          option("soc-goal-authority", "Show expertise", ["generateBlog"], ["opinion-essay"]),
        ],
      },
    ],
    skills: ["Hooks and headlines", "Short-form copy", "Brand voice", "Calls to action", "Consistency"],
  },
];

export interface QuestionnaireAnswers {
  goalArea: GoalArea;
  /** questionId → optionId */
  answers: Readonly<Record<string, string>>;
  skills: readonly string[];
}

/** The exercise each level's plan asks the learner to pass (its minimumLevel is at most that level). */
const LEVEL_EXERCISES: readonly (readonly ExerciseTypeSlug[])[] = [
  ["describe-picture"],
  ["headline-hook", "formal-email"],
  ["summarise-passage", "story-prompts"],
  ["persuasive-paragraph", "rewrite-clarity"],
  ["opinion-essay"],
  [],
];

/** The other slots of each level when no answer brings something forward. */
const DEFAULT_ACTIONS: readonly (readonly string[])[] = [
  ["createDocument", "checkGrammar", "submitExercise", "completeProfile", "saveDocument"],
  ["grammarClean", "saveDocument", "clarity-5", "renameDocument"],
  ["clarity-5", "intent-5", "keywords-5"],
  ["generateBlog", "summarizeDocument", "uniqueness-70"],
  ["uniqueness-70", "creativity-5", "generateSocialPost"],
  [],
];

/** Objectives the product can complete today (not waiting for another issue's event). */
const completable = (objectiveKey: string): boolean => {
  const action = objectiveAction(parseObjectiveKey(objectiveKey).key);
  return action !== undefined && !action.completedBy.startsWith("waiting:");
};

/** The objective keys of every level's slots: each level's exercises, then answers' objectives, then defaults. */
export const planJourney = (answers: QuestionnaireAnswers | null): string[][] => {
  const preferred = answers ? answerOptions(answers).flatMap((chosen) => chosen.objectives) : [];
  const used = new Set<string>();
  const queue = [...new Set(preferred)].filter(completable);
  return LEARNING_LEVELS.map((info, level) => {
    const slots: string[] = (LEVEL_EXERCISES[level] ?? []).map((slug) => objectiveKeyOf("passExercise", [slug])).slice(0, info.slots);
    // One answer-chosen objective per level (two at L0), so early levels reflect the answers.
    const fromAnswers = level === 0 ? 2 : 1;
    for (let taken = 0; taken < fromAnswers && slots.length < info.slots && queue.length > 0;) {
      const next = queue.shift() as string;
      if (!used.has(next)) {
        used.add(next);
        slots.push(next);
        taken += 1;
      }
    }
    for (const key of DEFAULT_ACTIONS[level] ?? []) {
      if (slots.length >= info.slots) {
        break;
      }
      if (!used.has(key)) {
        used.add(key);
        slots.push(key);
      }
    }
    return slots;
  });
};

export const answerOptions = (answers: QuestionnaireAnswers): QuestionOption[] => {
  const area = QUESTIONNAIRE.find((candidate) => candidate.area === answers.goalArea);
  return (area?.questions ?? []).flatMap((question) => {
    const chosen = question.options.find((candidate) => candidate.id === answers.answers[question.id]);
    return chosen ? [chosen] : [];
  });
};

/** The exercise types to recommend first: the answers' picks in order, then the plan's. */
export const recommendedExerciseTypes = (answers: QuestionnaireAnswers | null): ExerciseTypeSlug[] => {
  const picks = answers ? answerOptions(answers).flatMap((chosen) => chosen.exerciseTypes) : [];
  return [...new Set<ExerciseTypeSlug>([...picks, ...LEVEL_EXERCISES.flat()])];
};

/** Whether every question of the chosen area has a valid answer and the skills belong to the area. */
export const questionnaireProblems = (answers: QuestionnaireAnswers): string[] => {
  const area = QUESTIONNAIRE.find((candidate) => candidate.area === answers.goalArea);
  if (!area) {
    return ["Please choose a goal area."];
  }
  const problems = area.questions
    .filter((question) => !question.options.some((candidate) => candidate.id === answers.answers[question.id]))
    .map((question) => `Please answer: ${question.question}`);
  const unknownSkills = answers.skills.filter((skill) => !area.skills.includes(skill));
  return unknownSkills.length > 0 ? [...problems, `Unknown skills: ${unknownSkills.join(", ")}`] : problems;
};
